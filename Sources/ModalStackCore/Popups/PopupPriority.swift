/// How urgent a popup given to ``Router/enqueue(_:as:priority:lifetime:announcement:whenIdle:advance:id:)``
/// is: a popup waits while one of equal or higher priority is up; a higher one goes over a lower
/// one, or replaces it (``PopupQueueRules/higherPriority``).
///
/// ```swift
/// try router.enqueue(.rating, as: .popup, priority: .low)
/// try router.enqueue(.sessionExpired, as: .popup, priority: .critical)   // goes over the rating popup
/// try router.enqueue(.offer, as: .popup, priority: PopupPriority(600))
/// ```
public struct PopupPriority: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The priority's value; the router accepts ``validRange`` only.
  public let rawValue: Int

  /// Creates a priority.
  /// - Parameter rawValue: A value in ``validRange`` (`0...1000`); another value is refused with
  ///   ``PopupQueueError/priorityOutOfRange(_:)`` when the popup is enqueued.
  public init(_ rawValue: Int) { self.rawValue = rawValue }

  /// The values the router accepts.
  public static let validRange = 0...1000
  /// 250: a tip, a rating prompt.
  public static let low = PopupPriority(250)
  /// 500, the default.
  public static let normal = PopupPriority(500)
  /// 750: something the user asked for.
  public static let high = PopupPriority(750)
  /// 1000: the session expired, the payment failed.
  public static let critical = PopupPriority(1000)

  public static func < (lhs: PopupPriority, rhs: PopupPriority) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { "priority \(rawValue)" }
}
