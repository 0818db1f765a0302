import Foundation

/// Why a ``Presentation`` cannot be shown, raised before anything reaches UIKit.
public enum PresentationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `partialCurl` used with a style other than full screen, or over a presenter that does not cover the screen.
  case partialCurlRequiresFullScreen(ModalStyle)
  /// A popover without an anchor (UIKit would throw `NSGenericException`).
  case popoverWithoutAnchor
  /// A sheet with no detents.
  case emptyDetents
  /// Sheet detents that are not ordered from smallest to largest, or repeat.
  case unorderedDetents([SheetDetent])
  /// A detent whose value is out of range.
  case invalidDetent(SheetDetent)
  /// A selected or undimmed detent that is not one of the sheet's detents.
  case detentNotInSheet(SheetDetent)
  /// Two different detents of one sheet under one identifier (UIKit would take them for one).
  case duplicateDetentIdentifier(String)
  /// A numeric setting out of its range (a transition duration, a dimming opacity, …).
  case valueOutOfRange(name: String, value: Double)
  /// Something presented over a `partialCurl` route, which UIKit forbids.
  case presentedOverPartialCurl
  /// A push onto a layer drawn over a clear background (a popup, an over-style), which has no navigation stack.
  case pushOntoClearLayer
  /// A push onto an alert or a confirmation dialog, which has no navigation stack.
  case pushOntoAlert(title: String)
  /// A custom transition on a style whose presentation UIKit animates itself (sheets, popovers).
  case customTransitionNotSupported(ModalStyle)
  /// A registered SwiftUI transition (``CustomTransition/Effect/named(_:)``) off a popup, or with an empty name.
  case namedTransitionNotSupported(name: String, style: ModalStyle)
  /// An alert without buttons, or a confirmation dialog with none besides Cancel.
  case alertWithoutButtons(title: String)
  /// An alert or dialog with more than one cancel button (UIKit throws).
  case multipleCancelButtons(title: String)
  /// An alert or dialog button with an empty title, by its index.
  case emptyAlertButtonTitle(title: String, index: Int)
  /// Text fields in a confirmation dialog (UIKit throws: only alerts have them).
  case textFieldsInConfirmationDialog(title: String)
  /// A confirmation dialog without a cancel button: a tap outside it would close it unanswered.
  case confirmationDialogWithoutCancelButton(title: String)
  /// A confirmation dialog without an anchor: at regular width it is a popover, which needs a source view.
  case confirmationDialogWithoutAnchor(title: String)
  /// A preferred button that is not one of the alert's buttons.
  case preferredButtonNotFound(title: String, id: String)
  /// A preferred button in a confirmation dialog: UIKit uses one in alerts only.
  case preferredButtonInConfirmationDialog(title: String)
  /// Inside a popover, an overCurrentContext presentation may only use coverVertical (UIKit throws).
  case transitionNotAllowedInPopover(ModalTransition)
  /// A presentation context named by a route whose style cannot be bounded to a view.
  case contextNeedsContextStyle(PresentationContextID, ModalStyle)
  /// A route that ``ModalPresentation/showsController`` in an alert, a dialog or a popup.
  case controllerNotSupported(ModalStyle)
  /// A controller the app makes was asked to be pushed: it is presented, never pushed.
  case pushedController

  public var description: String {
    switch self {
    case .partialCurlRequiresFullScreen(let style):
      "partialCurl requires the fullScreen style over a full-screen presenter, not \(style.shortName); present it as fullScreen over a full-screen route, or use another transition"
    case .popoverWithoutAnchor: "a popover needs an anchor; give it a PopoverAnchor with an id the view marks"
    case .emptyDetents: "a sheet needs at least one detent; give it one, such as .large"
    case .unorderedDetents(let detents):
      "sheet detents must go from smallest to largest without repeats, not \(detents); list each detent once, smallest first"
    case .invalidDetent(let detent):
      "sheet detent \(detent) is out of range; use a fraction in (0, 1], a positive finite height, or a custom name other than medium and large"
    case .detentNotInSheet(let detent):
      "detent \(detent) is not one of the sheet's detents; select one of them, or add it to the sheet"
    case .duplicateDetentIdentifier(let identifier):
      "two sheet detents are named \"\(identifier)\"; give each detent its own identifier"
    case .valueOutOfRange(let name, let value):
      "\(name) \(value) is out of range; use a value in the range its documentation gives"
    case .presentedOverPartialCurl:
      "nothing can be presented over a partialCurl route; dismiss it first, or present with another transition"
    case .namedTransitionNotSupported(let name, let style):
      name.isEmpty
        ? "a named transition needs a name; pass the name its effect was registered under"
        : "the named transition \"\(name)\" is for popups only, not \(style.shortName); present the screen as a popup, or use a custom transition"
    case .customTransitionNotSupported(let style):
      "a custom transition cannot animate a \(style.shortName): UIKit animates sheets and popovers itself; use fullScreen, overFullScreen, a context style or a popup"
    case .transitionNotAllowedInPopover(let transition):
      "inside a popover, overCurrentContext allows only coverVertical, not \(transition.shortName); use coverVertical"
    case .contextNeedsContextStyle(let context, let style):
      "a \(style.shortName) cannot be bounded to the presentation context \"\(context)\"; use currentContext, overCurrentContext or a dimmed popup"
    case .controllerNotSupported(let style):
      "a \(style.shortName) cannot show a view controller; present it as a sheet, a cover or a popover"
    case .pushedController: "a view controller the app makes is presented, never pushed; present it instead"
    case .alertWithoutButtons(let title):
      "the alert \"\(title)\" needs a button the user can answer with; add one (a dialog needs one besides Cancel)"
    case .multipleCancelButtons(let title): "the alert \"\(title)\" has more than one cancel button; keep one"
    case .emptyAlertButtonTitle(let title, let index):
      "button \(index) of the alert \"\(title)\" has no title; give it one"
    case .textFieldsInConfirmationDialog(let title):
      "the confirmation dialog \"\(title)\" cannot have text fields; present an alert"
    case .confirmationDialogWithoutCancelButton(let title):
      "the confirmation dialog \"\(title)\" needs a cancel button, which a tap outside it chooses; add one"
    case .confirmationDialogWithoutAnchor(let title):
      "the confirmation dialog \"\(title)\" needs an anchor, as at regular width it is a popover pointing at it; give it one"
    case .preferredButtonNotFound(let title, let id):
      "the alert \"\(title)\" has no button with id \"\(id)\" to prefer; name one of its buttons"
    case .preferredButtonInConfirmationDialog(let title):
      "the confirmation dialog \"\(title)\" cannot prefer a button, as UIKit uses a preferred action in alerts only; remove it, or present an alert"
    case .pushOntoAlert(let title):
      "the alert \"\(title)\" has no navigation stack to push onto; present the screen instead, or push it once the alert is answered"
    case .pushOntoClearLayer:
      "a layer with a clear background (popup, overFullScreen, overCurrentContext) has no navigation stack to push onto; give it a background colour or present instead"
    }
  }
}

extension PresentationError: LocalizedError {
  /// The error's ``description``, which names the input.
  public var errorDescription: String? { description }
}
