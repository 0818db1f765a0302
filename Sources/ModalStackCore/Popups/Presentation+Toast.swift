extension Presentation {
  /// A toast: a popup at the bottom without dimming, so touches outside it reach the screen
  /// below, and a tap outside does not close it. Give it a lifetime in the popup queue.
  ///
  /// ```swift
  /// try router.enqueue(.saved, as: .toast, lifetime: .seconds(2), announcement: "Saved")
  /// ```
  public static let toast: Presentation = .popup(alignment: .bottom, dimming: .none)
}
