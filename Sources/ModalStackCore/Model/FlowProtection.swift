/// What a protected flow (``Presentation/protected(_:)``) does with commands from outside it while it is up.
public enum FlowProtection: String, Hashable, Sendable, Codable, CaseIterable {
  /// Commands from outside wait in ``Router/heldCommands`` and run when the flow ends.
  case holdOutsideCommands
  /// Commands from outside are refused with ``RouteStackError/protectedFlow(_:screen:)``.
  case refuseOutsideCommands
}
