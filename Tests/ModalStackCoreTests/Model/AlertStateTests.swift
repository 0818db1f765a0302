import Foundation
import Testing

@testable import ModalStackCore

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
