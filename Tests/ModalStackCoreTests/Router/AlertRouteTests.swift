import Foundation
import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// The router's own alerts and dialogs: answered with a button, waited for, dismissed with the rest.
@MainActor
@Suite struct AlertRouteTests {
  private static let confirmDelete = Presentation.alert(
    title: "Delete?", message: "This cannot be undone.",
    buttons: [AlertButton("Delete", role: .destructive, id: "delete"), .cancel()])

  @Test func aButtonTapIsReportedThenTheRouteLeavesAnswered() async throws {
    let test = NavigationTest<Screen>()
    try test.send(.present(.learn(1), .fullScreenCover))
    try test.send(.present(.settings, Self.confirmDelete))
    await test.settle()
    test.receive("didPresent fullScreenCover(learn 1) (programmatic)", "didPresent alert(settings) (programmatic)")
    #expect(test.host.tapAlertButton("delete") == .dismissed)
    await test.settle()
    test.receive("alertAnswered alert(settings) → delete", "didDismiss alert(settings) (answered)")
    test.expectStack("root ▸ fullScreenCover(learn 1)")
    #expect(test.calls.userDismissals == 1)
    test.finish()
  }

  @Test func returnAnswersWithThePreferredButtonOnly() async throws {
    let harness = Harness()
    let rename = Presentation.alert(
      title: "Rename", buttons: [.cancel(), AlertButton("Save", id: "save")],
      textFields: [AlertTextField(text: "Draft")],
      preferredButton: "save")
    try harness.router.present(.settings, as: .alert(title: "Saved"))
    await harness.host.settle()
    #expect(harness.host.pressReturn() == .ignored)  // no preferred button
    harness.host.tapAlertButton("OK")
    try harness.router.present(.settings, as: rename)
    await harness.host.settle()
    #expect(harness.host.pressReturn() == .dismissed)
    await harness.host.settle()
    let answers = harness.events.compactMap { if case .alertAnswered(_, let answer) = $0 { answer } else { nil } }
    #expect(answers.last == AlertResponse(button: AlertButton("Save", id: "save"), texts: ["Draft"]))
  }

  @Test func theAnswerCarriesTheButtonAndTheTypedText() async throws {
    let harness = Harness()
    let rename = Presentation.alert(
      title: "Rename", buttons: [AlertButton("Save"), .cancel()],
      textFields: [
        AlertTextField(placeholder: "Name", text: "Draft"), AlertTextField(placeholder: "PIN", isSecure: true),
      ])
    try harness.router.present(.settings, as: rename)
    await harness.host.settle()
    harness.host.tapAlertButton("Save", typing: ["Holiday", "1234"])
    await harness.host.settle()
    let answers = harness.events.compactMap {
      if case .alertAnswered(let route, let answer) = $0 { (route.destination, answer) } else { nil }
    }
    #expect(answers.count == 1)
    #expect(answers.first?.0 == .settings)
    #expect(answers.first?.1 == AlertResponse(button: AlertButton("Save"), texts: ["Holiday", "1234"]))
    // Untouched fields report their initial text.
    try harness.router.present(.settings, as: rename)
    await harness.host.settle()
    harness.host.tapAlertButton("cancel")
    await harness.host.settle()
    #expect(
      harness.events.last { if case .alertAnswered = $0 { true } else { false } }
        == .alertAnswered(
          try #require(
            harness.events.compactMap { if case .didDismiss(let route, .answered) = $0 { route } else { nil } }.last),
          AlertResponse(button: .cancel(), texts: ["Draft", ""])))
  }

  /// The app presents from its answer (in its observer, as the answer arrives): the alert has
  /// left already, so nothing waits for it and the presentation goes straight on.
  @Test func aPresentMadeFromTheAnswerDoesNotWaitForTheAnsweredAlert() async throws {
    let harness = Harness()
    let router = harness.router
    try router.present(.settings, as: Self.confirmDelete)
    await harness.host.settle()
    let subscription = router.observe { event in
      if case .alertAnswered = event { _ = try? router.present(.learn(1), as: .sheet) }
    }
    harness.host.tapAlertButton("delete")
    await harness.host.settle()
    #expect(!harness.events.contains { if case .waitingForAnswer = $0 { true } else { false } })
    #expect(router.isSettled && router.presented.routes.map(\.destination) == [.learn(1)])
    subscription.cancel()
  }

  @Test func aPresentOverTheRoutersAlertWaitsForTheAnswer() async throws {
    let test = NavigationTest<Screen>()
    try test.send(.present(.settings, Self.confirmDelete))
    await test.settle()
    test.receive("didPresent alert(settings) (programmatic)")
    try test.send(.present(.learn(1), .sheet))
    await test.host.settle()
    // Nothing is presented on the alert, nothing times out, nothing is rechecked: it waits.
    test.receive("waitingForAnswer alert(settings)")
    #expect(!test.router.isSettled)
    #expect(test.host.window.chain.map(\.name) == ["root", "alert(settings)"])
    try test.send(.present(.learn(2), .sheet))  // still waiting: told once
    await test.host.settle()
    test.host.tapAlertButton("cancel")
    await test.settle()
    test.receive(
      "alertAnswered alert(settings) → cancel", "didDismiss alert(settings) (answered)",
      "didPresent sheet(learn 1) (programmatic)", "didPresent sheet(learn 2) (programmatic)")
    test.expectStack("root ▸ sheet(learn 1) ▸ sheet(learn 2)")
    #expect(test.host.violations.isEmpty)
    test.finish()
  }

  @Test func dismissAllTakesAWaitingAlert() async throws {
    let test = NavigationTest<Screen>()
    try test.send(.present(.learn(1), .fullScreenCover))
    try test.send(.present(.settings, Self.confirmDelete))
    await test.settle()
    test.skipReceivedEvents()
    try test.send(.present(.learn(2), .sheet))
    await test.host.settle()
    test.receive("waitingForAnswer alert(settings)")
    try test.send(.dismissAll)
    await test.settle()
    test.receive("didDismiss alert(settings) (dismissAll)", "didDismiss fullScreenCover(learn 1) (dismissAll)")
    test.expectStack("root")
    #expect(!test.router.presented.routes.contains { $0.destination == .learn(2) })
    test.finish()
  }

  @Test func aTestThatDoesNotAnswerIsToldWhatTheRouterWaitsFor() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: Self.confirmDelete)
    try harness.router.present(.learn(1), as: .sheet)
    await harness.host.settle()
    let error = NotSettledError(router: harness.router, host: harness.host, limit: .seconds(60), events: harness.events)
    #expect(
      error.stuckOn
        == "waiting for the user's answer to alert(settings) (tap a button with SimulatedHost.tapAlertButton)")
  }

  @Test func aWaitEndsWhenTheAppChangesItsMind() async throws {
    let test = NavigationTest<Screen>()
    try test.send(.present(.settings, Self.confirmDelete))
    await test.settle()
    test.skipReceivedEvents()
    try test.send(.present(.learn(1), .sheet))
    await test.host.settle()
    test.receive("waitingForAnswer alert(settings)")
    try test.send(.dismissTop)  // the waiting sheet: the alert stays, nothing waits
    await test.settle()
    test.expectStack("root ▸ alert(settings)")
    try test.send(.present(.learn(1), .sheet))
    await test.host.settle()
    test.receive("waitingForAnswer alert(settings)")  // a new wait is told again
    test.router.replace(with: try RouteStack([Route(.learn(1), presentation: .sheet)]))
    await test.settle()
    // The alert goes by the app's hand, unanswered, and the sheet goes on.
    test.receive("didDismiss alert(settings) (replaced)", "didPresent sheet(learn 1) (replaced)")
    test.finish()
  }

  @Test func anAlertIsNeverSwipedAwayAndIgnoresTapsOutside() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: Self.confirmDelete)
    await harness.host.settle()
    #expect(harness.host.swipeDown() == .ignored)
    #expect(harness.host.tapOutside() == .ignored)
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ alert(settings)")
    #expect(!harness.events.contains { if case .dismissBlocked = $0 { true } else { false } })
  }

  @Test func aTapOutsideADialogChoosesItsCancelButton() async throws {
    let harness = Harness()
    let dialog = Presentation.confirmationDialog(
      title: "Photo", buttons: [AlertButton("Share")], anchor: PopoverAnchor("menu"))
    for width in [SimulatedWindow.Width.regular, .compact] {
      harness.host.resize(to: width)
      try harness.router.present(.settings, as: dialog)
      await harness.host.settle()
      #expect(harness.host.swipeDown() == .ignored)
      #expect(harness.host.tapOutside() == .dismissed)
      await harness.host.settle()
      #expect(harness.router.presented.description == "root")
    }
    let answers = harness.events.compactMap {
      if case .alertAnswered(_, let answer) = $0 { answer.button.id } else { nil }
    }
    #expect(answers == ["cancel", "cancel"])
    #expect(harness.host.violations.isEmpty)
  }

  @Test func theSameAlertForAnotherRouteIsPresentedAnew() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: Self.confirmDelete, id: "first")
    await harness.host.settle()
    try harness.router.replace(with: [Route(.learn(1), presentation: Self.confirmDelete, id: "second")])
    await harness.host.settle()
    // A UIAlertController cannot take another route in place: dismissed, then presented.
    #expect(harness.host.statistics.contentSwaps == 0)
    #expect(harness.host.window.chain.map(\.name) == ["root", "alert(learn 1)"])
    harness.host.tapAlertButton("delete")
    await harness.host.settle()
    #expect(
      harness.events.contains(
        .alertAnswered(
          Route(.learn(1), presentation: Self.confirmDelete, id: "second"),
          AlertResponse(button: AlertButton("Delete", role: .destructive, id: "delete"), texts: []))))
  }

  /// What `present(isPresented:presentation:destination:)` is built on: the binding goes back to
  /// false, once, when the user answers.
  @Test func anAlertFromABindingClearsItOnceWhenAnswered() async throws {
    struct Ask: Identifiable, Hashable {
      let id: Int
      var presentation: Presentation {
        .alert(title: "Delete?", buttons: [AlertButton("Delete", role: .destructive, id: "delete"), .cancel()])
      }
      var destination: Screen { .learn(id) }
    }
    let harness = Harness()
    let cleared = Counter()
    let slot = PresentationSlot(router: harness.router) { [cleared] _ in cleared.count += 1 }
    try slot.update(Ask(id: 1), presentation: \.presentation, destination: \.destination)
    await harness.host.settle()
    #expect(harness.host.tapAlertButton("delete") == .dismissed)
    await harness.host.settle()
    #expect(cleared.count == 1)
    #expect(slot.routeID == nil)
    #expect(harness.router.presented.description == "root")
  }

  /// A push onto an alert or a dialog is refused with an error about an alert, naming it, whatever
  /// background the route names; nothing changes.
  @Test func aPushOntoAnAlertIsRefusedAsAPushOntoAnAlert() async throws {
    let opaque = ModalBackground.color(ModalColor(red: 1, green: 1, blue: 1))
    let dialog = AlertConfiguration(title: "Share", buttons: [AlertButton("Copy"), .cancel()])
    let dialogPresentation = Presentation.modal(
      .confirmationDialog(dialog, anchor: PopoverAnchor("b")), background: opaque)
    for (presentation, title) in [(Self.confirmDelete, "Delete?"), (dialogPresentation, "Share")] {
      let harness = Harness()
      let alert = try harness.router.present(.settings, as: presentation)
      #expect {
        try harness.router.push(.learn(1), id: "p")
      } throws: { error in
        guard case RouteStackError.invalidPresentation("p", .pushOntoAlert(title: title), screen: _) = error else {
          return false
        }
        return "\(error)".contains("\"\(title)\"") && !"\(error)".contains("clear background")
      }
      #expect(harness.router.stack.routes.map(\.id) == [alert])
    }
  }

  @Test func aDeepLinkRulePresentsAnAlertOverTwoCovers() async throws {
    var links = DeepLinkMap<Screen>()
    links.add("/learn/:id/delete", presentation: Self.confirmDelete) { .learn(try $0.value("id")) }
    let test = NavigationTest<Screen>(deepLinks: links)
    try test.send(.present(.learn(1), .fullScreenCover))
    try test.send(.present(.learn(2), .fullScreenCover))
    await test.settle()
    test.skipReceivedEvents()
    try test.send(.open(try #require(URL(string: "myapp://learn/2/delete"))))
    await test.settle()
    test.receive("didPresent alert(learn 2) (deepLink)")
    test.expectStack("root ▸ fullScreenCover(learn 1) ▸ fullScreenCover(learn 2) ▸ alert(learn 2)")
    test.finish()
  }

  @Test func anAlertIsRestored() async throws {
    let saving = Harness()
    try saving.router.present(.learn(1), as: .fullScreenCover)
    try saving.router.present(
      .settings, as: .alert(title: "Rename", buttons: [AlertButton("Save")], textFields: [AlertTextField(text: "x")]))
    await saving.host.settle()
    let data = try saving.router.savedState()
    let harness = Harness()
    try harness.router.restore(from: data)
    await harness.host.settle()
    #expect(harness.router.presented == saving.router.presented)
    #expect(harness.host.tapAlertButton("Save") == .dismissed)
  }

  @Test func anAnswerIsRecordedAndReplayed() async throws {
    let harness = Harness()
    harness.router.startRecording()
    try harness.router.present(.settings, as: Self.confirmDelete)
    await harness.host.settle()
    harness.host.tapAlertButton("delete")
    await harness.host.settle()
    let trace = try Trace<Screen>(decoding: try harness.router.trace().encoded())
    #expect(
      trace.entries.contains {
        if case .host(.alertAnswered(_, let answer)) = $0.kind { answer.button.id == "delete" } else { false }
      })
    let replay = await TraceReplay.run(trace)
    #expect(replay.divergences.isEmpty, "\(replay.divergences)")
    #expect(replay.skippedInputs.isEmpty, "\(replay.skippedInputs)")
    #expect(replay.finalStack.description == "root")
  }

  /// The app shows the same alert again from its answer, under the same id (a retry): the router
  /// is done with the answered alert before the app hears the answer, so the new one keeps its
  /// exit action and the answered one leaves with the reason `answered`.
  @Test func anAlertShownAgainUnderItsIDFromItsAnswerIsANewRoute() async throws {
    let harness = Harness()
    let router = harness.router
    let retry = Presentation.alert(title: "Upload failed", buttons: [AlertButton("Retry", id: "retry"), .cancel()])
    try router.present(.settings, as: retry, id: "upload")
    await harness.host.settle()
    let exits = Counter()
    let subscription = router.observe { event in
      guard case .alertAnswered(_, let answer) = event, answer.button.id == "retry" else { return }
      _ = try? router.present(.settings, as: retry, id: "upload")
      try? router.addExitAction(for: "upload") { _ in exits.count += 1 }
    }
    harness.recorder.events.removeAll()
    harness.host.tapAlertButton("retry")
    await harness.host.settle()
    subscription.cancel()
    #expect(exits.count == 0)  // the new alert has not gone
    #expect(harness.events.contains { if case .didDismiss(_, .answered) = $0 { true } else { false } })
    #expect(router.presented.routes.map(\.id) == ["upload"])
  }

  enum LessonAction: Hashable, Sendable, Codable {
    case remove(lesson: Int)
    case keep
  }

  private nonisolated static func removal(of lesson: Int) throws -> Presentation {
    .alert(
      title: "Remove lesson \(lesson)?",
      buttons: [
        try AlertButton("Remove", role: .destructive, action: LessonAction.remove(lesson: lesson)),
        try .cancel(action: LessonAction.keep),
      ])
  }

  /// The typed action of the tapped button, read from the router's answer.
  private func answeredActions(_ events: [RouterEvent<Screen>]) throws -> [LessonAction?] {
    try events.compactMap { if case .alertAnswered(_, let answer) = $0 { answer } else { nil } }
      .map { try $0.action(as: LessonAction.self) }
  }

  @Test func anAlertAnswersWithTheTappedButtonsTypedAction() async throws {
    let harness = Harness()
    try harness.router.present(.learn(4), as: Self.removal(of: 4))
    await harness.host.settle()
    #expect(harness.host.tapAlertButton("Remove") == .dismissed)
    await harness.host.settle()
    try harness.router.present(.learn(5), as: Self.removal(of: 5))
    await harness.host.settle()
    #expect(harness.host.tapAlertButton("cancel") == .dismissed)
    await harness.host.settle()
    #expect(try answeredActions(harness.events) == [.remove(lesson: 4), .keep])
    #expect(harness.router.presented.description == "root")
  }

  @Test func aDeepLinkOpensAnAlertWhoseActionCarriesTheLinksValue() async throws {
    let harness = Harness()
    var links = DeepLinkMap<Screen>()
    links.add("/lessons/:id/remove") { link in
      let lesson: Int = try link.value("id")
      return [Route(.learn(lesson), presentation: try Self.removal(of: lesson))]
    }
    harness.router.deepLinks = links
    try harness.router.open("myapp://lessons/12/remove")
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ alert(learn 12)")
    harness.host.tapAlertButton("Remove")
    await harness.host.settle()
    #expect(try answeredActions(harness.events) == [.remove(lesson: 12)])
  }
}
