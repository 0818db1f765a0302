/// A text field of an alert; what the user typed comes back in ``AlertResponse/texts``.
public struct AlertTextField: Hashable, Sendable, Codable {
  /// The placeholder shown while it is empty.
  public var placeholder: String
  /// The text it starts with.
  public var text: String
  /// Whether it hides what is typed (a password).
  public var isSecure: Bool

  /// Creates a text field.
  /// - Parameters:
  ///   - placeholder: The placeholder shown while it is empty.
  ///   - text: The text it starts with.
  ///   - isSecure: Whether it hides what is typed.
  public init(placeholder: String = "", text: String = "", isSecure: Bool = false) {
    self.placeholder = placeholder
    self.text = text
    self.isSecure = isSecure
  }
}
