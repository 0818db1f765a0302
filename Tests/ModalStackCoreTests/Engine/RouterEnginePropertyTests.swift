import Foundation
import ModalStackTesting
import PropertyBased
import Testing

@testable import ModalStackCore

/// The engine's events are true, for random sequences of commands, alerts, answers (some of which
/// the app answers by presenting at once, from its observer), swipes and waits on the simulated
/// UIKit: no route is said to wait for an alert the user has already answered; every route said
/// dismissed was said presented first, each once; and once settled, the routes said presented and
/// not dismissed are exactly what the screen shows. `swift test` runs 300 sequences;
/// `MODALSTACK_SOAK=10000 swift test --filter RouterEnginePropertyTests` runs 10,000.
@MainActor
@Suite struct RouterEnginePropertyTests {
  static let alert = Presentation.alert(title: "Sure?", buttons: [AlertButton("OK", id: "ok"), .cancel()])

  /// One thing the app or the user does.
  enum Move: CaseIterable {
    case presentAlert, presentSheet, presentCover, dismissTop, dismissAll, answer, answerAndPresent, swipe, wait
  }

  @Test func eventsTellTheTruthAboutAlertsAnswersAndTheScreen() async {
    let count = ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init) ?? 300
    await propertyCheck(count: count, input: Gen.int(in: 0...(Move.allCases.count - 1)).array(of: 1...16)) { moves in
      let harness = Harness()
      let router = harness.router
      let app = App()
      let subscription = router.observe { event in
        if case .alertAnswered = event, app.presentsOnAnswer { _ = try? router.present(.learn(9), as: .sheet) }
      }
      for move in moves.map({ Move.allCases[$0] }) {
        app.presentsOnAnswer = move == .answerAndPresent
        switch move {
        case .presentAlert: _ = try? router.present(.settings, as: Self.alert)
        case .presentSheet: _ = try? router.present(.learn(1), as: .sheet)
        case .presentCover: _ = try? router.present(.learn(2), as: .fullScreenCover)
        case .dismissTop: try? router.dismiss()
        case .dismissAll: router.dismissAll()
        case .answer, .answerAndPresent:
          await harness.host.settle(within: .seconds(5))
          harness.host.tapAlertButton("ok")
        case .swipe: harness.host.swipeDown()
        case .wait: await harness.host.settle(within: .seconds(5))
        }
      }
      // Answer every alert left, so the screen can reach the target.
      app.presentsOnAnswer = false
      for _ in 0..<20 where !router.isSettled {
        await harness.host.settle(within: .seconds(5))
        harness.host.tapAlertButton("ok")
      }
      await harness.host.settle()
      Self.check(harness.events, router: router, moves: "\(moves)")
      subscription.cancel()
    }
  }

  /// Whether the app presents a sheet from its observer when it hears an answer.
  final class App {
    var presentsOnAnswer = false
  }

  static func check(_ events: [RouterEvent<Screen>], router: Router<Screen>, moves: String) {
    var answered = Set<RouteID>()
    var presented = Set<RouteID>()
    var dismissed = Set<RouteID>()
    for event in events {
      switch event {
      case .alertAnswered(let route, _): answered.insert(route.id)
      case .waitingForAnswer(let route):
        #expect(!answered.contains(route.id), "waiting for an answered alert: \(moves)")
      case .didPresent(let route, _):
        #expect(presented.insert(route.id).inserted, "presented twice: \(route) \(moves)")
      case .didDismiss(let route, _):
        #expect(presented.contains(route.id), "dismissed before presented: \(route) \(moves)")
        #expect(dismissed.insert(route.id).inserted, "dismissed twice: \(route) \(moves)")
      default: break
      }
    }
    #expect(router.isSettled && router.presented == router.stack, "not settled: \(moves)")
    #expect(presented.subtracting(dismissed) == Set(router.presented.routes.map(\.id)), "events ≠ screen: \(moves)")
  }
}
