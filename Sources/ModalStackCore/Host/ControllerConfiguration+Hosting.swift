extension ControllerConfiguration {
  /// The transition a transitioning delegate runs, if any: custom transitions of presented
  /// controllers. A popup animates its content itself, so UIKit adds it without one.
  package var transitioningDelegateTransition: CustomTransition? {
    popup == nil ? customTransition : nil
  }

  /// Whether the overlay's own view reports a tap outside its content as an attempt to dismiss (a
  /// toast that asks). Only taps count: other touches pass through to the screen below.
  package var reportsTouchesOutsideContent: Bool {
    isOverlay && popup?.dismissOnTapOutside == true
  }

  /// The background colour to set: clear for clear layers, the route's colour, or `nil` for the
  /// system background and for a controller the app made, which draws its own.
  package func backgroundColor(for background: ModalBackground) -> ModalColor? {
    if showsController { return nil }
    if hasClearBackground { return .transparent }
    if case .color(let color) = background { return color }
    return nil
  }
}
