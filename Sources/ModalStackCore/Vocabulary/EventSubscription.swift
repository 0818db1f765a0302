/// Keeps a ``Router/observe(_:)`` or ``Router/observeLinks(_:)`` handler registered while it is
/// held: cancel it, or let it go, and the handler is not called again.
///
/// ```swift
/// @State private var subscription: EventSubscription?
/// subscription = router.observe { event in analytics.log(event) }
/// ```
@MainActor
public final class EventSubscription {
  /// Unregisters the handler; `nil` once cancelled.
  var onCancel: (() -> Void)?

  /// Stops the handler now.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }
}
