import Foundation

/// The user's answer to an alert or a confirmation dialog (``RouterEvent/alertAnswered(_:_:)``).
public struct AlertResponse: Hashable, Sendable, Codable {
  /// The button tapped.
  public var button: AlertButton
  /// The text in each of the alert's text fields, in order; empty for a dialog.
  public var texts: [String]

  /// An answer, as a test states the one it expects.
  /// - Parameters:
  ///   - button: The button tapped.
  ///   - texts: The text of each text field, in order.
  public init(button: AlertButton, texts: [String] = []) {
    self.button = button
    self.texts = texts
  }

  /// The typed action of the button tapped, for a button made with ``AlertButton/init(_:role:id:action:)``.
  ///
  /// ```swift
  /// if case .alertAnswered(_, let answer) = event, try answer.action(as: DetailAction.self) == .confirmDeletion { … }
  /// ```
  /// - Parameter type: The type of the action the button was made with.
  /// - Returns: The action, or `nil` for a button that sends none (a plain cancel, the added "OK").
  /// - Throws: ``AlertActionError/notDecodable(button:type:)`` when the button's action is not a `type`.
  public func action<Action: Decodable>(as type: Action.Type = Action.self) throws -> Action? {
    guard let text = button.encodedAction else { return nil }
    guard let action = try? JSONDecoder().decode(Action.self, from: Data(text.utf8)) else {
      throw AlertActionError.notDecodable(button: button.title, type: "\(Action.self)")
    }
    return action
  }
}
