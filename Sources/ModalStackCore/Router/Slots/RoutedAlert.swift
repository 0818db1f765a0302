/// An alert or a confirmation dialog a view declares with the adapter's `modalStackAlert` or
/// `modalStackConfirmationDialog`: what it shows and the code each button runs.
package struct RoutedAlert {
  package enum Kind: Hashable, Sendable {
    case alert
    /// A confirmation dialog, pointing at `anchor` when UIKit shows it as a popover (an iPad).
    case confirmationDialog(titleVisibility: AlertConfiguration.TitleVisibility, anchor: PopoverAnchor)
  }

  package var kind: Kind
  package var title: String
  package var message: String?
  package var actions: [AlertAction]
  package var textFields: [AlertTextField] = []
  package var preferredButton: String?

  package init(_ kind: Kind, title: String, message: String?, actions: [AlertAction]) {
    self.kind = kind
    self.title = title
    self.message = message
    self.actions = actions
  }

  /// An alert or dialog a feature keeps as state: each button sends the typed action it was made
  /// with, read as `Action`, and the texts to `send`; a button without one only closes it.
  /// Throws ``AlertActionError/notDecodable(button:type:)`` for a button whose action is not an
  /// `Action`, and ``PresentationError`` for a dialog with text fields or a preferred button.
  package init<Action: Decodable & Sendable>(
    _ kind: Kind, content: AlertConfiguration, send: @escaping @MainActor (Action, _ texts: [String]) -> Void
  ) throws {
    // A dialog's presentation carries neither, so they are refused here rather than dropped.
    if case .confirmationDialog = kind { try content.checkFitsDialog() }
    var actions: [AlertAction] = []
    for button in content.buttons {
      let sent = try AlertResponse(button: button).action(as: Action.self)
      var action = AlertAction(button.title, role: button.role, id: button.id)
      action.button = button
      action.run = { texts in sent.map { send($0, texts) } }
      actions.append(action)
    }
    self.init(kind, title: content.title, message: content.message, actions: actions)
    textFields = content.textFields
    preferredButton = content.preferredButton
  }

  /// How the router presents it. As SwiftUI does, an alert without buttons gets an "OK" one and
  /// a dialog without a cancel button gets a "Cancel" one; neither runs any code.
  package var presentation: Presentation {
    let buttons = actions.map(\.button)
    switch kind {
    case .alert:
      return .alert(
        title: title, message: message, buttons: buttons, textFields: textFields, preferredButton: preferredButton)
    case .confirmationDialog(let visibility, let anchor):
      return .confirmationDialog(
        title: title, titleVisibility: visibility, message: message, buttons: buttons, anchor: anchor)
    }
  }

  /// The code that answers `answer`: that of the first button with its id and typed action, or
  /// `nil` for a button the router added ("OK", "Cancel").
  package func action(answering answer: AlertResponse) -> (@MainActor () -> Void)? {
    let tapped = actions.first {
      $0.button.id == answer.button.id && $0.button.encodedAction == answer.button.encodedAction
    }
    guard let run = tapped?.run else { return nil }
    return { run(answer.texts) }
  }
}
