/// Keeps a ``Router/observe(_:)`` handler registered until it is cancelled.
@MainActor
public final class EventSubscription {
  private var onCancel: (() -> Void)?

  init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

  /// Stops the handler.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }
}
