/// An alert or a confirmation dialog as state a feature owns, whose buttons send typed actions (``ButtonState``).
///
/// Present it with ``Presentation/alert(_:)`` or ``Presentation/confirmationDialog(_:titleVisibility:anchor:)``,
/// and read the chosen action from the answer with ``AlertResponse/action(as:)``:
///
/// ```swift
/// let alert = AlertState(title: "Delete?", message: "This cannot be undone.", buttons: [
///   ButtonState("Delete", role: .destructive, action: DetailAction.confirmDeletion(meeting.id)), .cancel(),
/// ])
/// try router.present(.deleteMeeting, as: .alert(alert))
/// if case .alertAnswered(_, let answer) = event, let action = try answer.action(as: DetailAction.self) { … }
/// ```
public struct AlertState<Action: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
  /// The title.
  public var title: String
  /// The message under the title, if any.
  public var message: String?
  /// The buttons, in order, at most one cancel; none gives an "OK" button, and a dialog gets a "Cancel" if it has none.
  public var buttons: [ButtonState<Action>]
  /// The text fields, in order; an alert's only.
  public var textFields: [AlertTextField]
  /// The title of the button Return chooses, shown in bold; alerts only.
  public var preferredButton: String?

  /// Creates an alert's state.
  public init(
    title: String, message: String? = nil, buttons: [ButtonState<Action>] = [], textFields: [AlertTextField] = [],
    preferredButton: String? = nil
  ) {
    self.title = title
    self.message = message
    self.buttons = buttons
    self.textFields = textFields
    self.preferredButton = preferredButton
  }

  /// The router's id of the preferred button, named by its title.
  var preferredButtonID: String? {
    preferredButton.map { title in buttons.first { $0.title == title }?.buttonID ?? title }
  }

  func validateAsDialog() throws {
    if !textFields.isEmpty { throw PresentationError.textFieldsInConfirmationDialog(title: title) }
    if preferredButton != nil { throw PresentationError.preferredButtonInConfirmationDialog(title: title) }
  }
}

extension Presentation {
  /// An alert showing `state`, whose buttons carry their typed actions.
  /// - Throws: ``AlertActionError/notEncodable(button:type:)`` for an action that does not encode.
  public static func alert<Action>(_ state: AlertState<Action>) throws -> Presentation {
    .alert(
      title: state.title, message: state.message, buttons: try state.buttons.map { try $0.button() },
      textFields: state.textFields, preferredButton: state.preferredButtonID)
  }

  /// A confirmation dialog showing `state`, pointing at `anchor` as a popover at regular width.
  /// - Throws: ``AlertActionError`` for an action that does not encode; ``PresentationError``
  ///   for text fields or a preferred button.
  public static func confirmationDialog<Action>(
    _ state: AlertState<Action>, titleVisibility: AlertConfiguration.TitleVisibility = .automatic,
    anchor: PopoverAnchor
  ) throws -> Presentation {
    try state.validateAsDialog()
    return .confirmationDialog(
      title: state.title, titleVisibility: titleVisibility, message: state.message,
      buttons: try state.buttons.map { try $0.button() }, anchor: anchor)
  }
}
