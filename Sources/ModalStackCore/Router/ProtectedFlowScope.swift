/// An open protected flow (``Router/beginProtectedFlow(_:)``); it ends when ``end()`` is called
/// or it is released.
public final class ProtectedFlowScope: Sendable {
  private let onEnd: @MainActor @Sendable () -> Void

  init(onEnd: @escaping @MainActor @Sendable () -> Void) {
    self.onEnd = onEnd
  }

  /// Ends the flow: held commands run, in order, unless another flow is protected. Again does nothing.
  @MainActor public func end() { onEnd() }

  deinit {
    let onEnd = self.onEnd
    Task { @MainActor in onEnd() }
  }
}
