import Foundation

/// A button of an ``AlertState``: its title, its role, and the typed action a tap on it sends.
public struct ButtonState<Action: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
  /// The title shown; must not be empty.
  public var title: String
  /// Its role.
  public var role: AlertButton.Role
  /// What a tap on it sends, or `nil` for a button that only closes the alert.
  public var action: Action?

  /// Creates a button.
  /// - Parameters:
  ///   - title: The title shown; it identifies the button in a test's `tapAlertButton(_:)`.
  ///   - role: Its role.
  ///   - action: What a tap on it sends.
  public init(_ title: String, role: AlertButton.Role = .default, action: Action? = nil) {
    self.title = title
    self.role = role
    self.action = action
  }

  /// A cancel button, identified as `"cancel"`.
  /// - Parameters:
  ///   - title: Its title.
  ///   - action: What a tap (or, in a dialog, a tap outside it) sends.
  public static func cancel(_ title: String = "Cancel", action: Action? = nil) -> ButtonState {
    ButtonState(title, role: .cancel, action: action)
  }

  /// The id of the router's button: `"cancel"` for the cancel button, else the title.
  var buttonID: String { role == .cancel ? "cancel" : title }

  /// The router's button, carrying the action as JSON text so the route stays `Codable` whatever `Action` is; keys
  /// sorted, so equal actions give equal routes.
  func button() throws -> AlertButton {
    var button = AlertButton(title, role: role, id: buttonID)
    guard let action else { return button }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(action) else {
      throw AlertActionError.notEncodable(button: title, type: "\(Action.self)")
    }
    button.encodedAction = String(decoding: data, as: UTF8.self)
    return button
  }
}
