/// A continuation resumed at most once, whoever opens it first: an exit animation's completion,
/// or the view going away before it reports. The popup container's side of the exit handshake.
@MainActor
package final class ExitGate {
  private var continuation: CheckedContinuation<Void, Never>?

  package init() {}

  /// Holds a continuation until ``open()``; one already waiting is resumed first.
  package func wait(_ continuation: CheckedContinuation<Void, Never>) {
    open()
    self.continuation = continuation
  }

  /// Resumes the waiting continuation, if any; harmless when called again.
  package func open() {
    continuation?.resume()
    continuation = nil
  }
}
