import Foundation
import PropertyBased
import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// The app's value drives the router through random changes, with user swipes, taps outside,
/// foreign presentations and commands from elsewhere mixed in. After every step the app's value
/// and the router's target agree; after every settle the screen shows them; no UIKit rule is
/// broken; and the binding writes back only real changes the router made (no write-back storms).
@MainActor
@Suite struct StackBindingPropertyTests {
  @MainActor
  final class App {
    var routes: [Route<Screen>] = []
    var writes = 0
    var redundantWrites = 0
  }

  static let presentations: [Presentation] = [
    .sheet, .sheet(detents: [.medium, .large]), .fullScreenCover, .popup(),
    .modal(.overFullScreen, transition: .crossDissolve),
    .modal(.formSheet), .popup(alignment: .bottom, dimming: .none), .push, .push,
  ]

  @Test func randomValuesAndUserActionsKeepTheValueAndTheScreenInStep() async {
    // `MODALSTACK_SOAK=N` runs N sequences here too.
    let count = ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init) ?? 300
    await propertyCheck(count: count, input: Gen.int(in: 0...9_999).array(of: 30)) { steps in
      await Self.check(steps)
    }
  }

  static func check(_ steps: [Int]) async {
    let clock = SimulatedClock()
    let host = SimulatedHost<Screen>(clock: clock)
    let router = Router<Screen>(scheduler: clock)
    try! router.attach(host)  // a new router on a new window cannot conflict
    let app = App()
    let binding = StackBinding(router: router) { [app] routes, _ in
      if routes == app.routes { app.redundantWrites += 1 }
      app.routes = routes
      app.writes += 1
    }
    var foreign: [SimulatedController] = []
    var routerInitiated = 0  // steps after which the router may have changed the value itself
    var refusals = 0
    var counter = 0

    for step in steps {
      let operation = step % 10
      let parameter = step / 10
      counter += 1
      switch operation {
      case 0...3:
        // The app changes its value: add a route, drop some, or start over.
        var routes = app.routes
        switch parameter % 4 {
        case 0, 1:
          let presentation = presentations[parameter % presentations.count]
          routes.append(Route(.learn(counter), presentation: presentation, id: RouteID("v\(counter)")))
        case 2: routes.removeLast(min(routes.count, parameter % 3 + 1))
        default:
          routes = (0..<(parameter % 4)).map {
            Route(.learn($0), presentation: presentations[($0 + parameter) % 6], id: RouteID("s\(counter)-\($0)"))
          }
        }
        app.routes = routes
        if case .refused = binding.update(routes) { refusals += 1 }
      case 4:
        // An invalid value: a repeated id.
        if let first = app.routes.first {
          app.routes.append(first)
          #expect(binding.update(app.routes) == .refused(.duplicateRouteID(first.id, screen: first.screen)))
          refusals += 1
        }
      case 5:
        host.swipeDown(progress: Double(parameter % 10) / 10, cancel: parameter % 3 == 0)
        routerInitiated += 1
      case 6:
        host.tapOutside()
        routerInitiated += 1
      case 7:
        foreign.removeAll { $0.presenting == nil }
        // Other code that calls UIKit mid-transition breaks a rule itself: staged only when
        // UIKit takes the call, as a well-behaved app's code waits.
        if host.window.isTransitioning {
          break
        } else if let shown = foreign.last, parameter % 2 == 0 {
          if host.dismissForeign(shown) { foreign.removeLast() }
        } else if let controller = host.presentForeign(parameter % 3 == 0 ? .alert : .sheet) {
          foreign.append(controller)
        }
        routerInitiated += 1  // a foreign dismissal may take our layers with it
      case 8:
        // Code elsewhere (a deep link, a button) gives the router a command.
        if parameter % 2 == 0 { router.dismissAll() } else { _ = try? router.present(.settings, as: .sheet) }
        routerInitiated += 1
      default:
        clock.advance(by: .milliseconds(parameter % 400))
        routerInitiated += 1  // an exit handshake may finish
      }
      #expect(app.routes == router.stack.routes, "the value and the target after step \(step)")
      #expect(binding.routes == app.routes)
    }
    while let shown = foreign.popLast() {
      await host.settle(within: .seconds(1))
      if shown.presenting != nil, host.window.isTransitioning || !host.dismissForeign(shown) { foreign.append(shown) }
    }
    await host.settle()
    #expect(app.routes == router.stack.routes)
    #expect(router.presented == router.stack, "the screen shows the value")
    #expect(host.window.violations.isEmpty)
    #expect(host.window.statistics.droppedCalls == 0)
    #expect(app.redundantWrites == 0, "a write-back that changes nothing")
    // Each write answers a change the router made: a user action, a command from elsewhere, a
    // foreign dismissal, the end of an exit handshake (possibly one more when settling), or a refusal.
    #expect(app.writes <= routerInitiated + refusals + 1)
  }
}
