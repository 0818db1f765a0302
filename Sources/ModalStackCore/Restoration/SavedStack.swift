import Foundation

/// The saved form of a ``RouteStack``: versioned JSON, each failure to read it a ``RestorationError``.
struct SavedStack<Destination: Hashable & Sendable & Codable>: Codable {
  static var currentVersion: Int { 1 }
  let version: Int
  let routes: [Route<Destination>]

  static func encode(_ stack: RouteStack<Destination>) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(SavedStack(version: currentVersion, routes: stack.routes))
  }

  /// Decodes and validates a saved stack.
  static func decode(
    _ data: Data, controllerRoutes: ControllerRouteRestoration<Destination> = .leaveOut
  ) throws -> RouteStack<Destination> {
    let saved: SavedStack<Destination>
    do {
      saved = try VersionedJSON.decode(
        SavedStack<Destination>.self, from: data, version: currentVersion, limit: RouteStack<Destination>.savedDataLimit
      )
    } catch let error as VersionedJSON.Failure {
      switch error {
      case .corrupted(let detail): throw RestorationError.corrupted(detail)
      case .unsupportedVersion(let found):
        throw RestorationError.unsupportedVersion(found: found, supported: currentVersion)
      case .tooLarge(let bytes):
        throw RestorationError.tooLarge(bytes: bytes, limit: RouteStack<Destination>.savedDataLimit)
      case .invalid(let path, let detail):
        throw RestorationError.schemaMismatch(path: path.joined(separator: "."), detail: detail)
      }
    }
    do {
      return try RouteStack(controllerRoutes.apply(to: saved.routes))
    } catch let error as RouteStackError {
      throw RestorationError.invalidStack(error)
    } catch {
      throw RestorationError.corrupted("\(error)")
    }
  }
}
