/// What VoiceOver and the keyboard do with a layer, decided from its presentation: the adapter
/// applies it with UIKit (`accessibilityViewIsModal`, `UIAccessibility.post`, the escape
/// gesture, the keyboard layout guide, first responders), the simulator exposes it to tests.
///
/// ```swift
/// let popup = LayerAccessibility(ModalPresentation(style: .popup(PopupConfiguration())))
/// popup.isModal        // true: VoiceOver does not read the screen behind
/// popup.arrival        // .moveFocusInto: VoiceOver focus goes into the popup
/// popup.escape         // .dismisses: the escape gesture closes it
/// ```
package struct LayerAccessibility: Hashable, Sendable {
  /// What VoiceOver hears when the layer shows.
  package enum Arrival: Hashable, Sendable {
    /// Nothing from ModalStack: UIKit moves focus into a presented sheet or cover itself.
    case system
    /// Focus moves into the layer (`screenChanged` with the layer's view).
    case moveFocusInto
    /// The app's text is announced; focus stays where it is (a toast).
    case announce(String)
    /// The layer's content is read; focus stays where it is (a toast without an announcement:
    /// `layoutChanged` with the toast's view).
    case readContent
  }

  /// What VoiceOver's escape gesture (two-finger Z, `accessibilityPerformEscape`) does.
  package enum Escape: Hashable, Sendable {
    /// It dismisses the layer.
    case dismisses
    /// It asks the route's confirmation handler first (``DismissPolicy/confirm``).
    case asksFirst
    /// Nothing: the route's dismissal is blocked, or the layer lets touches through (a toast is
    /// not where VoiceOver is, so the gesture belongs to the screen below).
    case passesOn
  }

  /// An element of a popup, for its reading order.
  package enum Element: Hashable, Sendable {
    /// The popup's content.
    case content
    /// The dimmed background, read as a "Dismiss" button when a tap on it closes the popup.
    case dismissButton
  }

  /// The order VoiceOver reads a popup's elements in: its content first, then the background's
  /// "Dismiss" button when there is one, so focus moved into the popup lands on its content.
  /// Empty for a layer that is not a popup.
  package let readingOrder: [Element]

  /// Whether VoiceOver keeps to this layer and does not read the screen behind
  /// (`accessibilityViewIsModal`): every dimmed popup and clear over-layer; not a toast.
  package let isModal: Bool
  /// What VoiceOver hears when the layer shows: posted once per route, when its content is on
  /// screen (``LayerAccessibilityTimeline``).
  package let arrival: Arrival
  /// Whether VoiceOver focus goes back to the element that had it when the layer showed, once
  /// the layer goes (the button that opened a popup), and the text field that had the keyboard
  /// in the layer below takes it back, so the keyboard below is not dropped.
  package let returnsFocusToOpener: Bool
  /// What the escape gesture does.
  package let escape: Escape
  /// Whether the layer takes the escape gesture (dismissing or asking first) rather than
  /// passing it on to the screen below.
  package var handlesEscape: Bool { escape != .passesOn }
  /// Whether the layer's content stays above the keyboard (a popup at the centre or bottom).
  package let avoidsKeyboard: Bool

  /// The decisions for a modal layer.
  /// - Parameters:
  ///   - modal: The layer's presentation.
  ///   - announcement: What the app asked VoiceOver to say when a toast shows, if anything.
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
