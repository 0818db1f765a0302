/// A popup given to the popup queue: its route and what the queue knows of it.
///
/// ```swift
/// for waiting in router.popupQueue { print(waiting.route.destination, waiting.priority) }
/// ```
public struct QueuedPopup<Destination: Hashable & Sendable>: Hashable, Sendable {
  /// The route the popup is shown as.
  public let route: Route<Destination>
  /// How urgent it is.
  public let priority: PopupPriority
  /// How long it stays once shown, on the router's clock; `nil` until dismissed.
  public let lifetime: Duration?
  /// What VoiceOver says when it shows, for a toast; `nil` reads its content.
  public let announcement: String?

  /// The route's id.
  public var id: RouteID { route.id }

  /// Whether it is a toast: a popup that lets touches through. Toasts stack; dimmed popups show
  /// one per priority.
  public var isToast: Bool { route.modal.map { ControllerConfiguration($0).isOverlay } ?? false }

  package init(route: Route<Destination>, priority: PopupPriority, lifetime: Duration?, announcement: String?) {
    self.route = route
    self.priority = priority
    self.lifetime = lifetime
    self.announcement = announcement
  }
}
