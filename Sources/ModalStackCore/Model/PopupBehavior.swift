/// The rules of a popup's container as a value: what it draws, which taps it reports, how its content comes and goes.
package struct PopupBehavior: Hashable, Sendable {
  package enum Change: Hashable, Sendable {
    /// At once, without animation: the popup has no content transition.
    case atOnce
    /// Animated with this transition, Reduce Motion applied.
    case animated(CustomTransition)
  }

  package let configuration: PopupConfiguration
  /// The content transition asked for; `nil` appears and goes at once.
  package let transition: CustomTransition?
  /// Whether the content is on screen, or on its way there.
  package private(set) var isContentVisible = false

  package init(configuration: PopupConfiguration, transition: CustomTransition?) {
    self.configuration = configuration
    self.transition = transition
  }

  /// Whether the container draws the dimming, which takes every touch in the window.
  package var drawsDimming: Bool { !configuration.letsTouchesThrough }

  /// Whether a tap on the dimming is reported as an attempt to dismiss; VoiceOver offers it as a button only then.
  package var reportsTapsOnDimming: Bool { configuration.dismissOnTapOutside }

  package func contentTransition(reduceMotion: Bool) -> CustomTransition? {
    transition?.respecting(reduceMotion: reduceMotion)
  }

  /// The container appeared: the content comes in; `nil` when it is showing already.
  package mutating func show(reduceMotion: Bool) -> Change? {
    guard !isContentVisible else { return nil }
    isContentVisible = true
    return change(reduceMotion: reduceMotion)
  }

  /// The route is about to be dismissed: the content goes out; `nil` when it is not showing.
  package mutating func hide(reduceMotion: Bool) -> Change? {
    guard isContentVisible else { return nil }
    isContentVisible = false
    return change(reduceMotion: reduceMotion)
  }

  private func change(reduceMotion: Bool) -> Change {
    contentTransition(reduceMotion: reduceMotion).map(Change.animated) ?? .atOnce
  }
}
