/// A screen given to the queue (a popup, or any presentation): its route and what the queue
/// knows of it.
public struct QueuedPopup<Destination: Hashable & Sendable>: Hashable, Sendable {
  /// The route the popup is shown as.
  public let route: Route<Destination>
  /// How urgent it is.
  public let priority: PopupPriority
  /// How long it stays once shown, on the router's clock; `nil` until dismissed.
  public let lifetime: Duration?
  /// What VoiceOver says when it shows, for a toast; `nil` reads its content.
  public let announcement: String?
  /// Whether it waits until nothing is presented over the root screen (``Router/enqueue(_:as:priority:lifetime:announcement:whenIdle:advance:id:)``).
  public let whenIdle: Bool
  /// Whether it takes its turn by the queue's rules or only once the app asks
  /// (``Router/showNextQueued()``).
  public let advance: QueueAdvance

  /// The route's id, for the queue's own lookups; the API spells it `route.id`.
  var id: RouteID { route.id }

  /// Whether it is a toast: a popup that lets touches through. Toasts stack; dimmed popups show
  /// one per priority.
  public var isToast: Bool { route.modal.map { ControllerConfiguration($0).isOverlay } ?? false }
}
