extension ControllerConfiguration {
  /// The transition a transitioning delegate runs, if any: custom transitions of presented
  /// controllers. A popup animates its content itself, so UIKit adds it without one.
  package var transitioningDelegateTransition: CustomTransition? {
    popup == nil ? customTransition : nil
  }

  /// Whether a tap outside the content is reported as an attempt to dismiss by the overlay's
  /// own view: a toast that asks for it (a dimmed popup's background reports its own taps, a
  /// presented controller's come through its presentation controller).
  ///
  /// Only a tap counts: the touches outside a toast pass through to the screen below, and one that
  /// moves (a scroll, a drag, a swipe back) belongs to that screen, not to the toast. The adapter
  /// hears taps with a tap recognizer that cancels nothing; the simulator's
  /// `SimulatedHost.scrollOutside()` passes through without telling the toast.
  package var reportsTouchesOutsideContent: Bool {
    isOverlay && popup?.dismissOnTapOutside == true
  }

  /// The background colour to set, if any: clear for layers that leave what is below visible,
  /// the route's own colour, or `nil` for the system background and for a controller the app made
  /// (Safari, a share sheet), which draws its own.
  /// - Parameter background: The route's background.
  package func backgroundColor(for background: ModalBackground) -> ModalColor? {
    if showsController { return nil }
    if hasClearBackground { return .transparent }
    if case .color(let color) = background { return color }
    return nil
  }
}
