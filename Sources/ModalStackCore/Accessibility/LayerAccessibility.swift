/// What VoiceOver and the keyboard do with a layer, decided from its presentation; the adapter
/// applies it with UIKit (`accessibilityViewIsModal`, `UIAccessibility.post`, the escape gesture).
package struct LayerAccessibility: Hashable, Sendable {
  /// What VoiceOver hears when the layer shows.
  package enum Arrival: Hashable, Sendable {
    /// Nothing from ModalStack: UIKit moves focus into a presented sheet or cover itself.
    case system
    /// Focus moves into the layer (`screenChanged` with the layer's view).
    case moveFocusInto
    /// The app's text is announced; focus stays where it is (a toast).
    case announce(String)
    /// The layer's content is read (`layoutChanged` with the toast's view); focus stays where it is.
    case readContent
  }

  /// What VoiceOver's escape gesture (two-finger Z, `accessibilityPerformEscape`) does.
  package enum Escape: Hashable, Sendable {
    case dismisses
    /// It asks the route's confirmation handler first (``DismissPolicy/confirm``).
    case asksFirst
    /// Nothing: the dismissal is blocked, or it is a toast (VoiceOver is not there: the screen below's).
    case passesOn
  }

  /// An element of a popup, for its reading order.
  package enum Element: Hashable, Sendable {
    case content
    /// The dimmed background, read as a "Dismiss" button when a tap on it closes the popup.
    case dismissButton
  }

  /// The order VoiceOver reads a popup's elements in: content first, so focus moved into the popup
  /// lands on it; empty for a layer that is not a popup.
  package let readingOrder: [Element]

  /// `accessibilityViewIsModal`: every dimmed popup and clear over-layer; not a toast.
  package let isModal: Bool
  /// Posted once per route, when its content is on screen (``LayerAccessibilityTimeline``).
  package let arrival: Arrival
  /// Whether VoiceOver focus, and the keyboard of the layer below, go back to what had them once
  /// the layer goes.
  package let returnsFocusToOpener: Bool
  package let escape: Escape
  package var handlesEscape: Bool { escape != .passesOn }
  /// Whether the layer's content stays above the keyboard (a popup at the centre or bottom).
  package let avoidsKeyboard: Bool

  /// The decisions for a modal layer; `announcement` is what VoiceOver says when a toast shows.
  package init(_ modal: ModalPresentation, announcement: String? = nil) {
    let configuration = ControllerConfiguration(modal)
    isModal = configuration.isModalForAccessibility
    let popup = configuration.popup
    let isToast = configuration.isOverlay
    if isToast {
      arrival = announcement.map(Arrival.announce) ?? .readContent
    } else {
      arrival = popup == nil ? .system : .moveFocusInto
    }
    // A dimmed popup takes focus and the keyboard from the screen below, and gives both back.
    returnsFocusToOpener = popup != nil && !isToast
    switch modal.dismissPolicy {
    case _ where isToast: escape = .passesOn
    case .allowed: escape = .dismisses
    case .confirm: escape = .asksFirst
    case .blocked: escape = .passesOn
    }
    readingOrder =
      switch popup {
      case nil: []
      case let popup? where !isToast && popup.dismissOnTapOutside: [.content, .dismissButton]
      case _?: [.content]
      }
    avoidsKeyboard = popup.map { $0.alignment != .top } ?? false
  }
}
