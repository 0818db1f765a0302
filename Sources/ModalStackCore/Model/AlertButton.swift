/// A button of an alert or a confirmation dialog: its title, its role, the identifier its tap is reported with
/// (``RouterEvent/alertAnswered(_:_:)``) and, when made from a ``ButtonState``, its typed action.
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
  /// The typed action of the ``ButtonState`` it was made from, as JSON text.
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

  /// A cancel button, identified as `"cancel"`.
  /// - Parameter title: Its title.
  public static func cancel(_ title: String = "Cancel") -> AlertButton {
    AlertButton(title, role: .cancel, id: "cancel")
  }
}
