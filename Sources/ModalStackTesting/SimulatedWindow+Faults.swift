import ModalStackCore

extension SimulatedWindow {
  /// The next transition finishes on screen but its completion is never delivered.
  public func loseNextCompletion() { losesNextCompletion = true }

  /// The next transition never ends: the window stays in transition until ``finishHungTransition()``.
  public func hangNextTransition() { hangsNextTransition = true }

  /// Ends the hung transition, late.
  public func finishHungTransition() {
    guard let finish = hungTransition else { return }
    hungTransition = nil
    record("hung transition completes")
    finish()
  }
}
