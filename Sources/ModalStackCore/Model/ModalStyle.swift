/// A UIKit modal presentation style, plus ModalStack's popup: presented over full screen, with a container that
/// dims, closes on a tap outside and animates its content.
public enum ModalStyle: Hashable, Sendable, Codable {
  /// A card sheet with detents and an optional grabber (`pageSheet` with a sheet controller).
  case sheet(SheetConfiguration)
  /// `UIModalPresentationStyle.pageSheet` with UIKit's defaults.
  case pageSheet
  /// `UIModalPresentationStyle.formSheet`, sized by the content.
  case formSheet
  /// `UIModalPresentationStyle.fullScreen`: the presenter's view is removed.
  case fullScreen
  /// `UIModalPresentationStyle.overFullScreen`: the presenter stays visible below.
  case overFullScreen
  /// `UIModalPresentationStyle.currentContext`.
  case currentContext
  /// `UIModalPresentationStyle.overCurrentContext`.
  case overCurrentContext
  /// `UIModalPresentationStyle.popover`, pointing at a view marked with `popoverAnchor(_:)`.
  case popover(PopoverAnchor)
  /// A popup over a dimmed background.
  case popup(PopupConfiguration)
  /// An alert (`UIAlertController`, alert style).
  case alert(AlertConfiguration)
  /// A confirmation dialog (`UIAlertController`, action-sheet style); a popover at regular width.
  case confirmationDialog(AlertConfiguration, anchor: PopoverAnchor)

  var isPopover: Bool {
    if case .popover = self { true } else { false }
  }

  var isPopup: Bool {
    if case .popup = self { true } else { false }
  }

  /// Whether this is an alert or a confirmation dialog: answered with a button, never swiped away or covered.
  package var isAlert: Bool { alertConfiguration != nil }

  package var alertConfiguration: AlertConfiguration? {
    switch self {
    case .alert(let content), .confirmationDialog(let content, _): content
    default: nil
    }
  }

  var isSheetLike: Bool {
    switch self {
    case .sheet, .pageSheet, .formSheet: true
    default: false
    }
  }

  /// Whether a route in this style can cover a named view: the context styles, and a dimmed popup.
  var canBeBounded: Bool {
    switch self {
    case .currentContext, .overCurrentContext: true
    case .popup(let configuration): !configuration.letsTouchesThrough
    default: false
    }
  }

  package var shortName: String {
    switch self {
    case .sheet: "sheet"
    case .pageSheet: "pageSheet"
    case .formSheet: "formSheet"
    case .fullScreen: "fullScreenCover"
    case .overFullScreen: "overFullScreen"
    case .currentContext: "currentContext"
    case .overCurrentContext: "overCurrentContext"
    case .popover: "popover"
    case .popup: "popup"
    case .alert: "alert"
    case .confirmationDialog: "confirmationDialog"
    }
  }
}
