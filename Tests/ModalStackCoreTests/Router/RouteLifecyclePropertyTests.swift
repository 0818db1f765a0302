import Foundation
import ModalStackTesting
import PropertyBased
import Testing

@testable import ModalStackCore

/// For random before/after stacks of every presentation kind, the routes reported presented are
/// exactly `after − before` and those reported dismissed exactly `before − after`, by id, each
/// once; the exit actions that run are those of `before − after`, each once. On a host that
/// completes every step at once (the engine alone) and on the simulated UIKit. `swift test` runs
/// 3,000 and 300 pairs; `MODALSTACK_SOAK=10000 swift test --filter RouteLifecyclePropertyTests`
/// runs 10,000 of each.
@MainActor
@Suite struct RouteLifecyclePropertyTests {
  nonisolated static let kinds: [Presentation] = [
    .push, .push, .sheet, .sheet(detents: [.medium, .large]), .fullScreenCover,
    .modal(.overFullScreen, transition: .crossDissolve),
    .modal(.formSheet), .modal(.pageSheet), .popup(),
    .popup(alignment: .bottom, dimming: .none, dismissOnTapOutside: false),
    .modal(.popover(PopoverAnchor("button"))), .modal(.fullScreen, transition: .custom(.fade)),
    .modal(.overCurrentContext),
  ]

  /// Up to six routes from a pool of six ids, so that two stacks share some.
  static func routes(_ numbers: ArraySlice<Int>) -> [Route<Screen>] {
    var seen = Set<RouteID>()
    return numbers.compactMap { number in
      guard number % 4 != 0 else { return nil }
      let id = RouteID("r\(number / 4 % 6)")
      guard seen.insert(id).inserted else { return nil }
      return Route(.learn(number % 3), presentation: kinds[number / 24 % kinds.count], id: id)
    }
  }

  /// The ids reported by events of one kind, in order.
  static func ids(_ events: [RouterEvent<Screen>], _ kind: (RouterEvent<Screen>) -> Route<Screen>?) -> [String] {
    events.compactMap(kind).map(\.id.rawValue).sorted()
  }

  /// The ids of `ids` not in `removed`, sorted.
  static func difference(_ ids: Set<RouteID>, _ removed: Set<RouteID>) -> [String] {
    ids.subtracting(removed).map(\.rawValue).sorted()
  }

  static func check(_ events: [RouterEvent<Screen>], before: RouteStack<Screen>, after: RouteStack<Screen>) {
    let old = Set(before.routes.map(\.id))
    let new = Set(after.routes.map(\.id))
    let presented = ids(events) { if case .didPresent(let route, _) = $0 { route } else { nil } }
    let willPresent = ids(events) { if case .willPresent(let route, _) = $0 { route } else { nil } }
    let dismissed = ids(events) { if case .didDismiss(let route, _) = $0 { route } else { nil } }
    let willDismiss = ids(events) { if case .willDismiss(let route, _) = $0 { route } else { nil } }
    let context = "\(before) → \(after)"
    #expect(presented == difference(new, old), "didPresent: \(context)")
    #expect(willPresent == difference(new, old), "willPresent: \(context)")
    #expect(dismissed == difference(old, new), "didDismiss: \(context)")
    #expect(willDismiss == difference(old, new), "willDismiss: \(context)")
  }

  @Test func theEngineReportsExactlyTheRoutesThatCameAndWent() async {
    let count = ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init) ?? 3_000
    await propertyCheck(count: count, input: Gen.int(in: 0...9_999).array(of: 12)) { numbers in
      guard let before = try? RouteStack(Self.routes(numbers.prefix(6))),
        let after = try? RouteStack(Self.routes(numbers.dropFirst(6)))
      else { return }
      guard let (router, turns) = try? InstantHost.settledRouter(on: before) else { return }
      let log = EventRecorder()
      let subscription = router.observe { log.events.append($0) }
      router.replace(with: after)
      for _ in 0..<100 where !router.isSettled { turns.advance(by: .seconds(1)) }
      #expect(router.isSettled && router.presented == after)
      Self.check(log.events, before: before, after: after)
      subscription.cancel()
    }
  }

  @Test func theSimulatedUIKitReportsExactlyTheRoutesThatCameAndWentAndRunsTheirExits() async {
    let count = ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init) ?? 300
    await propertyCheck(count: count, input: Gen.int(in: 0...9_999).array(of: 12)) { numbers in
      guard let before = try? RouteStack(Self.routes(numbers.prefix(6))),
        let after = try? RouteStack(Self.routes(numbers.dropFirst(6)))
      else { return }
      let harness = Harness()
      harness.router.replace(with: before)
      guard await harness.host.settle(), harness.router.presented == before else { return }  // a stack UIKit refuses
      let exits = ExitLog()
      for id in before.routes.map(\.id) { try? harness.router.setExitAction(for: id) { _ in exits.ran.append(id) } }
      harness.recorder.events.removeAll()
      harness.router.replace(with: after)
      #expect(await harness.host.settle())
      #expect(harness.router.presented == after, "\(before) → \(after)")
      Self.check(harness.events, before: before, after: after)
      let ran = exits.ran.map(\.rawValue).sorted()
      #expect(
        ran == Self.difference(Set(before.routes.map(\.id)), Set(after.routes.map(\.id))),
        "exit actions: \(before) → \(after)")
    }
  }

  /// The same when the change's first transition hangs or loses its completion (see UIKit's Rules
  /// as the Simulator Enforces Them, 'A transition that never ends'): the step times out, the
  /// router asks UIKit what it shows and goes on from there, and a hung transition ends late. The
  /// events still say each route that came presented and each that went dismissed, once.
  @Test func aTransitionThatHangsOrLosesItsCompletionLeavesTheEventsTrue() async {
    let count = ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init) ?? 150
    await propertyCheck(count: count, input: Gen.int(in: 0...9_999).array(of: 13)) { numbers in
      guard let before = try? RouteStack(Self.routes(numbers.prefix(6))),
        let after = try? RouteStack(Self.routes(numbers.dropFirst(6).prefix(6)))
      else { return }
      let harness = Harness()
      harness.router.replace(with: before)
      guard await harness.host.settle(), harness.router.presented == before else { return }  // a stack UIKit refuses
      harness.recorder.events.removeAll()
      let hangs = numbers[12] % 2 == 0
      if hangs { harness.host.hangNextTransition() } else { harness.host.loseNextCompletion() }
      harness.router.replace(with: after)
      await harness.host.settle(within: .seconds(30))
      harness.host.finishHungTransition()
      #expect(await harness.host.settle())
      #expect(harness.router.presented == after, "\(before) → \(after)")
      Self.check(
        harness.events.filter { if case .hostFault = $0 { false } else { true } }, before: before, after: after)
    }
  }
}
