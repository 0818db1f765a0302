/// What VoiceOver is told as a layer's view comes and goes, decided once per route: SwiftUI sends
/// `onAppear` and `onDisappear` each time the view enters and leaves the window (a full-screen
/// cover presented over a popup removes it, and it appears again when the cover goes), which is
/// not the same as the route arriving or leaving.
///
/// - The arrival (``LayerAccessibility/arrival``) is posted once, when the layer's content is on
///   screen: after a popup's entrance, so VoiceOver moves into the content and not onto the dimmed
///   background's "Dismiss" button, which comes after the content in reading order.
/// - A layer covered and uncovered is not announced again, and says nothing: UIKit's dismissal of
///   the cover moves focus back into the screen it reveals.
/// - Focus and the keyboard go back to the opener once, when the route leaves; never when the
///   layer is only covered (the cover has focus then).
///
/// ```swift
/// var timeline = LayerAccessibilityTimeline()
/// timeline.contentShown(popup)                 // .arrive(.moveFocusInto)
/// timeline.viewLeft(popup, routeLeft: false)   // nil: a cover went over it
/// timeline.contentShown(popup)                 // nil: the cover went
/// timeline.viewLeft(popup, routeLeft: true)    // .returnToOpener
/// ```
package struct LayerAccessibilityTimeline: Hashable, Sendable {
  /// What the adapter tells VoiceOver.
  package enum Action: Hashable, Sendable {
    /// The layer arrived: post its arrival.
    case arrive(LayerAccessibility.Arrival)
    /// The route left: focus and the keyboard go back to what had them when it arrived.
    case returnToOpener
  }

  private var hasArrived = false

  /// A layer whose view has not appeared yet.
  package init() {}

  /// The layer's content is on screen: after its entrance, or again once what covered it went.
  /// - Parameter decisions: The layer's decisions.
  /// - Returns: What to tell VoiceOver; `nil` for a repeated appearance that changes nothing.
  package mutating func contentShown(_ decisions: LayerAccessibility) -> Action? {
    guard !hasArrived else { return nil }
    hasArrived = true
    return .arrive(decisions.arrival)
  }

  /// The layer's view left the window.
  /// - Parameters:
  ///   - decisions: The layer's decisions.
  ///   - routeLeft: Whether its route left the stack; `false` when a layer above covers it.
  /// - Returns: What to tell VoiceOver; `nil` while the layer is only covered.
  package mutating func viewLeft(_ decisions: LayerAccessibility, routeLeft: Bool) -> Action? {
    guard hasArrived, routeLeft else { return nil }
    hasArrived = false
    return decisions.returnsFocusToOpener ? .returnToOpener : nil
  }
}
