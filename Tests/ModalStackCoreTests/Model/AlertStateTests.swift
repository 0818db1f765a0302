import Foundation
import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// An alert kept as state: its buttons carry their typed actions through the router's values.
@Suite struct AlertStateTests {
  enum Action: Hashable, Sendable, Codable {
    case delete(id: Int, permanently: Bool)
    case archive
  }

  /// An action whose payload does not encode as JSON.
  struct Measurement: Hashable, Sendable, Codable { var value: Double }

  private static let deletion = AlertState(
    title: "Delete?", message: "This cannot be undone.",
    buttons: [ButtonState("Delete", role: .destructive, action: Action.delete(id: 7, permanently: true)), .cancel()])

  private func buttons(_ presentation: Presentation) -> [AlertButton] {
    if case .modal(let modal) = presentation { modal.style.alertConfiguration?.buttons ?? [] } else { [] }
  }

  private static let renaming = AlertState(
    title: "Rename", buttons: [.cancel(), ButtonState("Save", action: Action.archive)],
    textFields: [AlertTextField(placeholder: "Name", text: "Daily")], preferredButton: "Save")

  /// Presents `state` on a simulated UIKit and returns the answer the user's `answer` gives.
  @MainActor
  private func answer(_ state: AlertState<Action>, by answer: (SimulatedHost<Screen>) -> Void) async throws
    -> AlertResponse?
  {
    let harness = Harness()
    try harness.router.present(.settings, as: .alert(state))
    await harness.host.settle()
    answer(harness.host)
    await harness.host.settle()
    return harness.events.lazy.compactMap { event -> AlertResponse? in
      if case .alertAnswered(_, let answer) = event { answer } else { nil }
    }.first
  }

  @MainActor
  @Test func returnChoosesThePreferredButtonAndItsActionWithTheTypedText() async throws {
    let answer = try #require(try await answer(Self.renaming) { _ = $0.pressReturn() })
    #expect(try answer.action(as: Action.self) == .archive)
    #expect(answer.texts == ["Daily"])
  }

  @MainActor
  @Test func theTextTheUserTypedComesBackWithTheButtonTapped() async throws {
    let answer = try #require(try await answer(Self.renaming) { _ = $0.tapAlertButton("Save", typing: ["Weekly"]) })
    #expect(try answer.action(as: Action.self) == .archive)
    #expect(answer.texts == ["Weekly"])
  }

  @MainActor
  @Test func withoutAPreferredButtonReturnDoesNothing() async throws {
    var state = Self.renaming
    state.preferredButton = nil
    #expect(try await answer(state) { _ = $0.pressReturn() } == nil)
  }

  @Test func aPreferredCancelButtonIsTheCancelButton() throws {
    var state = Self.renaming
    state.preferredButton = "Cancel"
    guard case .modal(let modal) = try Presentation.alert(state) else { return #expect(Bool(false)) }
    #expect(modal.style.alertConfiguration?.preferredButtonIndex == 0)
  }

  @Test func aDialogWithTextFieldsOrAPreferredButtonIsRefusedByName() {
    #expect(throws: PresentationError.textFieldsInConfirmationDialog(title: "Rename")) {
      try Presentation.confirmationDialog(Self.renaming, anchor: PopoverAnchor("row"))
    }
    var state = Self.renaming
    state.textFields = []
    #expect(throws: PresentationError.preferredButtonInConfirmationDialog(title: "Rename")) {
      try Presentation.confirmationDialog(state, anchor: PopoverAnchor("row"))
    }
  }

  @Test func anAlertShowsTheStatesTitleMessageAndButtons() throws {
    let presentation = try Presentation.alert(Self.deletion)
    let plain = Presentation.alert(
      title: "Delete?", message: "This cannot be undone.",
      buttons: [AlertButton("Delete", role: .destructive), .cancel()])
    #expect(buttons(presentation).map(\.title) == buttons(plain).map(\.title))
    #expect(buttons(presentation).map(\.role) == [.destructive, .cancel])
    #expect(buttons(presentation).map(\.id) == ["Delete", "cancel"])
  }

  @Test func eachButtonAnswersWithItsOwnActionOrNone() throws {
    let buttons = buttons(try .alert(Self.deletion))
    #expect(try AlertResponse(button: buttons[0]).action(as: Action.self) == .delete(id: 7, permanently: true))
    #expect(try AlertResponse(button: buttons[1]).action(as: Action.self) == nil)
    #expect(try AlertResponse(button: AlertButton("OK")).action(as: Action.self) == nil)
  }

  @Test func equalStatesGiveEqualPresentations() throws {
    let again = AlertState(
      title: "Delete?", message: "This cannot be undone.",
      buttons: [ButtonState("Delete", role: .destructive, action: Action.delete(id: 7, permanently: true)), .cancel()])
    #expect(try Presentation.alert(Self.deletion) == Presentation.alert(again))
    var other = again
    other.buttons[0].action = .delete(id: 8, permanently: true)
    #expect(try Presentation.alert(Self.deletion) != Presentation.alert(other))
  }

  @Test func aRouteWithAStateAlertSurvivesSavingWithItsActions() throws {
    let stack = try RouteStack([Route("confirm", presentation: .alert(Self.deletion))])
    let restored = try JSONDecoder().decode(RouteStack<String>.self, from: JSONEncoder().encode(stack))
    #expect(restored == stack)
    let button = buttons(restored.routes[0].presentation)[0]
    #expect(try AlertResponse(button: button).action(as: Action.self) == .delete(id: 7, permanently: true))
  }

  @Test func aStateAndItsTypeRoundTripThroughCodable() throws {
    let data = try JSONEncoder().encode(Self.deletion)
    #expect(try JSONDecoder().decode(AlertState<Action>.self, from: data) == Self.deletion)
  }

  @Test func aDialogGetsACancelButtonThatSendsNothing() throws {
    let dialog = AlertState(title: "Meeting", buttons: [ButtonState("Archive", action: Action.archive)])
    let buttons = buttons(try .confirmationDialog(dialog, titleVisibility: .visible, anchor: PopoverAnchor("row")))
    #expect(buttons.map(\.id) == ["Archive", "cancel"])
    #expect(try AlertResponse(button: buttons[1]).action(as: Action.self) == nil)
  }

  @Test func anActionThatDoesNotEncodeIsATypedErrorNamingTheButton() {
    let alert = AlertState(title: "Save?", buttons: [ButtonState("Save", action: Measurement(value: .nan))])
    #expect(throws: AlertActionError.notEncodable(button: "Save", type: "Measurement")) {
      try Presentation.alert(alert)
    }
  }

  @Test func anAnswerReadAsAnotherTypeIsATypedErrorNamingTheButton() throws {
    let button = buttons(try .alert(Self.deletion))[0]
    #expect(throws: AlertActionError.notDecodable(button: "Delete", type: "Measurement")) {
      try AlertResponse(button: button).action(as: Measurement.self)
    }
  }
}
