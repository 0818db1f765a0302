import Foundation

/// Why the typed action of an alert's button could not be carried or read back.
public enum AlertActionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The action of the button with this title did not encode to JSON (a `Double.nan`, an `encode(to:)` that throws).
  case notEncodable(button: String, type: String)
  /// The answer's button carries an action that does not decode as this type; read it with the type the button was made with.
  case notDecodable(button: String, type: String)

  public var description: String {
    switch self {
    case .notEncodable(let button, let type):
      "the action of the alert button \"\(button)\" does not encode as JSON (\(type)); make it encodable (no NaN, no encode(to:) that throws)"
    case .notDecodable(let button, let type):
      "the action of the alert button \"\(button)\" does not decode as \(type); read the answer with the action type the button was made with"
    }
  }
}

extension AlertActionError: LocalizedError {
  /// The error's ``description``, which names the button.
  public var errorDescription: String? { description }
}
