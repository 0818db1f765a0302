import Foundation

/// A link and where it came from, as the router's events and the ask-first handler see it.
///
/// ```swift
/// router.confirmLink = { link in
///   await confirmations.ask("Open \(link.url.path) from \(link.origin)?")
/// }
/// ```
public struct DeepLink: Hashable, Sendable {
  /// The URL.
  public let url: URL
  /// Where it came from.
  public let origin: LinkOrigin

  /// Creates a link.
  init(_ url: URL, from origin: LinkOrigin = .inApp) {
    self.url = url
    self.origin = origin
  }

  /// The link in one line, for events: `myapp://learn/42 from another app (unnamed)`.
  package var description: String { "\(url.absoluteString) from \(origin)" }
}
