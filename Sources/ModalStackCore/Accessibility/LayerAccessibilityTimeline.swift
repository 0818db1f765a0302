/// What VoiceOver is given as a layer's view comes and goes, decided once per route: SwiftUI sends
/// `onAppear` and `onDisappear` each time the view enters and leaves the window (a cover over a
/// popup removes it), which is not the route arriving or leaving. The arrival is posted once, after
/// the entrance; a layer uncovered says nothing, as UIKit's dismissal of the cover moves focus
/// back; focus returns to the opener once, when the route leaves.
package struct LayerAccessibilityTimeline: Hashable, Sendable {
  /// What the adapter tells VoiceOver.
  package enum Action: Hashable, Sendable {
    /// The layer arrived: post its arrival.
    case arrive(LayerAccessibility.Arrival)
    /// The route left: focus and the keyboard go back to what had them when it arrived.
    case returnToOpener
  }

  private var hasArrived = false

  package init() {}

  /// The layer's content is on screen; `nil` for a repeated appearance.
  package mutating func contentShown(_ decisions: LayerAccessibility) -> Action? {
    guard !hasArrived else { return nil }
    hasArrived = true
    return .arrive(decisions.arrival)
  }

  /// The layer's view left the window; `nil` while it is only covered (`routeLeft` is `false`).
  package mutating func viewLeft(_ decisions: LayerAccessibility, routeLeft: Bool) -> Action? {
    guard hasArrived, routeLeft else { return nil }
    hasArrived = false
    return decisions.returnsFocusToOpener ? .returnToOpener : nil
  }
}
