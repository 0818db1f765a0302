import Foundation

extension RouteStack where Destination: Codable {
  /// The most bytes of saved state ``init(savedData:controllerRoutes:)`` and ``Router/restore(from:controllerRoutes:)`` read: 1 MiB,
  /// room for about 9,000 routes of a small destination, where an app's real stack holds tens.
  /// Longer data is refused with ``RestorationError/tooLarge(bytes:limit:)`` before it is parsed.
  public static var savedDataLimit: Int { 1 << 20 }

  /// The stack as versioned JSON, the format ``Router/savedState()`` writes: for an app whose own
  /// model holds the routes (see ``StackBinding``) and saves them with `@SceneStorage` or a file.
  ///
  /// ```swift
  /// @SceneStorage("routes") private var savedRoutes: Data?
  /// …
  /// savedRoutes = try? RouteStack(model.routes).savedData()
  /// ```
  /// - Returns: The JSON.
  /// - Throws: An `EncodingError` when a destination cannot be encoded.
  public func savedData() throws -> Data {
    try SavedStack.encode(self)
  }

  /// Reads a stack saved by ``savedData()`` or ``Router/savedState()``, checking every rule.
  ///
  /// ```swift
  /// if let data = savedRoutes { model.routes = try RouteStack<Screen>(savedData: data).routes }
  /// ```
  /// Routes that show a controller the app made (Safari, a share sheet) are left out unless
  /// `controllerRoutes` says how to make them again.
  /// - Parameters:
  ///   - data: The saved JSON.
  ///   - controllerRoutes: What to restore of the routes that show a controller; none by default.
  /// - Throws: ``RestorationError`` naming what is wrong: damaged JSON, another version, a
  ///   destination that no longer decodes (with its path), routes that break a stack rule (those
  ///   the rule put in too), or more than ``savedDataLimit`` bytes.
  public init(savedData data: Data, controllerRoutes: ControllerRouteRestoration<Destination> = .leaveOut) throws {
    self = try SavedStack<Destination>.decode(data, controllerRoutes: controllerRoutes)
  }
}
