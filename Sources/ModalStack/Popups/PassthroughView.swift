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

  /// The view an overlay's view lies in, over the window: a touch outside the overlay's content
  /// goes on to the views below (hit-testing returns `nil`). A presented controller cannot do
  /// this: UIKit's presentation container takes every touch in the window. A popup that closes on
  /// a tap outside hears only taps (``ControllerConfiguration/reportsTouchesOutsideContent``).
  @MainActor
  final class PassthroughView: UIView, UIGestureRecognizerDelegate {
    /// The controller of the layer this overlay belongs to (it goes when that one goes).
    weak var anchor: UIViewController?
    /// The overlay's controller, held here: it is nobody's child (a view does not retain its superview).
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
      if let newWindow, (overlay as? OverlayContent)?.onTouchOutside != nil {
        newWindow.addGestureRecognizer(tapWatcher)
      }
    }

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
