import Testing

@testable import ModalStackCore

/// Every ``PresentationError`` reads as its description wherever an app shows it, names what it
/// is about (the style, the alert's title, the detent) and says what to do.
@Suite struct PresentationErrorTests {
  @Test(arguments: PresentationErrorCase.allCases)
  func everyCaseNamesItsInputAndWhatToDo(_ errorCase: PresentationErrorCase) {
    ErrorRule.expect(errorCase)
  }
}

enum PresentationErrorCase: ErrorCases {
  case partialCurlRequiresFullScreen, popoverWithoutAnchor, emptyDetents, unorderedDetents, invalidDetent
  case detentNotInSheet, duplicateDetentIdentifier, valueOutOfRange, presentedOverPartialCurl, pushOntoClearLayer
  case pushOntoAlert, customTransitionNotSupported, namedTransitionNotSupported, unnamedTransition
  case alertWithoutButtons, multipleCancelButtons, emptyAlertButtonTitle, textFieldsInConfirmationDialog
  case confirmationDialogWithoutCancelButton, confirmationDialogWithoutAnchor, preferredButtonNotFound
  case preferredButtonInConfirmationDialog, transitionNotAllowedInPopover, contextNeedsContextStyle
  case controllerNotSupported, pushedController

  init(_ error: PresentationError) {
    self =
      switch error {
      case .partialCurlRequiresFullScreen: .partialCurlRequiresFullScreen
      case .popoverWithoutAnchor: .popoverWithoutAnchor
      case .emptyDetents: .emptyDetents
      case .unorderedDetents: .unorderedDetents
      case .invalidDetent: .invalidDetent
      case .detentNotInSheet: .detentNotInSheet
      case .duplicateDetentIdentifier: .duplicateDetentIdentifier
      case .valueOutOfRange: .valueOutOfRange
      case .presentedOverPartialCurl: .presentedOverPartialCurl
      case .pushOntoClearLayer: .pushOntoClearLayer
      case .pushOntoAlert: .pushOntoAlert
      case .customTransitionNotSupported: .customTransitionNotSupported
      case .namedTransitionNotSupported(let name, _): name.isEmpty ? .unnamedTransition : .namedTransitionNotSupported
      case .alertWithoutButtons: .alertWithoutButtons
      case .multipleCancelButtons: .multipleCancelButtons
      case .emptyAlertButtonTitle: .emptyAlertButtonTitle
      case .textFieldsInConfirmationDialog: .textFieldsInConfirmationDialog
      case .confirmationDialogWithoutCancelButton: .confirmationDialogWithoutCancelButton
      case .confirmationDialogWithoutAnchor: .confirmationDialogWithoutAnchor
      case .preferredButtonNotFound: .preferredButtonNotFound
      case .preferredButtonInConfirmationDialog: .preferredButtonInConfirmationDialog
      case .transitionNotAllowedInPopover: .transitionNotAllowedInPopover
      case .contextNeedsContextStyle: .contextNeedsContextStyle
      case .controllerNotSupported: .controllerNotSupported
      case .pushedController: .pushedController
      }
  }

  var sample: (error: PresentationError, input: String) {
    switch self {
    case .partialCurlRequiresFullScreen: (.partialCurlRequiresFullScreen(.pageSheet), "pageSheet")
    case .popoverWithoutAnchor: (.popoverWithoutAnchor, "popover")
    case .emptyDetents: (.emptyDetents, "sheet")
    case .unorderedDetents: (.unorderedDetents([.large, .medium]), "[large, medium]")
    case .invalidDetent: (.invalidDetent(.fraction(1.5)), "\(SheetDetent.fraction(1.5))")
    case .detentNotInSheet: (.detentNotInSheet(.height(120)), "\(SheetDetent.height(120))")
    case .duplicateDetentIdentifier: (.duplicateDetentIdentifier("peek"), "\"peek\"")
    case .valueOutOfRange: (.valueOutOfRange(name: "transition duration", value: 12), "transition duration 12.0")
    case .presentedOverPartialCurl: (.presentedOverPartialCurl, "partialCurl")
    case .pushOntoClearLayer: (.pushOntoClearLayer, "clear background")
    case .pushOntoAlert: (.pushOntoAlert(title: "Delete?"), "\"Delete?\"")
    case .customTransitionNotSupported: (.customTransitionNotSupported(.formSheet), "formSheet")
    case .namedTransitionNotSupported: (.namedTransitionNotSupported(name: "ripple", style: .pageSheet), "\"ripple\"")
    case .unnamedTransition: (.namedTransitionNotSupported(name: "", style: .pageSheet), "named transition")
    case .alertWithoutButtons: (.alertWithoutButtons(title: "Delete?"), "\"Delete?\"")
    case .multipleCancelButtons: (.multipleCancelButtons(title: "Delete?"), "\"Delete?\"")
    case .emptyAlertButtonTitle:
      (.emptyAlertButtonTitle(title: "Delete?", index: 2), "button 2 of the alert \"Delete?\"")
    case .textFieldsInConfirmationDialog: (.textFieldsInConfirmationDialog(title: "Share"), "\"Share\"")
    case .confirmationDialogWithoutCancelButton: (.confirmationDialogWithoutCancelButton(title: "Share"), "\"Share\"")
    case .confirmationDialogWithoutAnchor: (.confirmationDialogWithoutAnchor(title: "Share"), "\"Share\"")
    case .preferredButtonNotFound: (.preferredButtonNotFound(title: "Delete?", id: "keep"), "\"keep\"")
    case .preferredButtonInConfirmationDialog: (.preferredButtonInConfirmationDialog(title: "Share"), "\"Share\"")
    case .transitionNotAllowedInPopover: (.transitionNotAllowedInPopover(.flipHorizontal), "flipHorizontal")
    case .contextNeedsContextStyle: (.contextNeedsContextStyle("detail", .pageSheet), "\"detail\"")
    case .controllerNotSupported: (.controllerNotSupported(.overFullScreen), "overFullScreen")
    case .pushedController: (.pushedController, "view controller")
    }
  }
}
