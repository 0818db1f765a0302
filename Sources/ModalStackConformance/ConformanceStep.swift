/// One step of a conformance scenario: an action in a window, then time for the screen to settle.
package struct ConformanceStep: Hashable, Sendable {
  /// What it does.
  package let action: ConformanceAction
  /// The window it happens in: 0, or 1 once ``ConformanceAction/openWindow`` opened a second one.
  package let window: Int
  /// Whether the runner waits for the screen to settle after it; `false` lets only a moment pass
  /// (the next step happens mid-transition).
  package let settles: Bool

  /// A step.
  /// - Parameters:
  ///   - action: What it does.
  ///   - window: The window it happens in.
  ///   - settles: Whether the runner waits for the screen to settle after it.
  package init(_ action: ConformanceAction, window: Int = 0, settles: Bool = true) {
    self.action = action
    self.window = window
    self.settles = settles
  }

  /// The step's heading in a trace.
  package var title: String {
    (window == 0 ? "" : "window \(window + 1): ") + action.summary + (settles ? "" : " (no wait)")
  }
}
