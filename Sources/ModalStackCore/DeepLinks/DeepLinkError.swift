import Foundation

/// Why a URL did not open anything. Nothing changed; the error carries the input that failed.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not a URL.
  case malformedURL(String)
  /// No pattern matches the URL.
  case noMatch(URL)
  /// A parameter is missing or its value is not of the expected type.
  case invalidParameter(name: String, value: String?, url: URL)
  /// A pattern given to ``DeepLinkMap/add(_:scheme:host:placement:routes:)`` is not valid.
  case invalidPattern(String, reason: String)
  /// The matched routes could not be put on the stack (a duplicate id, an invalid presentation).
  case rejected(URL, RouteStackError)
  /// ``Router/open(_:)-(URL)`` was called on a router without a ``Router/deepLinks`` map.
  case noMap(URL)
  /// The matched pattern's route maker threw an error of its own; carries its account.
  case refused(URL, reason: String)

  /// The input that failed, as text: the URL, or the pattern for ``invalidPattern(_:reason:)``.
  public var input: String {
    switch self {
    case .malformedURL(let text), .invalidPattern(let text, _): text
    case .noMatch(let url), .invalidParameter(_, _, let url), .rejected(let url, _), .noMap(let url), .refused(let url, _):
      url.absoluteString
    }
  }

  /// The error in one line, naming the input that failed.
  public var description: String {
    switch self {
    case .malformedURL(let text): "malformed URL: \(text.debugDescription)"
    case .noMatch(let url): "no deep link matches \(url.absoluteString)"
    case .invalidParameter(let name, let value, let url):
      "invalid parameter \(name)=\(value.map(\.debugDescription) ?? "(missing)") in \(url.absoluteString)"
    case .invalidPattern(let pattern, let reason): "invalid pattern \(pattern.debugDescription): \(reason)"
    case .rejected(let url, let error): "\(url.absoluteString) matched, but its routes cannot go on the stack: \(error)"
    case .noMap(let url): "no deep-link map to open \(url.absoluteString)"
    case .refused(let url, let reason): "\(url.absoluteString) was refused by its pattern: \(reason)"
    }
  }
}
