/// An open protected flow (``Router/beginProtectedFlow(_:)``): while it is open, deep links and
/// commands sent from outside the app's screens wait or are refused. It ends when ``end()`` is
/// called or it is released.
public final class ProtectedFlowScope: Sendable {
  private let onEnd: EndOnce

  init(onEnd: @escaping @MainActor () -> Void) {
    self.onEnd = EndOnce(onEnd)
  }

  /// Ends the flow: held commands run, in order, unless another flow is still protected.
  /// Calling it again does nothing.
  @MainActor public func end() { onEnd.run() }

  deinit {
    let onEnd = self.onEnd
    Task { @MainActor in onEnd.run() }
  }
}

/// Runs an action once, on the main actor.
@MainActor
private final class EndOnce: Sendable {
  private var action: (@MainActor () -> Void)?

  nonisolated init(_ action: @escaping @MainActor () -> Void) {
    // Set before any other access: the instance is not shared yet.
    self.action = action
  }

  func run() {
    let action = self.action
    self.action = nil
    action?()
  }
}
