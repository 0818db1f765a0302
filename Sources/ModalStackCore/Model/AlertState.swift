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

  /// Creates an alert's state.
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message under it; none by default.
  ///   - buttons: The buttons, in order.
  public init(title: String, message: String? = nil, buttons: [ButtonState<Action>] = []) {
    self.title = title
    self.message = message
    self.buttons = buttons
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
    .alert(title: state.title, message: state.message, buttons: try state.routerButtons())
  }

  /// A confirmation dialog showing `state`, pointing at `anchor` as a popover at regular width:
  /// ``confirmationDialog(title:titleVisibility:message:buttons:anchor:)`` whose buttons carry
  /// their typed actions.
  /// - Parameters:
  ///   - state: The dialog.
  ///   - titleVisibility: Whether the title shows.
  ///   - anchor: The view it points at as a popover.
  /// - Returns: The presentation.
  /// - Throws: ``AlertActionError/notEncodable(button:type:)`` for an action that does not encode.
  public static func confirmationDialog<Action>(
    _ state: AlertState<Action>, titleVisibility: AlertConfiguration.TitleVisibility = .automatic,
    anchor: PopoverAnchor
  ) throws -> Presentation {
    .confirmationDialog(
      title: state.title, titleVisibility: titleVisibility, message: state.message,
      buttons: try state.routerButtons(), anchor: anchor)
  }
}
