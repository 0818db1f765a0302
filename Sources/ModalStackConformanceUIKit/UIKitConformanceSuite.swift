#if canImport(UIKit)
  import ModalStackConformance
  import UIKit

  /// Runs conformance scenarios on the real UIKit host and compares each trace with the
  /// simulator's, run in the same process (its trace is the one kept in the repository as expected,
  /// which `swift test` checks). Everything the iOS runner does is here, so that it type-checks
  /// against the iOS SDK; the XCTest case only calls it.
  @MainActor
  package enum UIKitConformanceSuite {
    /// How one scenario went.
    package enum Outcome: Sendable {
      /// UIKit's trace is the simulator's.
      case matched
      /// The scenario needs what this host cannot stage, and is on ``ConformanceSkips/allowed``; why.
      case skipped(String)
      /// The traces differ.
      case mismatch(ConformanceMismatch)
      /// The scenario could not run, or was skipped without an allowed reason; why.
      case failed(String)
    }

    /// Where the traces run: `UIKit, iOS 17.5, iPhone`. A difference seen on one iOS version and
    /// not another names a rule the simulator must learn for that version.
    package static var platform: String {
      let device = UIDevice.current
      let idiom =
        device.userInterfaceIdiom == .pad ? "iPad" : device.userInterfaceIdiom == .phone ? "iPhone" : device.model
      return "UIKit, \(device.systemName) \(device.systemVersion), \(idiom)"
    }

    /// Runs one scenario on the simulated host and on UIKit, and compares.
    /// - Parameter scenario: The scenario.
    /// - Returns: How it went.
    package static func run(_ scenario: ConformanceScenario) async -> Outcome {
      let simulated: SimulatedConformanceHost
      let host: UIKitConformanceHost
      do {
        simulated = try SimulatedConformanceHost()
        host = try await UIKitConformanceHost.make()
      } catch {
        return .failed("\(scenario.name): the hosts did not start: \(error)")
      }
      defer { host.tearDown() }
      guard host.isOnScreen else {
        return .failed(
          "\(scenario.name): the root controller's view is not in a window on screen, so UIKit would present nothing")
      }
      let missing = scenario.requirements.subtracting(host.stages)
      guard missing.isEmpty else {
        let needs = missing.map(\.rawValue).sorted().joined(separator: ", ")
        // Only a skip on the named allow-list passes; any other is a failure, not a silent pass.
        guard let reason = ConformanceSkips.reason(forSkipping: scenario, missing: missing) else {
          return .failed(
            "\(scenario.name) needs \(needs), which this host cannot stage, and is not on ConformanceSkips.allowed")
        }
        return .skipped(reason)
      }
      let expected = await ConformanceRunner.run(scenario, on: simulated)
      let actual = await ConformanceRunner.run(scenario, on: host)
      return compare(actual, ranOn: platform, with: expected)
    }

    /// Runs one scenario on the simulated host and on the real adapter (``AdapterConformanceHost``),
    /// and compares.
    /// - Parameter scenario: The scenario.
    /// - Returns: How it went; a skip only for a scenario on ``ConformanceSkips/allowedOnAdapterHost``.
    package static func runOnAdapter(_ scenario: ConformanceScenario) async -> Outcome {
      let simulated: SimulatedConformanceHost
      let host: AdapterConformanceHost
      do {
        simulated = try SimulatedConformanceHost()
        host = try await AdapterConformanceHost.make()
      } catch {
        return .failed("\(scenario.name): the hosts did not start: \(error)")
      }
      defer { host.tearDown() }
      guard host.isReady else {
        return .failed("\(scenario.name): the window's ModalStackRoot did not install the adapter in time")
      }
      let missing = scenario.requirements.subtracting(host.stages)
      guard missing.isEmpty else {
        let needs = missing.map(\.rawValue).sorted().joined(separator: ", ")
        guard
          let reason = ConformanceSkips.reason(
            forSkipping: scenario, missing: missing, list: ConformanceSkips.allowedOnAdapterHost)
        else {
          return .failed(
            "\(scenario.name) needs \(needs), which the adapter host cannot stage, and is not on ConformanceSkips.allowedOnAdapterHost"
          )
        }
        return .skipped(reason)
      }
      let expected = await ConformanceRunner.run(scenario, on: simulated)
      let actual = await ConformanceRunner.run(scenario, on: host)
      return compare(actual, ranOn: "the ModalStack adapter on \(platform)", with: expected)
    }

    private static func compare(_ actual: ConformanceTrace, ranOn place: String, with expected: ConformanceTrace)
      -> Outcome
    {
      let source = "the simulator (Tests/ModalStackConformanceTests/Expected/\(expected.scenario).trace)"
      guard let mismatch = ConformanceMismatch.compare(actual, ranOn: place, with: expected, from: source) else {
        return .matched
      }
      return .mismatch(mismatch)
    }
  }
#endif
