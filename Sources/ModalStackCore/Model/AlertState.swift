/// An alert or a confirmation dialog as state a feature owns: a title, a message, and buttons
/// that send typed actions (``ButtonState``). `Codable` and `Hashable` like any route, so it can
/// sit in a destination, a restored stack or a deep link's route.
///
/// Present it with ``Presentation/alert(_:)`` or ``Presentation/confirmationDialog(_:titleVisibility:anchor:)``,
/// and read the action the user chose from the answer with ``AlertResponse/action(as:)``:
///
/// ```swift
/// enum DetailAction: Hashable, Codable { case confirmDeletion(Meeting.ID) }
///
/// let alert = AlertState(title: "Delete?", message: "This cannot be undone.", buttons: [
///   ButtonState("Delete", role: .destructive, action: DetailAction.confirmDeletion(meeting.id)), .cancel(),
/// ])
/// try router.present(.deleteMeeting, as: .alert(alert))
/// // later, in the router's events:
/// if case .alertAnswered(_, let answer) = event, let action = try answer.action(as: DetailAction.self) { … }
/// ```
///
/// The adapter's `modalStackAlert(_:action:)` binds an optional `AlertState` of a model and hands
/// the action to the model after the state was cleared.
public struct AlertState<Action: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
  /// The title.
  public var title: String
  /// The message under the title, if any.
  public var message: String?
  /// The buttons, in order: at most one with the cancel role. None gives an "OK" button that
  /// sends nothing, as SwiftUI's `.alert` does; a dialog gets a "Cancel" button if it has none.
  public var buttons: [ButtonState<Action>]
  /// The text fields (`UIAlertController.addTextField`), in order; an alert's only. What the user
  /// typed comes back in the answer's ``AlertResponse/texts``.
  public var textFields: [AlertTextField]
  /// The title of the button Return chooses and UIKit shows in bold
  /// (`UIAlertController.preferredAction`); alerts only, `nil` for none.
  public var preferredButton: String?

  /// Creates an alert's state.
  ///
  /// ```swift
  /// AlertState(title: "Rename", buttons: [ButtonState("Save", action: FormAction.rename), .cancel()],
  ///            textFields: [AlertTextField(placeholder: "Name", text: syncUp.title)], preferredButton: "Save")
  /// ```
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message under it; none by default.
  ///   - buttons: The buttons, in order.
  ///   - textFields: The text fields, for an alert; none by default.
  ///   - preferredButton: The title of the button Return chooses, shown in bold; none by default.
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

  /// The router's id of the preferred button: its title, or `"cancel"` for the cancel button.
  var preferredButtonID: String? {
    guard let preferredButton else { return nil }
    return buttons.first { $0.title == preferredButton }.map { $0.role == .cancel ? "cancel" : $0.title }
      ?? preferredButton
  }

  /// Refuses what a confirmation dialog cannot show.
  /// - Throws: ``PresentationError`` for text fields or a preferred button.
  func validateAsDialog() throws {
    if !textFields.isEmpty { throw PresentationError.textFieldsInConfirmationDialog(title: title) }
    if preferredButton != nil { throw PresentationError.preferredButtonInConfirmationDialog(title: title) }
  }

  /// The router's buttons, each carrying its action.
  /// - Throws: ``AlertActionError/notEncodable(button:type:)`` for an action that does not encode.
  func routerButtons() throws -> [AlertButton] {
    var routerButtons: [AlertButton] = []
    for button in buttons { routerButtons.append(try button.button()) }
    return routerButtons
  }
}

extension Presentation {
  /// An alert showing `state`: ``alert(title:message:buttons:textFields:preferredButton:)`` whose
  /// buttons carry their typed actions, answered with ``RouterEvent/alertAnswered(_:_:)``.
  ///
  /// ```swift
  /// try router.present(.deleteMeeting, as: .alert(model.deleteAlert))
  /// ```
  /// - Parameter state: The alert.
  /// - Returns: The presentation.
  /// - Throws: ``AlertActionError/notEncodable(button:type:)`` for an action that does not encode.
  public static func alert<Action>(_ state: AlertState<Action>) throws -> Presentation {
    .alert(
      title: state.title, message: state.message, buttons: try state.routerButtons(), textFields: state.textFields,
      preferredButton: state.preferredButtonID)
  }

  /// A confirmation dialog showing `state`, pointing at `anchor` as a popover at regular width:
  /// ``confirmationDialog(title:titleVisibility:message:buttons:anchor:)`` whose buttons carry
  /// their typed actions. A dialog has no text fields and no preferred button: a state with them
  /// throws ``PresentationError/textFieldsInConfirmationDialog(title:)`` or
  /// ``PresentationError/preferredButtonInConfirmationDialog(title:)``.
  /// - Parameters:
  ///   - state: The dialog.
  ///   - titleVisibility: Whether the title shows.
  ///   - anchor: The view it points at as a popover.
  /// - Returns: The presentation.
  /// - Throws: ``AlertActionError/notEncodable(button:type:)`` for an action that does not encode;
  ///   ``PresentationError`` for text fields or a preferred button.
  public static func confirmationDialog<Action>(
    _ state: AlertState<Action>, titleVisibility: AlertConfiguration.TitleVisibility = .automatic,
    anchor: PopoverAnchor
  ) throws -> Presentation {
    try state.validateAsDialog()
    return .confirmationDialog(
      title: state.title, titleVisibility: titleVisibility, message: state.message,
      buttons: try state.routerButtons(), anchor: anchor)
  }
}
