import Foundation

/// The saved form: a format version and the routes, bottom first.
private struct SavedStack<Destination: Hashable & Sendable & Codable>: Codable {
  static var currentVersion: Int { 1 }
  let version: Int
  let routes: [Route<Destination>]
}

/// Reads only the version, so a newer format is reported as such rather than as corrupt.
private struct SavedVersion: Decodable {
  let version: Int
}

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
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(SavedStack(version: SavedStack<Destination>.currentVersion, routes: stack.routes))
  }

  /// Restores saved navigation state: the layers are presented bottom-up without animation
  /// (the app's ``animationPolicy`` returns once the router has settled), with
  /// ``RouteChangeReason/restored`` in their events. Before a host is attached the stack is the
  /// target the host is brought to on ``attach(_:)``.
  ///
  /// ```swift
  /// if let saved { try? router.restore(from: saved) }  // on failure the root stays
  /// ```
  /// - Parameter data: Data from ``savedState()``.
  /// - Throws: ``RestorationError`` (only) naming what failed; nothing changes (the root stays).
  public func restore(from data: Data) throws {
    let decoder = JSONDecoder()
    let version: Int
    do {
      version = try decoder.decode(SavedVersion.self, from: data).version
    } catch {
      throw RestorationError.corrupted("\(error)")
    }
    guard version == SavedStack<Destination>.currentVersion else {
      throw RestorationError.unsupportedVersion(found: version, supported: SavedStack<Destination>.currentVersion)
    }
    let saved: SavedStack<Destination>
    do {
      saved = try decoder.decode(SavedStack<Destination>.self, from: data)
    } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
      throw RestorationError.corrupted(context.debugDescription)
    } catch let error as DecodingError {
      throw RestorationError.schemaMismatch(path: Self.path(of: error), detail: "\(error)")
    } catch {
      throw RestorationError.corrupted("\(error)")
    }
    let restored: RouteStack<Destination>
    do {
      restored = try RouteStack(saved.routes)
    } catch let error as RouteStackError {
      throw RestorationError.invalidStack(error)
    }
    // Present every restored layer without animation, then go back to the app's policy.
    queue.animateNothingUntilSettled()
    replace(with: restored, reason: .restored)
  }

  /// The coding path of a decoding error, as `routes.2.destination`.
  private static func path(of error: DecodingError) -> String {
    let context: DecodingError.Context? = switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context): context
    @unknown default: nil
    }
    return context.map { $0.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".") } ?? "?"
  }
}
