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

  /// The most bytes of JSON ``init(decoding:)`` reads: 16 MiB, many times a recording of the default
  /// capacity (1,000 entries). More is refused unparsed with ``TraceError/tooLarge(bytes:limit:)``.
  public static var decodingLimit: Int { 16 << 20 }

  /// Reads a trace.
  /// - Throws: ``TraceError`` naming the place: damaged JSON, another version, the entry (and the
  ///   path inside it) that does not decode, or more than ``decodingLimit`` bytes.
  public init(decoding data: Data) throws {
    self = try VersionedJSON.decode(
      Trace.self, from: data, version: Self.currentVersion, limit: Self.decodingLimit, failing: TraceError.self)
  }
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
  /// The data is longer than ``Trace/decodingLimit`` bytes: refused before it is read.
  case tooLarge(bytes: Int, limit: Int)

  public var description: String {
    switch self {
    case .corrupted(let detail): "the trace is not readable JSON: \(detail); pass the data Trace.encoded() wrote"
    case .unsupportedVersion(let found, let supported):
      "the trace has format version \(found); this build reads version \(supported); read it with the version of the app that wrote it"
    case .invalidEntry(let index?, let path, let detail):
      "entry \(index) of the trace does not decode at \(path.isEmpty ? "its top" : path): \(detail); read it with the destination type that recorded it"
    case .invalidEntry(nil, let path, let detail):
      "the trace does not decode at \(path): \(detail); read it with the destination type that recorded it"
    case .tooLarge(let bytes, let limit):
      "the trace is \(bytes) bytes, over the limit of \(limit); record fewer entries (startRecording(capacity:))"
    }
  }
}

extension TraceError: VersionedJSON.Failure {
  /// The entry a path is in, and the path inside it:
  /// entries.12.kind.target.routes.0.destination → entry 12, path kind.target.routes.0.destination.
  static func invalid(path keys: [String], detail: String) -> TraceError {
    let index = keys.count > 1 && keys[0] == "entries" ? Int(keys[1]) : nil
    let path = keys.dropFirst(index == nil ? 0 : 2).joined(separator: ".")
    return .invalidEntry(index: index, path: path, detail: detail)
  }
}

extension TraceError: LocalizedError {
  /// The error's ``description``, which names the input.
  public var errorDescription: String? { description }
}
