/// The rules of a popup's container, as a value: what it draws, which taps it reports, and how
/// its content comes and goes. The adapter's container only draws what this decides, so the
/// rules run in Linux tests.
///
/// ```swift
/// var behavior = PopupBehavior(configuration: PopupConfiguration(), transition: .popup)
/// behavior.show(reduceMotion: false)   // .animated(.popup): the content comes in
/// behavior.show(reduceMotion: false)   // nil: it is already showing (a re-appearance)
/// behavior.hide(reduceMotion: true)    // .animated(a fade): Reduce Motion turns scale into opacity
/// ```
package struct PopupBehavior: Hashable, Sendable {
  /// How the content's visibility changes.
  package enum Change: Hashable, Sendable {
    /// At once, without animation: the popup has no content transition.
    case atOnce
    /// Animated with this transition (Reduce Motion already applied).
    case animated(CustomTransition)
  }

  /// The popup's settings.
  package let configuration: PopupConfiguration
  /// The content transition asked for; `nil` appears and goes at once.
  package let transition: CustomTransition?
  /// Whether the content is on screen, or on its way there.
  package private(set) var isContentVisible = false

  /// Creates the behavior of a popup whose content is not shown yet.
  /// - Parameters:
  ///   - configuration: The popup's settings.
  ///   - transition: Its content transition (``ModalPresentation/popupContentTransition``).
  package init(configuration: PopupConfiguration, transition: CustomTransition?) {
    self.configuration = configuration
    self.transition = transition
  }

  /// Whether the container draws the dimming, which takes every touch in the window. A popup that
  /// lets touches through draws none: the screen under it stays usable.
  package var drawsDimming: Bool { !configuration.letsTouchesThrough }

  /// Whether a tap on the dimming is reported as an attempt to dismiss (the router applies the
  /// dismiss policy); VoiceOver offers the dimming as a button only then.
  package var reportsTapsOnDimming: Bool { configuration.dismissOnTapOutside }

  /// The content's transition as the user asked the system to show motion.
  /// - Parameter reduceMotion: Whether Reduce Motion is on.
  package func contentTransition(reduceMotion: Bool) -> CustomTransition? {
    transition?.respecting(reduceMotion: reduceMotion)
  }

  /// The container appeared: the content comes in.
  /// - Parameter reduceMotion: Whether Reduce Motion is on.
  /// - Returns: How, or `nil` when the content is showing already (the container re-appeared).
  package mutating func show(reduceMotion: Bool) -> Change? {
    guard !isContentVisible else { return nil }
    isContentVisible = true
    return change(reduceMotion: reduceMotion)
  }

  /// The route is about to be dismissed (its exit action runs): the content goes out.
  /// - Parameter reduceMotion: Whether Reduce Motion is on.
  /// - Returns: How, or `nil` when the content is not showing (the exit action ends at once).
  package mutating func hide(reduceMotion: Bool) -> Change? {
    guard isContentVisible else { return nil }
    isContentVisible = false
    return change(reduceMotion: reduceMotion)
  }

  private func change(reduceMotion: Bool) -> Change {
    contentTransition(reduceMotion: reduceMotion).map(Change.animated) ?? .atOnce
  }
}
