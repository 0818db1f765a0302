import Foundation

/// A button of an alert or a confirmation dialog: its title, its role, the identifier its tap is reported with
/// (``RouterEvent/alertAnswered(_:_:)``) and, if it has one, the typed action ``AlertResponse/action(as:)`` reads back.
public struct AlertButton: Hashable, Sendable, Codable {
  /// What the button does, as UIKit styles it (`UIAlertAction.Style`).
  public enum Role: String, Hashable, Sendable, Codable {
    /// An ordinary action.
    case `default`
    /// Closes without acting; at most one per alert. UIKit places it, and a tap outside a dialog chooses it.
    case cancel
    /// An action that destroys or removes something; drawn in red.
    case destructive
  }

  /// The identifier reported when the user taps it; its title unless given.
  public var id: String
  /// The title shown; must not be empty.
  public var title: String
  /// Its role.
  public var role: Role
  /// The typed action it was made with, as JSON text with sorted keys, so equal actions give equal routes.
  public internal(set) var encodedAction: String?

  /// Creates a button.
  /// - Parameters:
  ///   - title: The title shown.
  ///   - role: Its role.
  ///   - id: The identifier reported when it is tapped; `title` by default (give one for a localised title).
  public init(_ title: String, role: Role = .default, id: String? = nil) {
    self.title = title
    self.role = role
    self.id = id ?? title
  }

  /// Creates a button whose tap answers with a typed action, carried as JSON so the route stays `Codable`.
  ///
  /// ```swift
  /// try router.present(.deleteMeeting, as: .alert(title: "Delete?", buttons: [
  ///   try AlertButton("Delete", role: .destructive, action: DetailAction.confirmDeletion(meeting.id)), .cancel(),
  /// ]))
  /// if case .alertAnswered(_, let answer) = event, let action = try answer.action(as: DetailAction.self) { … }
  /// ```
  /// - Parameters:
  ///   - title: The title shown.
  ///   - role: Its role.
  ///   - id: The identifier reported when it is tapped; `title` by default.
  ///   - action: What a tap answers with; read it back with ``AlertResponse/action(as:)``.
  /// - Throws: ``AlertActionError/notEncodable(button:type:)`` when `action` does not encode as JSON.
  public init<Action: Encodable>(_ title: String, role: Role = .default, id: String? = nil, action: Action) throws {
    self.init(title, role: role, id: id)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(action) else {
      throw AlertActionError.notEncodable(button: title, type: "\(Action.self)")
    }
    encodedAction = String(decoding: data, as: UTF8.self)
  }

  /// A cancel button, identified as `"cancel"`.
  /// - Parameter title: Its title.
  public static func cancel(_ title: String = "Cancel") -> AlertButton {
    AlertButton(title, role: .cancel, id: "cancel")
  }

  /// A cancel button, identified as `"cancel"`, whose tap (or, in a dialog, a tap outside it) answers with `action`.
  ///
  /// ```swift
  /// .alert(title: "Remove the lesson?", buttons: [
  ///   try AlertButton("Remove", role: .destructive, action: LessonAction.remove(id)), try .cancel(action: LessonAction.keep),
  /// ])
  /// ```
  /// - Parameters:
  ///   - title: Its title.
  ///   - action: What a tap answers with.
  /// - Throws: ``AlertActionError/notEncodable(button:type:)`` when `action` does not encode as JSON.
  public static func cancel<Action: Encodable>(_ title: String = "Cancel", action: Action) throws -> AlertButton {
    try AlertButton(title, role: .cancel, id: "cancel", action: action)
  }
}
