import Foundation

/// A link and where it came from, as the router's events and the ask-first handler see it.
///
/// ```swift
/// router.confirmLink = { link in await confirmations.ask("Open \(link.parts.count) screens from \(link.origin)?") }
/// ```
public struct DeepLink: Hashable, Sendable {
  /// The URL, whole: a stack link's with its fragment.
  public let url: URL
  /// Where it came from.
  public let origin: LinkOrigin
  /// The URL of each route the link opens, bottom first: a stack link's parts, or ``url`` alone.
  /// The user agrees to all of them or none.
  public let parts: [URL]

  init(_ url: URL, from origin: LinkOrigin = .inApp, parts: [URL]? = nil) {
    self.url = url
    self.origin = origin
    self.parts = parts ?? [url]
  }

  /// `myapp://learn/42 from another app (unnamed)`.
  package var description: String { "\(url.absoluteString) from \(origin)" }
}
