/// A button of a routed alert or dialog with the code its tap runs, where SwiftUI's `.alert` takes `Button` views
/// (which cannot be read back to make a `UIAlertController`).
///
/// ```swift
/// .modalStackAlert("Delete the draft?", isPresented: $confirmsDelete) {
///   AlertAction("Delete", role: .destructive) { drafts.delete(id) }
///   AlertAction.cancel()
/// }
/// ```
public struct AlertAction {
  /// The button shown: its title, its role and the id its answer carries.
  public var button: AlertButton
  var run: @MainActor (_ texts: [String]) -> Void

  /// Creates a button and its action.
  /// - Parameters:
  ///   - title: The title shown; must not be empty.
  ///   - role: Its role; at most one button has the cancel role.
  ///   - id: The identifier its answer carries; `title` by default. Give one when two buttons share a title.
  ///   - action: What a tap runs.
  public init(
    _ title: String, role: AlertButton.Role = .default, id: String? = nil,
    action: @escaping @MainActor () -> Void = {}
  ) {
    self.button = AlertButton(title, role: role, id: id)
    self.run = { _ in action() }
  }

  /// A cancel button, as SwiftUI's `Button(role: .cancel)` makes one, identified as `"cancel"`; in a
  /// dialog, a tap outside it runs `action` too.
  public static func cancel(_ title: String = "Cancel", action: @escaping @MainActor () -> Void = {}) -> AlertAction {
    AlertAction(title, role: .cancel, id: "cancel", action: action)
  }
}

/// Builds the buttons of a routed alert or dialog from ``AlertAction`` statements, with `if`, `switch` and `for`.
@resultBuilder
public enum AlertActionBuilder {
  /// One button.
  public static func buildExpression(_ action: AlertAction) -> [AlertAction] { [action] }
  /// Several buttons, in order.
  public static func buildExpression(_ actions: [AlertAction]) -> [AlertAction] { actions }
  /// The buttons of consecutive statements, in order.
  public static func buildBlock(_ parts: [AlertAction]...) -> [AlertAction] { parts.flatMap(\.self) }
  /// An `if` without `else`: its buttons, or none.
  public static func buildOptional(_ part: [AlertAction]?) -> [AlertAction] { part ?? [] }
  /// The first branch of an `if`/`else` or a `switch`.
  public static func buildEither(first part: [AlertAction]) -> [AlertAction] { part }
  /// The second branch of an `if`/`else` or a `switch`.
  public static func buildEither(second part: [AlertAction]) -> [AlertAction] { part }
  /// A `for` loop.
  public static func buildArray(_ parts: [[AlertAction]]) -> [AlertAction] { parts.flatMap(\.self) }
  /// An `if #available`.
  public static func buildLimitedAvailability(_ part: [AlertAction]) -> [AlertAction] { part }
}
