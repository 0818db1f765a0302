import Foundation

/// Why a URL did not open anything; nothing changed. Carries the input as the app received it.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not a URL.
  case malformedURL(String)
  /// No pattern matches the URL.
  case noMatch(String)
  /// The URL's host holds a character no host name can hold (a `%` escape, a non-ASCII character).
  case invalidHost(String, url: String)
  /// A parameter is missing or its value is not of the expected type.
  case invalidParameter(name: String, value: String?, url: String)
  /// A pattern given to ``DeepLinkMap/add(_:scheme:host:placement:access:parameters:routes:)`` is not valid.
  case invalidPattern(String, reason: String)
  /// The matched routes could not be put on the stack (a duplicate id, an invalid presentation).
  case rejected(String, RouteStackError)
  /// ``Router/open(_:)-(URL)`` was called on a router without a ``Router/deepLinks`` map.
  case noMap(String)
  /// The matched pattern's route maker threw an error of its own; carries its account.
  case refused(String, reason: String)
  /// A rule of the matched entry refused the link; also reported as ``LinkEvent/linkRefused(_:)``.
  case blocked(LinkRefusal)
  /// The matched entry's resolver did not finish within its time limit; it was cancelled.
  case timedOut(String, after: Duration)
  /// A newer link or a command of the app's came while the entry's resolver ran; it was cancelled.
  case superseded(String)
  /// No entry prints this route (``DeepLinkMap/url(for:scheme:host:)-(Route<Destination>,_,_)``); carries the route.
  case notPrintable(String)

  /// A maker's or resolver's error: a ``DeepLinkError`` as it is, any other as ``refused(_:reason:)``.
  static func refused(_ link: String, by error: any Error) -> DeepLinkError {
    error as? DeepLinkError ?? .refused(link, reason: "\(error)")
  }

  /// The input that failed, as text: the URL, or the pattern for ``invalidPattern(_:reason:)``.
  public var input: String {
    switch self {
    case .malformedURL(let text), .invalidPattern(let text, _), .noMatch(let text), .invalidParameter(_, _, let text),
      .invalidHost(_, let text), .rejected(let text, _), .noMap(let text), .refused(let text, _),
      .timedOut(let text, _), .superseded(let text),
      .notPrintable(let text):
      text
    case .blocked(let refusal): refusal.link
    }
  }

  /// The error in one line, naming the input that failed.
  public var description: String {
    switch self {
    case .malformedURL(let text):
      "malformed URL: \(text.debugDescription); check the link's text (a scheme, then a host or a path)"
    case .noMatch(let url): "no deep link matches \(url); add a pattern for it to the map, or check the link"
    case .invalidHost(let host, let url):
      "the host \(host.debugDescription) of \(url) is not a host name; correct the link's host"
    case .invalidParameter(let name, let value, let url):
      "invalid parameter \(name)=\(value.map(\.debugDescription) ?? "(missing)") in \(url); give it a value of the type its pattern declares"
    case .invalidPattern(let pattern, let reason):
      "invalid pattern \(pattern.debugDescription): \(reason); correct the pattern"
    case .rejected(let url, let error): "\(url) matched, but its routes cannot go on the stack: \(error)"
    case .noMap(let url): "no deep-link map to open \(url); set router.deepLinks, or pass a map to Router(deepLinks:)"
    case .refused(let url, let reason): "\(url) was refused by its pattern: \(reason); check what its route maker threw"
    case .blocked(let refusal): "blocked: \(refusal)"
    case .timedOut(let url, let limit):
      "\(url) was not resolved within \(limit); make its resolver faster, or give the entry a longer timeout"
    case .superseded(let url): "\(url) was superseded while it was being resolved; open it again if it is still wanted"
    case .notPrintable(let route): "no deep link prints \(route); add an entry whose pattern prints it"
    }
  }
}

extension DeepLinkError: LocalizedError {
  /// The error's ``description``, as `localizedDescription`.
  public var errorDescription: String? { description }
}
