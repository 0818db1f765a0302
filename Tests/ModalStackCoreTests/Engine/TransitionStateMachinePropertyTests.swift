import Foundation
import PropertyBased
import Testing

@testable import ModalStackCore

/// The state machine over random inputs from a shell that does what a host can: new targets at
/// any moment, steps completed, refused, made to wait or timed out (the host having made the
/// step or not), exit actions finishing, swipes begun, cancelled and finished, alerts answered,
/// stale tickets. After every input: one step at most is in flight and tickets only grow; a
/// reported target change changes something and ends at the machine's target; `settled` is said
/// only when the screen is the target. After the sequence, a host that completes every step
/// settles, then reaches any new target exactly: a step given up earlier (refused, timed out) is
/// given up once, not whenever it comes again. `swift test` runs 300 sequences; `MODALSTACK_SOAK=N` runs N.
@Suite struct TransitionStateMachinePropertyTests {
  typealias Machine = TransitionStateMachine<Screen>

  /// The routes targets are made of: the same ids come back, so steps repeat.
  static let pool: [Route<Screen>] = [
    Route(.learn(1), presentation: .fullScreenCover, id: "c1"),
    Route(.settings, presentation: .sheet, id: "s2"),
    Route(.learn(3), presentation: .fullScreenCover, id: "c3"),
    Route(.learn(4), presentation: .alert(title: "Sure?"), id: "a4"),
    Route(.profile("p"), presentation: .push, id: "p5"),
  ]

  /// Routes whose removal waits for an exit action (once per presentation: the engine forgets an
  /// action once it ran).
  static let withExitAction: Set<RouteID> = ["s2"]

  /// A target of distinct pool routes, read from a number; without alerts, one the host reaches
  /// with no answer from the user.
  static func target(_ number: Int, alerts: Bool = true) throws -> RouteStack<Screen> {
    let pool = alerts ? pool : pool.filter { $0.modal?.style.isAlert != true }
    var stack = RouteStack<Screen>()
    var rest = number
    var used = Set<RouteID>()
    for _ in 0..<(number % 4) {
      let route = pool[rest % pool.count]
      rest /= pool.count
      guard used.insert(route.id).inserted, (try? stack.append(route)) != nil else { continue }
    }
    return stack
  }

  @Test func oneStepAtATimeTrueReportsAndEveryTargetReached() async {
    let count = ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init) ?? 300
    await propertyCheck(count: count, input: Gen.int(in: 0...99_999).array(of: 1...30), Gen.int(in: 0...99_999)) {
      numbers, last in
      var shell = Shell()
      shell.feed(.hostAttached(RouteStack()))
      for number in numbers { try shell.move(number) }
      // A host that now completes everything settles, then reaches a new target (with no alert
      // to wait for an answer under it), whatever came before.
      for _ in 0..<40 where !shell.machine.isSettled { shell.finish() }
      #expect(shell.machine.isSettled, "not settled: \(shell.machine.phase)")
      let final = try Self.target(last, alerts: false)
      shell.machine.target = final
      shell.feed(.targetChanged)
      for _ in 0..<40 where !shell.machine.isSettled { shell.finish() }
      #expect(shell.machine.isSettled, "not settled: \(shell.machine.phase)")
      #expect(shell.machine.target == final)
      #expect(shell.machine.confirmed == final)
    }
  }

  /// The engine's part, kept to what the machine needs: feeds inputs, follows effects, checks
  /// what holds after each input.
  struct Shell {
    var machine = Machine()
    var inFlight: Machine.Ticket?
    var exiting: Machine.Ticket?
    var lastTicket = 0
    var resynchronizing = false
    var exitActionsRun: [Machine.Ticket: [RouteID]] = [:]
    var exitActionRan = Set<RouteID>()

    mutating func feed(_ input: Machine.Input) {
      let ran = exitActionRan
      let effects = machine.handle(input) {
        TransitionStateMachinePropertyTests.withExitAction.contains($0) && !ran.contains($0)
      }
      var performs = 0
      for effect in effects {
        switch effect {
        case .perform(let ticket):
          performs += 1
          #expect(ticket.id > lastTicket)
          lastTicket = ticket.id
          inFlight = ticket
          exitActionRan.subtract(ticket.presented.map(\.id))
        case .runExitActions(let ticket, let routes):
          #expect(ticket.id > lastTicket)
          lastTicket = ticket.id
          exiting = ticket
          exitActionsRun[ticket] = routes.map(\.id)
        case .targetChanged(let change):
          #expect(change.old != change.new || !change.alsoLeaving.isEmpty, "a change that changes nothing")
          #expect(change.new == machine.target)
        case .resynchronize:
          resynchronizing = true
          inFlight = nil
        case .settled:
          #expect(machine.confirmed == machine.target)
          #expect(effect == effects.last)
        default:
          break
        }
      }
      #expect(performs <= 1)
      if case .inFlight(let ticket) = machine.phase {
        #expect(ticket == inFlight)
      } else {
        inFlight = nil
      }
      if case .awaitingExit = machine.phase {} else { exiting = nil }
    }

    mutating func move(_ number: Int) throws {
      let argument = number / 12
      switch number % 12 {
      case 0, 1:
        machine.target = try TransitionStateMachinePropertyTests.target(argument)
        feed(.targetChanged)
      case 2, 3:
        if let ticket = inFlight { feed(.stepCompleted(ticket: ticket.id)) }
      case 4:
        if let ticket = inFlight { feed(.stepTimedOut(ticket: ticket.id)) }
      case 5:
        if let ticket = inFlight { feed(.stepNotAdmitted(ticket: ticket.id, .refused("refused"))) }
      case 6:
        if let ticket = inFlight { feed(.stepNotAdmitted(ticket: ticket.id, .waiting(for: "an alert"))) }
        feed(.recheck)
      case 7:
        if let ticket = exiting { finishExit(ticket) }
      case 8:
        // The host says what it shows after a timeout: the step made, or not; busy, or not.
        if resynchronizing {
          let made = argument % 2 == 0
          let shown = made ? (machine.shown) : machine.confirmed
          resynchronizing = argument % 3 == 0
          feed(.resynchronized(shown, hostIsBusy: resynchronizing))
        }
      case 9:
        // A swipe on a modal on screen (an alert cannot be swiped: it is answered).
        let modals = machine.confirmed.layers.compactMap(\.modal).filter { $0.modal?.style.isAlert != true }
        guard !modals.isEmpty else { return }
        let id = modals[argument % modals.count].id
        feed(.host(.userDismissBegan(id)))
        if argument % 3 == 0 {
          feed(.host(.userDismissCancelled(id)))
        } else {
          feed(.host(.userDismissed(id, reason: .interactive)))
        }
      case 10:
        if let alert = machine.confirmed.topLayer.modal, alert.modal?.style.isAlert == true {
          feed(.host(.alertAnswered(alert.id, AlertResponse(button: .cancel(), texts: []))))
        }
        feed(.answerHeard)
      default:
        // Stale tickets change nothing.
        let phase = machine.phase
        feed(.stepCompleted(ticket: lastTicket + 1))
        feed(.stepTimedOut(ticket: lastTicket + 1))
        feed(.exitFinished(ticket: lastTicket + 1))
        #expect(machine.phase == phase)
      }
    }

    mutating func finishExit(_ ticket: Machine.Ticket) {
      exitActionRan.formUnion(exitActionsRun[ticket] ?? [])
      feed(.exitFinished(ticket: ticket.id))
    }

    /// One move of a host that completes everything and a user who answers and lets go.
    mutating func finish() {
      if let ticket = inFlight {
        feed(.stepCompleted(ticket: ticket.id))
      } else if let ticket = exiting {
        finishExit(ticket)
      } else if resynchronizing {
        resynchronizing = false
        feed(.resynchronized(machine.confirmed, hostIsBusy: false))
      } else if case .waiting = machine.phase {
        feed(.recheck)
      } else if let alert = machine.confirmed.topLayer.modal, alert.modal?.style.isAlert == true,
        case .awaitingAnswer = machine.phase
      {
        feed(.host(.alertAnswered(alert.id, AlertResponse(button: .cancel(), texts: []))))
        feed(.answerHeard)
      } else {
        if let id = machine.userInteraction { feed(.host(.userDismissCancelled(id))) }
        feed(.answerHeard)
      }
    }
  }
}
