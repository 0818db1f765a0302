/// Keeps a ``Router/observe(_:)`` or ``Router/observeLinks(_:)`` handler registered while it is held.
@MainActor
public final class EventSubscription {
  var onCancel: (() -> Void)?

  /// Stops the handler now.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }
}
