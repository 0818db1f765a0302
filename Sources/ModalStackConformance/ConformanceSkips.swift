/// The scenarios a real UIKit host may skip, each by name with its reason. A run on UIKit fails on
/// a skip of any other scenario, and on an entry here whose scenario ran after all (a stale entry
/// hides nothing, but claims a limit the host no longer has), so that no scenario passes silently.
package enum ConformanceSkips {
  /// The allowed skips of the UIKit host: scenario name → why the host cannot run it.
  package static let allowed: [String: String] = [
    "background":
      "a test cannot send its own app to the background and back: UIKit has no in-process API for it",
    "deep-link-into-own-stack": swiftUIViews("a screen that brings its own ModalStackNavigationStack"),
    "app-value-between-router-pushes": swiftUIViews("a root stack with the app's own NavigationLink(value:)"),
    "push-into-unopened-tab": swiftUIViews("a TabView that builds its tabs lazily"),
    "environment-in-layer": swiftUIViews("an environment injected above the root and read in a layer"),
  ]

  /// Why a scenario made of the app's SwiftUI views is skipped on both UIKit hosts.
  private static func swiftUIViews(_ views: String) -> String {
    "it needs \(views), which SwiftUI builds and updates: the UIKit host has no SwiftUI views, and the "
      + "adapter host's ModalStackRoot shows one fixed view, built before the scenario starts"
  }

  /// The allowed skips of the adapter-driven UIKit host, which attaches its router the way apps do,
  /// through a `ModalStackRoot`: scenario name → why the host cannot run it.
  package static let allowedOnAdapterHost: [String: String] = allowed.merging([
    "recreated-root":
      "the adapter's router is attached by the window's ModalStackRoot before the scenario starts, so roots that come and go are staged on the scripted hosts only",
    "root-leaves-with-layers":
      "the adapter's router is attached by the window's ModalStackRoot before the scenario starts, so its last root cannot be the scenario's",
  ]) { first, _ in first }

  /// Whether a host may skip a scenario it cannot stage.
  /// - Parameters:
  ///   - scenario: The scenario.
  ///   - missing: What the scenario needs that the host cannot stage.
  /// - Returns: The allowed reason, or `nil` when the skip is not allowed (the run must fail).
  ///   - list: The host's allow-list: ``allowed`` or ``allowedOnAdapterHost``.
  package static func reason(
    forSkipping scenario: ConformanceScenario, missing: Set<ConformanceRequirement>,
    list: [String: String] = allowed
  ) -> String? {
    guard !missing.isEmpty, let reason = list[scenario.name] else { return nil }
    return "\(scenario.name): \(reason)"
  }
}
