import Foundation

/// A flight recording as a document: versioned JSON that a bug report can carry and that
/// `modalstack replay` and `ModalStackTesting` replay on the simulated UIKit.
///
/// The format, version 1:
///
/// ```json
/// {
///   "version": 1,
///   "droppedEntries": 0,
///   "entries": [
///     { "time": 0, "kind": { "target": { "routes": [ROUTE…], "reason": "programmatic", "source": "api" } } },
///     { "time": 0.35, "kind": { "event": { "kind": "didPresent", "route": "…", "reason": "programmatic", "text": "…" } } },
///     { "time": 1.2, "kind": { "host": { "userDismissed": { "_0": "…", "reason": "interactive" } } } }
///   ]
/// }
/// ```
///
/// A route is encoded as `Route` is (`destination` in the destination's own `Codable` form,
/// `presentation`, `id`); `time` is in seconds since the recording started.
public struct Trace<Destination: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
  /// The format version this build writes and reads.
  public static var currentVersion: Int { 1 }
  /// The format version of this trace.
  public let version: Int
  /// How many older entries the recorder dropped before the first one here.
  public let droppedEntries: Int
  /// The entries, oldest first.
  public let entries: [TraceEntry<Destination>]

  /// Creates a trace of the current version.
  /// - Parameters:
  ///   - entries: The entries, oldest first.
  ///   - droppedEntries: How many older entries were dropped.
  public init(entries: [TraceEntry<Destination>], droppedEntries: Int = 0) {
    version = Self.currentVersion
    self.droppedEntries = droppedEntries
    self.entries = entries
  }

  /// The trace as JSON, keys sorted.
  /// - Throws: An `EncodingError` when a destination cannot be encoded.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(self)
  }

  /// Reads a trace.
  /// - Parameter data: The JSON.
  /// - Throws: ``TraceError`` naming the place: damaged JSON, another version, or the entry (and
  ///   the path inside it) that does not decode, such as a destination that no longer exists.
  public init(decoding data: Data) throws {
    let decoder = JSONDecoder()
    let header: VersionHeader
    do {
      header = try decoder.decode(VersionHeader.self, from: data)
    } catch {
      throw TraceError.corrupted(Self.describe(error))
    }
    guard header.version == Self.currentVersion else {
      throw TraceError.unsupportedVersion(found: header.version, supported: Self.currentVersion)
    }
    do {
      self = try decoder.decode(Trace.self, from: data)
    } catch let error as DecodingError {
      throw Self.placed(error)
    } catch {
      throw TraceError.corrupted("\(error)")
    }
  }

  private static func placed(_ error: DecodingError) -> TraceError {
    let keys = error.pathKeys
    guard !keys.isEmpty else { return .corrupted(describe(error)) }
    // entries.12.kind.target.routes.0.destination → entry 12, path kind.target.routes.0.destination
    if keys.first == "entries", keys.count > 1, let index = Int(keys[1]) {
      return .invalidEntry(index: index, path: keys.dropFirst(2).joined(separator: "."), detail: describe(error))
    }
    return .invalidEntry(index: nil, path: keys.joined(separator: "."), detail: describe(error))
  }

  private static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    return switch error {
    case .typeMismatch(let type, let context): "expected \(type): \(context.debugDescription)"
    case .valueNotFound(let type, let context): "missing \(type): \(context.debugDescription)"
    case .keyNotFound(let key, _): "missing key \(key.stringValue)"
    case .dataCorrupted(let context): context.debugDescription
    @unknown default: "\(error)"
    }
  }
}

/// The part of a versioned document (a trace, a saved stack) read first, so a newer format is
/// reported as such rather than as damage.
struct VersionHeader: Decodable {
  let version: Int
}

/// Why a trace cannot be read. It names the place, so a damaged bug report says where.
public enum TraceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Not JSON, or not a trace at all.
  case corrupted(String)
  /// Written by another version of the format.
  case unsupportedVersion(found: Int, supported: Int)
  /// An entry (its index, when inside `entries`) does not decode at this path: a destination
  /// the app no longer has, a missing field, a wrong type.
  case invalidEntry(index: Int?, path: String, detail: String)

  public var description: String {
    switch self {
    case .corrupted(let detail): "the trace is not readable JSON: \(detail)"
    case .unsupportedVersion(let found, let supported):
      "the trace has format version \(found); this build reads version \(supported)"
    case .invalidEntry(let index?, let path, let detail):
      "entry \(index) of the trace does not decode at \(path.isEmpty ? "its top" : path): \(detail)"
    case .invalidEntry(nil, let path, let detail): "the trace does not decode at \(path): \(detail)"
    }
  }
}
