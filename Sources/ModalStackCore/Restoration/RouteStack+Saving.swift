import Foundation

/// The saved form of a ``RouteStack``: versioned JSON, each failure to read it a ``RestorationError``.
private struct SavedStack<Destination: Hashable & Sendable & Codable>: Codable {
  static var currentVersion: Int { 1 }
  let version: Int
  let routes: [Route<Destination>]
}

extension RouteStack where Destination: Codable {
  /// The most bytes of saved state a restore reads (1 MiB, about 9,000 small routes); longer
  /// data is refused with ``RestorationError/tooLarge(bytes:limit:)`` before it is parsed.
  public static var savedDataLimit: Int { 1 << 20 }

  /// The stack as versioned JSON, the format ``Router/savedState()`` writes, for an app whose own
  /// model holds the routes (``StackBinding``).
  ///
  /// ```swift
  /// let data = try RouteStack(model.routes).savedData()
  /// ```
  /// - Returns: The JSON.
  /// - Throws: An `EncodingError` when a destination cannot be encoded.
  public func savedData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(SavedStack(version: SavedStack<Destination>.currentVersion, routes: routes))
  }

  /// Reads a stack saved by ``savedData()`` or ``Router/savedState()``, checking every rule.
  /// - Parameters:
  ///   - data: The saved JSON.
  ///   - controllerRoutes: What to restore of the routes that show a controller; none by default.
  /// - Throws: ``RestorationError`` naming what is wrong.
  public init(savedData data: Data, controllerRoutes: ControllerRouteRestoration<Destination> = .leaveOut) throws {
    let saved = try VersionedJSON.decode(
      SavedStack<Destination>.self, from: data, version: SavedStack<Destination>.currentVersion,
      limit: Self.savedDataLimit, failing: RestorationError.self)
    do {
      self = try RouteStack(controllerRoutes.apply(to: saved.routes))
    } catch let error as RouteStackError {
      throw RestorationError.invalidStack(error)
    } catch {
      throw RestorationError.corrupted("\(error)")
    }
  }
}
