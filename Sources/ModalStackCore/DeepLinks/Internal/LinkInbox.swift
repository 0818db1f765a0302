import Foundation

/// The stream of commands sent from other threads to the main actor, in order; drops links
/// beyond ``LinkLimits/waitingLinks``. Thread-safe: every counter is read under `lock`.
final class LinkInbox<Command: Sendable>: @unchecked Sendable {
  let commands: AsyncStream<Command>.Continuation
  private let lock = NSLock()
  private var limit = LinkLimits().waitingLinks
  private var waiting = 0
  /// The links dropped since last taken, and the latest of them.
  private var dropped: (count: Int, latest: DeepLink)?

  init(_ commands: AsyncStream<Command>.Continuation) { self.commands = commands }

  func setLimit(_ limit: Int) {
    lock.withLock { self.limit = limit }
  }

  /// Counts a link in; `false` when the bound is reached and it is dropped.
  func accept(_ link: @autoclosure () -> DeepLink) -> Bool {
    lock.withLock {
      guard waiting < limit else {
        dropped = ((dropped?.count ?? 0) + 1, link())
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
      defer { dropped = nil }
      return dropped
    }
  }
}
