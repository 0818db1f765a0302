#if canImport(UIKit)
  import Accessibility
  import ModalStackCore
  import UIKit

  /// Applies a popup's ``LayerAccessibility`` (decided in the core) with UIKit: what VoiceOver
  /// hears when the popup shows, where its focus goes back to, and which text field gets the
  /// keyboard back when the popup goes. It decides nothing.
  @MainActor
  final class PopupAccessibility {
    /// The core's decisions for the popup's layer.
    let decisions: LayerAccessibility
    /// The popup's controller.
    weak var controller: UIViewController?
    /// The element VoiceOver focus was on when the popup showed: the button that opened it.
    private weak var opener: AnyObject?
    /// The view that had the keyboard below the popup when it showed.
    private weak var responderBelow: UIView?
    /// What VoiceOver has heard of this route, as the core decides from the view's comings and goings.
    private var timeline = LayerAccessibilityTimeline()
    /// Whether the route is leaving (its exit action started), not just covered.
    private var isLeaving = false

    init(decisions: LayerAccessibility, controller: UIViewController?) {
      self.decisions = decisions
      self.controller = controller
    }

    /// The popup's content is on screen (its entrance ended, or a cover over it went): the first
    /// time, remember what had focus below, then tell VoiceOver; never again for the same route.
    func contentShown() {
      guard let view = controller?.view, case .arrive(let arrival)? = timeline.contentShown(decisions) else { return }
      opener = UIAccessibility.focusedElement(using: .notificationVoiceOver) as AnyObject?
      if let responder = view.window?.firstResponderInside, !responder.isDescendant(of: view) {
        responderBelow = responder
      }
      switch arrival {
      case .system: break
      // `UIAccessibility.post(notification:argument:)`, in the form Swift 6 accepts.
      case .moveFocusInto: AccessibilityNotification.ScreenChanged(view).post()
      case .announce(let text): AccessibilityNotification.Announcement(text).post()
      case .readContent: AccessibilityNotification.LayoutChanged(view).post()
      }
    }

    /// The route is leaving: its exit action started.
    func routeLeaving() { isLeaving = true }

    /// The popup's view left the window: when its route left, the keyboard and VoiceOver focus go
    /// back below, where the decisions say so; when a cover went over it, nothing.
    func viewLeft() {
      guard timeline.viewLeft(decisions, routeLeft: isLeaving) == .returnToOpener else { return }
      if decisions.returnsFocusToOpener, let responder = responderBelow, responder.window != nil {
        responder.becomeFirstResponder()
      }
      if decisions.returnsFocusToOpener, let opener {
        AccessibilityNotification.ScreenChanged(opener).post()
      }
    }

    /// Where an element of the popup comes in VoiceOver's reading order
    /// (`accessibilitySortPriority`: higher is read first), as the core orders them.
    func sortPriority(of element: LayerAccessibility.Element) -> Double {
      Double(decisions.readingOrder.count - (decisions.readingOrder.firstIndex(of: element) ?? 0))
    }
  }

  extension UIView {
    /// The first responder among this view and its subviews, if any.
    fileprivate var firstResponderInside: UIView? {
      if isFirstResponder { return self }
      for subview in subviews {
        if let found = subview.firstResponderInside { return found }
      }
      return nil
    }
  }
#endif
