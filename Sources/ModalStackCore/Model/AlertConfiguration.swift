/// What an alert or a confirmation dialog shows: a title, a message, buttons and, for an alert,
/// text fields. Presented with ``Presentation/alert(title:message:buttons:textFields:)`` or
/// ``Presentation/confirmationDialog(title:message:buttons:anchor:)``.
///
/// ```swift
/// let content = AlertConfiguration(title: "Delete the draft?", message: "This cannot be undone.",
///                                  buttons: [AlertButton("Delete", role: .destructive), .cancel()])
/// try router.present(.deleteDraft(id), as: .modal(.alert(content), dismissPolicy: .blocked))
/// ```
public struct AlertConfiguration: Hashable, Sendable, Codable {
  /// The title; a dialog shows none when it is empty.
  public var title: String
  /// The message under the title, if any.
  public var message: String?
  /// The buttons, in order: at least one, at most one with the cancel role.
  public var buttons: [AlertButton]
  /// The text fields, in order; an alert's only (a confirmation dialog has none).
  public var textFields: [AlertTextField]

  /// The title as shown: a confirmation dialog with an empty title shows none (no empty title
  /// bar above its buttons); an alert always shows its title.
  /// - Parameter isConfirmationDialog: Whether it is shown as a confirmation dialog.
  /// - Returns: The title, or `nil` for none.
  package func shownTitle(isConfirmationDialog: Bool) -> String? {
    title.isEmpty && isConfirmationDialog ? nil : title
  }

  /// Creates the content of an alert or a dialog.
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message under it.
  ///   - buttons: The buttons, in order.
  ///   - textFields: The text fields, for an alert.
  public init(title: String, message: String? = nil, buttons: [AlertButton], textFields: [AlertTextField] = []) {
    self.title = title
    self.message = message
    self.buttons = buttons
    self.textFields = textFields
  }

  /// The button a tap outside a dialog chooses (UIKit calls the cancel action's handler).
  package var cancelButtonIndex: Int? { buttons.firstIndex { $0.role == .cancel } }

  /// Checks the buttons: at least one (a dialog needs one besides Cancel), at most one cancel
  /// button (exactly one in a dialog), no empty title; and no text fields in a dialog.
  /// - Parameter isDialog: Whether it is shown as a confirmation dialog.
  /// - Throws: ``PresentationError`` naming the alert by its title.
  func validate(isDialog: Bool) throws {
    let actions = isDialog ? buttons.filter { $0.role != .cancel } : buttons
    if actions.isEmpty { throw PresentationError.alertWithoutButtons(title: title) }
    if buttons.filter({ $0.role == .cancel }).count > 1 { throw PresentationError.multipleCancelButtons(title: title) }
    if let empty = buttons.firstIndex(where: { $0.title.isEmpty }) {
      throw PresentationError.emptyAlertButtonTitle(title: title, index: empty)
    }
    if isDialog, !textFields.isEmpty { throw PresentationError.textFieldsInConfirmationDialog(title: title) }
    // A tap outside a dialog chooses its cancel button; without one UIKit would close it unanswered.
    if isDialog, cancelButtonIndex == nil {
      throw PresentationError.confirmationDialogWithoutCancelButton(title: title)
    }
  }
}
