import Foundation

extension Router where Destination: Codable {
  /// The navigation state as data, for state restoration.
  ///
  /// ```swift
  /// @SceneStorage("navigation") var saved: Data?
  /// saved = try router.savedState()
  /// ```
  /// - Returns: JSON data holding a format version and the routes.
  /// - Throws: An `EncodingError` when a destination does not encode.
  public func savedState() throws -> Data {
    try stackWithoutQueuedPopups.savedData()
  }

  /// Restores saved navigation state: the layers are presented bottom-up without animation, with
  /// ``RouteChangeReason/restored`` in their events.
  /// - Parameters:
  ///   - data: Data from ``savedState()``.
  ///   - controllerRoutes: What to restore of the routes that show a controller the app made; by
  ///     default they are left out, with the pushes of their layers.
  /// - Throws: ``RestorationError`` (only) naming what failed; nothing changes (the root stays).
  public func restore(
    from data: Data, controllerRoutes: ControllerRouteRestoration<Destination> = .leaveOut
  ) throws {
    let restored = try RouteStack(savedData: data, controllerRoutes: controllerRoutes)
    // A stack restored whole is valid and replaces the target: the command cannot be refused.
    _ = try? run(.replace(restored.routes, reason: .restored), animated: false)
  }
}
