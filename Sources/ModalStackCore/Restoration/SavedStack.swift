import Foundation

/// The saved form of a ``RouteStack``: versioned JSON, and every way reading it can fail, as a
/// ``RestorationError``. ``Router/savedState()`` and ``Router/restore(from:)`` use it.
struct SavedStack<Destination: Hashable & Sendable & Codable>: Codable {
  static var currentVersion: Int { 1 }
  let version: Int
  let routes: [Route<Destination>]

  /// Encodes a stack with the current version.
  static func encode(_ stack: RouteStack<Destination>) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(SavedStack(version: currentVersion, routes: stack.routes))
  }

  /// Decodes and validates a saved stack.
  /// - Throws: ``RestorationError`` naming what failed.
  static func decode(_ data: Data) throws -> RouteStack<Destination> {
    let decoder = JSONDecoder()
    let version: Int
    do {
      version = try decoder.decode(VersionHeader.self, from: data).version
    } catch {
      throw RestorationError.corrupted("\(error)")
    }
    guard version == currentVersion else {
      throw RestorationError.unsupportedVersion(found: version, supported: currentVersion)
    }
    let saved: SavedStack<Destination>
    do {
      saved = try decoder.decode(SavedStack<Destination>.self, from: data)
    } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
      throw RestorationError.corrupted(context.debugDescription)
    } catch let error as DecodingError {
      throw RestorationError.schemaMismatch(
        path: error.pathKeys.isEmpty ? "?" : error.pathKeys.joined(separator: "."), detail: "\(error)")
    } catch {
      throw RestorationError.corrupted("\(error)")
    }
    do {
      return try RouteStack(saved.routes)
    } catch let error as RouteStackError {
      throw RestorationError.invalidStack(error)
    } catch {
      throw RestorationError.corrupted("\(error)")
    }
  }
}
