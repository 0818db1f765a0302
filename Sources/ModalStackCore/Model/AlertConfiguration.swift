/// What an alert or a confirmation dialog shows: a title, a message, buttons and, for an alert, text fields.
public struct AlertConfiguration: Hashable, Sendable, Codable {
  /// Whether the title shows (SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:)`).
  public enum TitleVisibility: String, Hashable, Sendable, Codable, CaseIterable {
    /// An alert's title shows; a dialog's shows unless it is empty.
    case automatic
    /// The title shows, also in a dialog.
    case visible
    /// No title: the message and the buttons only.
    case hidden
  }

  /// The title; a dialog shows none when it is empty.
  public var title: String
  /// The message under the title, if any.
  public var message: String?
  /// The buttons, in order: at least one, at most one with the cancel role.
  public var buttons: [AlertButton]
  /// The text fields, in order; an alert's only (a confirmation dialog has none).
  public var textFields: [AlertTextField]
  /// The id of the button Return chooses, shown in bold; alerts only.
  public var preferredButton: String?
  /// Whether the title shows.
  public var titleVisibility: TitleVisibility = .automatic

  /// The title as shown: a confirmation dialog with an empty title shows none.
  package func shownTitle(isConfirmationDialog: Bool) -> String? {
    switch titleVisibility {
    case .visible: title
    case .hidden: nil
    case .automatic: title.isEmpty && isConfirmationDialog ? nil : title
    }
  }

  package var preferredButtonIndex: Int? { preferredButton.flatMap { id in buttons.firstIndex { $0.id == id } } }

  /// Creates the content of an alert or a dialog.
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message under it.
  ///   - buttons: The buttons, in order.
  ///   - textFields: The text fields, for an alert.
  ///   - preferredButton: The id of the button Return chooses, shown in bold; alerts only.
  ///   - titleVisibility: Whether the title shows.
  public init(
    title: String, message: String? = nil, buttons: [AlertButton], textFields: [AlertTextField] = [],
    preferredButton: String? = nil, titleVisibility: TitleVisibility = .automatic
  ) {
    self.title = title
    self.message = message
    self.buttons = buttons
    self.textFields = textFields
    self.preferredButton = preferredButton
    self.titleVisibility = titleVisibility
  }

  /// The button a tap outside a dialog chooses (UIKit calls the cancel action's handler).
  package var cancelButtonIndex: Int? { buttons.firstIndex { $0.role == .cancel } }

  /// Checks that it has nothing only an alert has: text fields, a preferred button.
  func checkFitsDialog() throws {
    if !textFields.isEmpty { throw PresentationError.textFieldsInConfirmationDialog(title: title) }
    if preferredButton != nil { throw PresentationError.preferredButtonInConfirmationDialog(title: title) }
  }

  /// Checks the buttons (at least one action, at most one cancel, none untitled) and that a dialog has no text fields.
  func validate(isDialog: Bool) throws {
    let actions = isDialog ? buttons.filter { $0.role != .cancel } : buttons
    if actions.isEmpty { throw PresentationError.alertWithoutButtons(title: title) }
    if buttons.filter({ $0.role == .cancel }).count > 1 { throw PresentationError.multipleCancelButtons(title: title) }
    if let empty = buttons.firstIndex(where: { $0.title.isEmpty }) {
      throw PresentationError.emptyAlertButtonTitle(title: title, index: empty)
    }
    if isDialog { try checkFitsDialog() }
    if let preferredButton, preferredButtonIndex == nil {
      throw PresentationError.preferredButtonNotFound(title: title, id: preferredButton)
    }
    // A tap outside a dialog chooses its cancel button; without one UIKit would close it unanswered.
    if isDialog, cancelButtonIndex == nil {
      throw PresentationError.confirmationDialogWithoutCancelButton(title: title)
    }
  }
}
