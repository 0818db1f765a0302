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
  ///
  /// A popup that closes on a tap outside hears only taps (a window-wide tap recognizer that
  /// cancels nothing): a scroll or a drag on the screen below passes through and is not a tap
  /// outside (a core rule: ``ControllerConfiguration/reportsTouchesOutsideContent``).
  @MainActor
  final class PassthroughView: UIView, UIGestureRecognizerDelegate {
    /// The controller of the layer this overlay belongs to (it goes when that one goes).
    weak var anchor: UIViewController?
    /// The overlay's controller, held here: it is nobody's child, and nothing else would keep it
    /// alive. No cycle: a view does not retain its superview.
    var overlay: UIViewController?
    /// Hears taps anywhere in the window without taking part in them: a touch that moves (a scroll
    /// of the screen below) is not a tap, and the tap still reaches the view under it.
    private lazy var tapWatcher: UITapGestureRecognizer = {
      let recognizer = UITapGestureRecognizer(target: self, action: #selector(windowTapped(_:)))
      recognizer.cancelsTouchesInView = false
      recognizer.delaysTouchesEnded = false
      recognizer.delegate = self
      return recognizer
    }()

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard let overlay, let content = overlay as? OverlayContent,
        convert(content.touchableFrame, from: overlay.view).contains(point)
      else { return nil }
      return super.hitTest(point, with: event)
    }

    override func willMove(toWindow newWindow: UIWindow?) {
      super.willMove(toWindow: newWindow)
      tapWatcher.view?.removeGestureRecognizer(tapWatcher)
      // Only a popup that closes on a tap outside listens (`reportsTouchesOutsideContent`).
      if let newWindow, (overlay as? OverlayContent)?.onTouchOutside != nil {
        newWindow.addGestureRecognizer(tapWatcher)
      }
    }

    /// A tap ended somewhere in the window: outside the content, the popup is told.
    @objc private func windowTapped(_ recognizer: UITapGestureRecognizer) {
      guard recognizer.state == .ended, let overlay, let content = overlay as? OverlayContent,
        let onTouchOutside = content.onTouchOutside,
        !convert(content.touchableFrame, from: overlay.view).contains(recognizer.location(in: self))
      else { return }
      onTouchOutside()
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool { true }
  }
#endif
