/// What a protected flow does with commands from outside it while it is up.
///
/// A payment sheet, a checkout, a sign-up form: while such a route is on the stack, a deep link
/// (`open`, `send(URL)`) or a command sent with `send(_:)` (a notification handler, another
/// thread) would close it or cover it mid-way. With a protection those commands wait, in order,
/// and run when the flow ends (the route leaves the stack), or are refused. The app's own code on
/// the main actor (a button, the flow's own dismiss, pushes and children) works as usual, and the
/// user's swipe follows the route's ``DismissPolicy``.
///
/// ```swift
/// try router.present(.payment(order), as: .sheet(dismissPolicy: .blocked).protected())
/// ```
public enum FlowProtection: String, Hashable, Sendable, Codable, CaseIterable {
  /// Commands from outside wait in ``Router/heldCommands`` and run when the flow ends.
  case holdOutsideCommands
  /// Commands from outside are refused with ``RouteStackError/protectedFlow(_:screen:)``.
  case refuseOutsideCommands
}
