import Foundation

/// A link and where it came from, as the router's events and the ask-first handler see it: the
/// whole URL as it came, and the URL of every route it opens (a stack link opens several).
///
/// ```swift
/// router.confirmLink = { link in
///   let screens = link.parts.map(\.path).joined(separator: ", ")
///   return await confirmations.ask("Open \(screens) from \(link.origin)?")
/// }
/// ```
public struct DeepLink: Hashable, Sendable {
  /// The URL, whole: a stack link's with its fragment.
  public let url: URL
  /// Where it came from.
  public let origin: LinkOrigin
  /// The URL of each route the link opens, bottom first: the parts of a stack link
  /// (``DeepLinkMap/url(for:scheme:host:)-(RouteStack<Destination>,_,_)``), or ``url`` alone.
  /// Each opens by its own entry's rules; the user agrees to all of them or none.
  public let parts: [URL]

  /// Creates a link.
  init(_ url: URL, from origin: LinkOrigin = .inApp, parts: [URL]? = nil) {
    self.url = url
    self.origin = origin
    self.parts = parts ?? [url]
  }

  /// The link in one line, for events: `myapp://learn/42 from another app (unnamed)`.
  package var description: String { "\(url.absoluteString) from \(origin)" }
}
