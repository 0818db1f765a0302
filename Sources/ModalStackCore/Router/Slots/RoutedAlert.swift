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

  /// An alert or dialog a feature keeps as state: each button sends its typed action and the texts
  /// to `send`. Throws for an action that does not encode, or a dialog with text fields or a preferred button.
  package init<Action>(
    _ kind: Kind, state: AlertState<Action>, send: @escaping @MainActor (Action, _ texts: [String]) -> Void
  ) throws {
    var actions: [AlertAction] = []
    for button in state.buttons {
      var action = AlertAction(button.title, role: button.role)
      action.run = { texts in button.action.map { send($0, texts) } }
      action.button = try button.button()
      actions.append(action)
    }
    self.init(kind, title: state.title, message: state.message, actions: actions)
    if case .confirmationDialog = kind { try state.validateAsDialog() }
    textFields = state.textFields
    preferredButton = state.preferredButtonID
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
