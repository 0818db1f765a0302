import Foundation

/// The stream that carries commands sent from other threads to the main actor, in order; it
/// counts the links among them and drops those beyond ``LinkLimits/waitingLinks``, so a looping
/// sender holds a bounded amount of memory.
///
/// Thread-safe: `send` calls it from any thread, the router's main-actor loop takes links out.
final class LinkInbox<Command: Sendable>: @unchecked Sendable {
  /// The commands, in the order they were sent.
  let commands: AsyncStream<Command>.Continuation
  private let lock = NSLock()
  private var limit = LinkLimits().waitingLinks
  private var waiting = 0
  private var dropped = 0
  private var latestDropped: DeepLink?

  init(_ commands: AsyncStream<Command>.Continuation) { self.commands = commands }

  /// Sets the bound.
  func setLimit(_ limit: Int) {
    lock.withLock { self.limit = limit }
  }

  /// Counts a link in, or drops it when the bound is reached.
  /// - Returns: `false` when the link is dropped.
  func admit(_ link: @autoclosure () -> DeepLink) -> Bool {
    lock.withLock {
      guard waiting < limit else {
        dropped += 1
        latestDropped = link()
        return false
      }
      waiting += 1
      return true
    }
  }

  /// Counts a link out: the router is opening it.
  func took() {
    lock.withLock { waiting -= 1 }
  }

  /// The links dropped since the last call, and the latest of them.
  func takeDropped() -> (count: Int, latest: DeepLink)? {
    lock.withLock {
      guard dropped > 0, let latest = latestDropped else { return nil }
      defer { (dropped, latestDropped) = (0, nil) }
      return (dropped, latest)
    }
  }
}
