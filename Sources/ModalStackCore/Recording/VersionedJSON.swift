import Foundation

/// Reads a versioned JSON document (a trace, a saved stack): the version first, so a newer
/// format is reported as such rather than as damage, then the whole document.
enum VersionedJSON {
  /// Why a document cannot be read; each document names it in its own error.
  enum Failure: Error {
    /// Not JSON, or not such a document at all: the decoder's account.
    case corrupted(String)
    /// Written by another format version: the one found.
    case unsupportedVersion(Int)
    /// A value does not decode at this path (keys outermost first, array positions as numbers):
    /// a destination the app no longer has, a missing field, a wrong type.
    case invalid(path: [String], detail: String)
  }

  private struct Header: Decodable {
    let version: Int
  }

  /// Decodes a document of the given version.
  /// - Throws: ``Failure`` naming what is wrong.
  static func decode<Document: Decodable>(_ type: Document.Type, from data: Data, version: Int) throws(Failure)
    -> Document
  {
    let decoder = JSONDecoder()
    let found: Int
    do {
      found = try decoder.decode(Header.self, from: data).version
    } catch {
      throw .corrupted(describe(error))
    }
    guard found == version else { throw .unsupportedVersion(found) }
    do {
      return try decoder.decode(type, from: data)
    } catch let error as DecodingError {
      let path = context(of: error)?.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } ?? []
      throw path.isEmpty ? .corrupted(describe(error)) : .invalid(path: path, detail: describe(error))
    } catch {
      throw .corrupted(describe(error))
    }
  }

  private static func context(of error: DecodingError) -> DecodingError.Context? {
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
      .dataCorrupted(let context):
      context
    @unknown default: nil
    }
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
