#if canImport(UIKit)
  import UIKit

  /// What a ``PassthroughView`` needs from the overlay it holds.
  @MainActor
  protocol OverlayContent: AnyObject {
    /// The frame of the content that takes touches, in the overlay view's coordinates.
    var touchableFrame: CGRect { get }
    /// Called when a touch lands outside the content (only set when the popup closes on a tap outside).
    var onTouchOutside: (@MainActor () -> Void)? { get }
  }

  /// The view an overlay's view lies in, over the window: a touch outside the
  /// overlay's content goes on to the views below it (hit-testing returns `nil`), so a toast does
  /// not block the screen under it. A presented controller cannot do this: UIKit's presentation
  /// container takes every touch in the window (see UIKit's Rules as the Simulator Enforces Them, 'Overlays let touches through').
  @MainActor
  final class PassthroughView: UIView {
    /// The controller of the layer this overlay belongs to (it goes when that one goes).
    weak var anchor: UIViewController?
    /// The overlay's controller, held here: it is nobody's child, and nothing else would keep it
    /// alive. No cycle: a view does not retain its superview.
    var overlay: UIViewController?
    /// The last touch event reported as outside, so one touch is reported once (UIKit may hit-test
    /// the same event more than once).
    private var reportedEvent: TimeInterval?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard let overlay, let content = overlay as? OverlayContent else { return nil }
      if convert(content.touchableFrame, from: overlay.view).contains(point) {
        return super.hitTest(point, with: event)
      }
      if let event, event.type == .touches, reportedEvent != event.timestamp,
        let onTouchOutside = content.onTouchOutside
      {
        reportedEvent = event.timestamp
        // Not during hit-testing: the dismissal changes the view hierarchy.
        Task { @MainActor in onTouchOutside() }
      }
      return nil
    }
  }
#endif
