import Foundation

/// Why saved navigation state could not be restored; the router is unchanged.
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The data is not a saved stack: corrupted or truncated.
  case corrupted(String)
  /// The data was saved by another format version.
  case unsupportedVersion(found: Int, supported: Int)
  /// A route's destination no longer decodes (the app's destination type changed).
  case schemaMismatch(path: String, detail: String)
  /// The stack breaks a rule (a duplicate id, an invalid presentation): rejected whole.
  case invalidStack(RouteStackError)
  /// The data is longer than ``RouteStack/savedDataLimit`` bytes; refused before it is read.
  case tooLarge(bytes: Int, limit: Int)

  /// The error in one line, naming what failed.
  public var description: String {
    switch self {
    case .corrupted(let detail): "saved navigation state is corrupted: \(detail); start from the root, and save again"
    case .unsupportedVersion(let found, let supported):
      "saved navigation state has version \(found); this build reads \(supported); start from the root, and save again"
    case .schemaMismatch(let path, let detail):
      "saved route at \(path) no longer decodes: \(detail); start from the root, or decode the old form in the destination's init(from:)"
    case .invalidStack(let error): "saved navigation state is invalid: \(error)"
    case .tooLarge(let bytes, let limit):
      "saved navigation state is \(bytes) bytes, over the limit of \(limit); start from the root (the data was not read)"
    }
  }
}

extension RestorationError: VersionedJSON.Failure {
  static func invalid(path: [String], detail: String) -> RestorationError {
    .schemaMismatch(path: path.joined(separator: "."), detail: detail)
  }
}

extension RestorationError: LocalizedError {
  /// The error's ``description``, as `localizedDescription`.
  public var errorDescription: String? { description }
}
