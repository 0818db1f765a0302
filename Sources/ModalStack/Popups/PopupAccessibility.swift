#if canImport(UIKit)
  import Accessibility
  import ModalStackCore
  import UIKit

  /// Applies a popup's ``LayerAccessibility`` (decided in the core) with UIKit: VoiceOver
  /// notifications, focus and the keyboard given back when the popup goes.
  @MainActor
  final class PopupAccessibility {
    let decisions: LayerAccessibility
    weak var controller: UIViewController?
    /// The element VoiceOver focus was on when the popup showed: the button that opened it.
    private weak var opener: AnyObject?
    private weak var responderBelow: UIView?
    private var timeline = LayerAccessibilityTimeline()
    /// Whether the route is leaving (its exit action started), not just covered.
    private var isLeaving = false

    init(decisions: LayerAccessibility, controller: UIViewController?) {
      self.decisions = decisions
      self.controller = controller
    }

    /// The popup's content is on screen: the first time, remember what had focus below, then tell
    /// VoiceOver; never again for the same route.
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

    func routeLeaving() { isLeaving = true }

    /// The popup's view left the window: when its route left, keyboard and VoiceOver focus go back.
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
    fileprivate var firstResponderInside: UIView? {
      if isFirstResponder { return self }
      for subview in subviews {
        if let found = subview.firstResponderInside { return found }
      }
      return nil
    }
  }
#endif
