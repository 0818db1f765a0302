import Foundation
import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// Alert buttons made with typed actions: the actions travel through the router's values and come back with the answer.
@Suite struct AlertButtonActionTests {
  enum Action: Hashable, Sendable, Codable {
    case delete(id: Int, permanently: Bool)
    case archive
  }

  /// An action whose payload does not encode as JSON.
  struct Measurement: Hashable, Sendable, Codable { var value: Double }

  private static func deletion() throws -> Presentation {
    .alert(
      title: "Delete?", message: "This cannot be undone.",
      buttons: [
        try AlertButton("Delete", role: .destructive, action: Action.delete(id: 7, permanently: true)), .cancel(),
      ])
  }

  private func buttons(_ presentation: Presentation) -> [AlertButton] {
    if case .modal(let modal) = presentation { modal.style.alertConfiguration?.buttons ?? [] } else { [] }
  }

  private static func renaming(preferredButton: String? = "Save") throws -> Presentation {
    .alert(
      title: "Rename", buttons: [.cancel(), try AlertButton("Save", action: Action.archive)],
      textFields: [AlertTextField(placeholder: "Name", text: "Daily")], preferredButton: preferredButton)
  }

  /// Presents `alert` on a simulated UIKit and returns the answer the user's `answer` gives.
  @MainActor
  private func answer(_ alert: Presentation, by answer: (SimulatedHost<Screen>) -> Void) async throws
    -> AlertResponse?
  {
    let harness = Harness()
    try harness.router.present(.settings, as: alert)
    await harness.host.settle()
    answer(harness.host)
    await harness.host.settle()
    return harness.events.lazy.compactMap { event -> AlertResponse? in
      if case .alertAnswered(_, let answer) = event { answer } else { nil }
    }.first
  }

  /// The preferred button is named by its id, which is its title unless given.
  @MainActor
  @Test func returnChoosesThePreferredButtonAndItsActionWithTheTypedText() async throws {
    let answer = try #require(try await answer(Self.renaming()) { _ = $0.pressReturn() })
    #expect(try answer.action(as: Action.self) == .archive)
    #expect(answer.texts == ["Daily"])
  }

  @MainActor
  @Test func theTextTheUserTypedComesBackWithTheButtonTapped() async throws {
    let answer = try #require(try await answer(Self.renaming()) { _ = $0.tapAlertButton("Save", typing: ["Weekly"]) })
    #expect(try answer.action(as: Action.self) == .archive)
    #expect(answer.texts == ["Weekly"])
  }

  @MainActor
  @Test func withoutAPreferredButtonReturnDoesNothing() async throws {
    #expect(try await answer(Self.renaming(preferredButton: nil)) { _ = $0.pressReturn() } == nil)
  }

  /// The cancel button's id is `"cancel"`, whatever its title.
  @Test func aPreferredCancelButtonIsTheCancelButton() throws {
    guard case .modal(let modal) = try Self.renaming(preferredButton: "cancel") else { return #expect(Bool(false)) }
    #expect(modal.style.alertConfiguration?.preferredButtonIndex == 0)
    #expect(try AlertButton.cancel(action: Action.archive).id == "cancel")
  }

  @Test func anAlertShowsItsTitleMessageAndButtonsWithOrWithoutActions() throws {
    let presentation = try Self.deletion()
    let plain = Presentation.alert(
      title: "Delete?", message: "This cannot be undone.",
      buttons: [AlertButton("Delete", role: .destructive), .cancel()])
    #expect(buttons(presentation).map(\.title) == buttons(plain).map(\.title))
    #expect(buttons(presentation).map(\.role) == [.destructive, .cancel])
    #expect(buttons(presentation).map(\.id) == ["Delete", "cancel"])
  }

  @Test func eachButtonAnswersWithItsOwnActionOrNone() throws {
    let buttons = buttons(try Self.deletion())
    #expect(try AlertResponse(button: buttons[0]).action(as: Action.self) == .delete(id: 7, permanently: true))
    #expect(try AlertResponse(button: buttons[1]).action(as: Action.self) == nil)
    #expect(try AlertResponse(button: AlertButton("OK")).action(as: Action.self) == nil)
  }

  /// Actions encode with sorted keys, so equal actions give equal routes.
  @Test func equalActionsGiveEqualPresentations() throws {
    #expect(try Self.deletion() == Self.deletion())
    let other = Presentation.alert(
      title: "Delete?", message: "This cannot be undone.",
      buttons: [
        try AlertButton("Delete", role: .destructive, action: Action.delete(id: 8, permanently: true)), .cancel(),
      ])
    #expect(try Self.deletion() != other)
    #expect(
      try AlertButton("Delete", action: ["b": 2, "a": 1, "c": 3])
        == AlertButton("Delete", action: ["c": 3, "a": 1, "b": 2]))
  }

  @Test func aRouteWithATypedActionSurvivesSavingWithItsActions() throws {
    let stack = try RouteStack([Route("confirm", presentation: Self.deletion())])
    let restored = try JSONDecoder().decode(RouteStack<String>.self, from: JSONEncoder().encode(stack))
    #expect(restored == stack)
    let button = buttons(restored.routes[0].presentation)[0]
    #expect(try AlertResponse(button: button).action(as: Action.self) == .delete(id: 7, permanently: true))
  }

  @Test func aButtonAndItsActionRoundTripThroughCodable() throws {
    let button = try AlertButton("Delete", role: .destructive, action: Action.delete(id: 7, permanently: true))
    #expect(try JSONDecoder().decode(AlertButton.self, from: JSONEncoder().encode(button)) == button)
  }

  @Test func aDialogGetsACancelButtonThatSendsNothing() throws {
    let dialog = Presentation.confirmationDialog(
      title: "Meeting", titleVisibility: .visible, buttons: [try AlertButton("Archive", action: Action.archive)],
      anchor: PopoverAnchor("row"))
    let buttons = buttons(dialog)
    #expect(buttons.map(\.id) == ["Archive", "cancel"])
    #expect(try AlertResponse(button: buttons[1]).action(as: Action.self) == nil)
  }

  @Test func anActionThatDoesNotEncodeIsATypedErrorNamingTheButton() {
    #expect(throws: AlertActionError.notEncodable(button: "Save", type: "Measurement")) {
      try AlertButton("Save", action: Measurement(value: .nan))
    }
    #expect(throws: AlertActionError.notEncodable(button: "Never", type: "Measurement")) {
      try AlertButton.cancel("Never", action: Measurement(value: .nan))
    }
  }

  @Test func anAnswerReadAsAnotherTypeIsATypedErrorNamingTheButton() throws {
    let button = buttons(try Self.deletion())[0]
    #expect(throws: AlertActionError.notDecodable(button: "Delete", type: "Measurement")) {
      try AlertResponse(button: button).action(as: Measurement.self)
    }
  }
}
