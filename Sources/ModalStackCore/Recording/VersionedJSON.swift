import Foundation

/// Reads a versioned JSON document (a trace, a saved stack): the version first, so a newer
/// format is reported as such rather than as damage, then the whole document.
enum VersionedJSON {
  /// Why a document cannot be read, in the document's own error: each case names the input.
  protocol Failure: Error {
    /// Not JSON, or not such a document at all: the decoder's account.
    static func corrupted(_ detail: String) -> Self
    /// Written by another format version.
    static func unsupportedVersion(found: Int, supported: Int) -> Self
    /// Longer than the document's limit: its size in bytes. Nothing of it was read.
    static func tooLarge(bytes: Int, limit: Int) -> Self
    /// A value does not decode at this path (keys outermost first, array positions as numbers).
    static func invalid(path: [String], detail: String) -> Self
  }

  private struct Header: Decodable {
    let version: Int
  }

  /// Decodes a document of the given version, of at most `limit` bytes.
  /// - Throws: The document's ``Failure`` naming what is wrong.
  static func decode<Document: Decodable, Failing: Failure>(
    _ type: Document.Type, from data: Data, version: Int, limit: Int, failing: Failing.Type
  ) throws -> Document {
    // Before any parsing: a document past its limit is no real one, and would hang the launch.
    guard data.count <= limit else { throw Failing.tooLarge(bytes: data.count, limit: limit) }
    let decoder = JSONDecoder()
    let found: Int
    do {
      found = try decoder.decode(Header.self, from: data).version
    } catch {
      throw Failing.corrupted(account(of: error).detail)
    }
    guard found == version else { throw Failing.unsupportedVersion(found: found, supported: version) }
    do {
      return try decoder.decode(type, from: data)
    } catch {
      let (path, detail) = account(of: error)
      throw path.isEmpty ? Failing.corrupted(detail) : Failing.invalid(path: path, detail: detail)
    }
  }

  /// Where decoding failed (empty when the error names no place) and an account of why.
  private static func account(of error: any Error) -> (path: [String], detail: String) {
    guard let error = error as? DecodingError else { return ([], "\(error)") }
    let (context, detail): (DecodingError.Context?, String) =
      switch error {
      case .typeMismatch(let type, let context): (context, "expected \(type): \(context.debugDescription)")
      case .valueNotFound(let type, let context): (context, "missing \(type): \(context.debugDescription)")
      case .keyNotFound(let key, let context): (context, "missing key \(key.stringValue)")
      case .dataCorrupted(let context): (context, context.debugDescription)
      @unknown default: (nil, "\(error)")
      }
    return (context?.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } ?? [], detail)
  }
}
