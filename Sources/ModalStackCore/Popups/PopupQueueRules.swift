/// How the popup queue treats popups that arrive while others are up (``Router/popupQueueRules``).
///
/// ```swift
/// router.popupQueueRules = PopupQueueRules(higherPriority: .replace, visibleToasts: 2)
/// ```
public struct PopupQueueRules: Hashable, Sendable {
  /// What a popup of higher priority does to the dimmed popup showing.
  public enum HigherPriority: String, Hashable, Sendable, CaseIterable {
    /// It goes over it; the lower one shows again once the higher one goes.
    case cover
    /// The lower one is dismissed (reason ``RouteChangeReason/replaced``) and does not come back.
    case replace
  }

  /// What a popup of higher priority does to the dimmed popup showing; it goes over by default.
  public var higherPriority: HigherPriority
  /// How many toasts (popups that let touches through) show at once, stacked; more wait. At least 1.
  public var visibleToasts: Int

  /// Creates rules.
  /// - Parameters:
  ///   - higherPriority: What a popup of higher priority does to the one showing.
  ///   - visibleToasts: How many toasts show at once; values below 1 count as 1.
  public init(higherPriority: HigherPriority = .cover, visibleToasts: Int = 3) {
    self.higherPriority = higherPriority
    self.visibleToasts = visibleToasts
  }
}
