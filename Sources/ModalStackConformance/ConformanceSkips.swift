/// The scenarios a real UIKit host may skip, each by name with its reason. A run on UIKit fails on
/// a skip of any other scenario, and on an entry here whose scenario ran after all (a stale entry
/// hides nothing, but claims a limit the host no longer has), so that no scenario passes silently.
package enum ConformanceSkips {
  /// The allowed skips: scenario name → why the host cannot run it.
  package static let allowed: [String: String] = [
    "background":
      "a test cannot send its own app to the background and back: UIKit has no in-process API for it"
  ]

  /// Whether a host may skip a scenario it cannot stage.
  /// - Parameters:
  ///   - scenario: The scenario.
  ///   - missing: What the scenario needs that the host cannot stage.
  /// - Returns: The allowed reason, or `nil` when the skip is not allowed (the run must fail).
  package static func reason(forSkipping scenario: ConformanceScenario, missing: Set<ConformanceRequirement>)
    -> String?
  {
    guard !missing.isEmpty, let reason = allowed[scenario.name] else { return nil }
    return "\(scenario.name): \(reason)"
  }
}
