import Foundation
import ModalStackCore
import ModalStackTesting
import PropertyBased
import Testing

/// The engine's ledger, screens and state machine seen through the router, over random
/// sequences of presents of every kind, pushes, pops, dismissals, new stacks that keep some
/// routes (in other layers), swipes, taps outside, rotations and waits on the simulated UIKit:
/// a route's events come in order (will before did, presented before dismissed, never twice in a
/// row); a route that never left the target (nor changed its presentation) is presented once and
/// never dismissed, even when its layer changed; whenever the router is settled what it says is on screen is its target, the
/// window shows those modals and the events agree. `swift test` runs 80 sequences;
/// `MODALSTACK_SOAK=N` runs N.
@MainActor
@Suite struct RouterEngineLifecyclePropertyTests {
  static let presentations: [Presentation] = [
    .sheet, .fullScreenCover, .push, .push, .popup(), .modal(.overFullScreen, transition: .crossDissolve),
    .popup(alignment: .bottom, dimming: .none, dismissOnTapOutside: false), .modal(.formSheet),
  ]

  @Test func everyRouteIsPresentedOnceRemovedOnceAndTheScreenIsTheSettledTarget() async {
    let count = ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init) ?? 80
    await propertyCheck(count: count, input: Gen.int(in: 0...99_999).array(of: 30)) { commands in
      await Self.check(commands)
    }
  }

  /// Where a route is in its life, by the events said about it.
  enum Phase: Equatable { case willPresent, presented, willDismiss, dismissed }

  static func check(_ commands: [Int]) async {
    let harness = Harness()
    let (router, host, clock) = (harness.router, harness.host, harness.clock)
    var leftTarget = Set<RouteID>()
    var previous: [RouteID: Presentation] = [:]
    var heard = 0
    var phases: [RouteID: Phase] = [:]
    var presentedCount: [RouteID: Int] = [:]
    var dismissals: [RouteID: Int] = [:]
    func follow(_ context: String) {
      for event in harness.events.dropFirst(heard) {
        let (route, next): (Route<Screen>, Phase)
        switch event {
        case .willPresent(let r, _): (route, next) = (r, .willPresent)
        case .didPresent(let r, _): (route, next) = (r, .presented)
        case .willDismiss(let r, _): (route, next) = (r, .willDismiss)
        case .didDismiss(let r, _): (route, next) = (r, .dismissed)
        default: continue
        }
        let phase = phases[route.id]
        let allowed: Bool =
          switch next {
          case .willPresent: phase == nil || phase == .dismissed
          case .presented: phase == .willPresent
          // A toast whose entrance the user's swipe cuts short is dismissed without having
          // been presented, as UIKit cancels an appearance (see
          // `RouterTests.aToastComingInGoesWithTheSheetTheUserSwipesAway`).
          case .willDismiss: phase == .presented || (phase == .willPresent && isToast(route))
          case .dismissed: phase == .willDismiss
          }
        #expect(allowed, "\(route.id): \(next) after \(String(describing: phase)); \(context)")
        phases[route.id] = next
        if next == .presented { presentedCount[route.id, default: 0] += 1 }
        if next == .dismissed { dismissals[route.id, default: 0] += 1 }
      }
      heard = harness.events.count
      // A route whose id comes back with another presentation counts as another route.
      let now = Dictionary(
        router.stack.routes.map { ($0.id, $0.presentation) }, uniquingKeysWith: { first, _ in first })
      leftTarget.formUnion(previous.filter { now[$0.key] != $0.value }.keys)
      previous = now
      if router.isSettled { checkSettled(router, host, phases, context) }
    }
    for (number, command) in commands.enumerated() {
      let (operation, parameter) = (command % 12, command / 12)
      let id = RouteID("r\(parameter % 8)")
      switch operation {
      case 0, 1, 2:
        let presentation = presentations[parameter % presentations.count]
        if case .push = presentation {
          _ = try? router.push(.profile("\(number)"), id: id)
        } else {
          _ = try? router.present(.learn(number), as: presentation, id: id)
        }
      case 3: try? router.pop()
      case 4: try? router.dismiss()
      case 5: try? router.dismiss(id)
      case 6: if parameter % 3 == 0 { router.dismissAll() } else { try? router.removeLast(1 + parameter % 2) }
      case 7:
        // A new stack from the pool of ids: routes kept by id may change layer or presentation.
        let routes = (0..<(parameter % 5)).map { index in
          let presentation = index == 0 ? .sheet : presentations[(parameter / 5 + index) % presentations.count]
          return Route<Screen>(
            .learn(index), presentation: presentation, id: RouteID("r\((parameter / 7 + index) % 8)"))
        }
        try? router.replace(with: routes)
      case 8: _ = host.swipeDown(progress: Double(parameter % 10) / 10, cancel: parameter % 4 == 0)
      case 9: _ = host.tapOutside()
      case 10: if parameter % 2 == 0 { host.rotate() } else { clock.advance(by: .milliseconds(parameter % 600)) }
      default: await host.settle(within: .milliseconds(parameter % 800))
      }
      follow("after \(command) (#\(number)) in \(commands)")
    }
    await host.settle()
    follow("at the end of \(commands)")
    #expect(router.isSettled)
    // A route that never left the target was presented once and never dismissed, whatever
    // layer or controller showed it meanwhile.
    for route in router.stack.routes where !leftTarget.contains(route.id) {
      #expect(presentedCount[route.id] == 1 && dismissals[route.id] == nil, "\(route.id) in \(commands)")
    }
    #expect(host.violations.isEmpty)
  }

  /// Whether a route is a popup that lets touches through.
  static func isToast(_ route: Route<Screen>) -> Bool {
    if case .popup(let popup) = route.modal?.style { popup.letsTouchesThrough } else { false }
  }

  /// Settled: the screen is the target, and the routes the events left presented are those.
  static func checkSettled(
    _ router: Router<Screen>, _ host: SimulatedHost<Screen>, _ phases: [RouteID: Phase], _ context: String
  ) {
    #expect(router.presented == router.stack, "settled off the target; \(context)")
    let onScreen = Set(phases.filter { $0.value == .presented }.keys)
    #expect(onScreen == Set(router.presented.routes.map(\.id)), "events ≠ screen; \(context)")
    #expect(host.window.shownRouteIDs == router.presented.routes.filter { $0.modal != nil }.map(\.id), "\(context)")
  }
}
