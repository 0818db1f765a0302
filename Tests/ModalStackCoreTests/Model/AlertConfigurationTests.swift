import Foundation
import Testing

@testable import ModalStackCore

/// Alerts and confirmation dialogs as values: defaults, validation, coding.
@Suite struct AlertConfigurationTests {
  private let delete = AlertButton("Delete", role: .destructive, id: "delete")

  /// A dialog with an empty title shows no title bar; an alert shows its title as given.
  @Test func aDialogWithAnEmptyTitleShowsNone() {
    let untitled = AlertConfiguration(title: "", buttons: [delete])
    #expect(untitled.shownTitle(isConfirmationDialog: true) == nil)
    #expect(untitled.shownTitle(isConfirmationDialog: false) == "")
    #expect(AlertConfiguration(title: "Draft", buttons: [delete]).shownTitle(isConfirmationDialog: true) == "Draft")
  }

  @Test func titleVisibilityDecidesTheTitleShown() {
    let hidden = AlertConfiguration(title: "Photo", buttons: [delete], titleVisibility: .hidden)
    #expect(hidden.shownTitle(isConfirmationDialog: true) == nil)
    #expect(hidden.shownTitle(isConfirmationDialog: false) == nil)
    let visible = AlertConfiguration(title: "", buttons: [delete], titleVisibility: .visible)
    #expect(visible.shownTitle(isConfirmationDialog: true) == "")
    let dialog = Presentation.confirmationDialog(
      title: "Photo", titleVisibility: .hidden, buttons: [delete], anchor: PopoverAnchor("menu"))
    #expect(dialog.alertContent?.titleVisibility == .hidden)
  }

  @Test func aPreferredButtonMustBeOneOfAnAlertsButtons() throws {
    func validate(_ presentation: Presentation) throws {
      if case .modal(let modal) = presentation { try modal.validate() }
    }
    let alert = Presentation.alert(
      title: "Rename", buttons: [AlertButton("Save", id: "save"), .cancel()], preferredButton: "save")
    #expect(alert.alertContent?.preferredButtonIndex == 0)
    try validate(alert)
    // Two buttons may report the same id; the preferred one is the first, as the user reads them.
    let repeated = AlertConfiguration(
      title: "Save?",
      buttons: [AlertButton("Keep", id: "k"), AlertButton("Save", id: "s"), AlertButton("Also save", id: "s")],
      preferredButton: "s")
    #expect(repeated.preferredButtonIndex == 1)
    #expect(throws: PresentationError.preferredButtonNotFound(title: "Rename", id: "sav")) {
      try validate(.alert(title: "Rename", buttons: [AlertButton("Save", id: "save")], preferredButton: "sav"))
    }
    var dialog = AlertConfiguration(title: "Photo", buttons: [delete, .cancel()])
    dialog.preferredButton = "delete"
    #expect(throws: PresentationError.preferredButtonInConfirmationDialog(title: "Photo")) {
      try validate(.modal(.confirmationDialog(dialog, anchor: PopoverAnchor("menu"))))
    }
  }

  /// An alert keeps every part it was given, the message too, and saving it keeps them all.
  @Test func anAlertKeepsEveryPartAndSavingKeepsThem() throws {
    let alert = AlertConfiguration(
      title: "Rename", message: "Names show in the list.", buttons: [AlertButton("Save", id: "save"), .cancel()],
      textFields: [AlertTextField(placeholder: "Name")], preferredButton: "save", titleVisibility: .visible)
    #expect(alert.title == "Rename" && alert.buttons == [AlertButton("Save", id: "save"), .cancel()])
    #expect(alert.message == "Names show in the list.")
    #expect(alert.textFields == [AlertTextField(placeholder: "Name")])
    #expect(alert.preferredButton == "save" && alert.titleVisibility == .visible)
    #expect(try JSONDecoder().decode(AlertConfiguration.self, from: JSONEncoder().encode(alert)) == alert)
  }

  @Test func aTestStatesTheAnswerItExpects() {
    let answer = AlertResponse(button: AlertButton("Rename", id: "rename"), texts: ["Notes"])
    #expect(answer.texts == ["Notes"])
    #expect(AlertResponse(button: .cancel()).texts.isEmpty)
  }

  @Test func anAlertWithoutButtonsGetsOK() {
    #expect(Presentation.alert(title: "Saved").alertContent?.buttons == [AlertButton("OK")])
  }

  @Test func aDialogWithoutCancelGetsOne() {
    let dialog = Presentation.confirmationDialog(title: "Photo", buttons: [delete], anchor: PopoverAnchor("menu"))
    #expect(dialog.alertContent?.buttons == [delete, .cancel()])
    let own = Presentation.confirmationDialog(
      title: "Photo", buttons: [.cancel("Keep"), delete], anchor: PopoverAnchor("menu"))
    #expect(own.alertContent?.buttons == [.cancel("Keep"), delete])
  }

  @Test func aButtonIsKnownByItsTitleUnlessGivenAnID() {
    #expect(AlertButton("Save").id == "Save")
    #expect(delete.id == "delete")
    #expect(AlertButton.cancel("Abbrechen").id == "cancel")
  }

  @Test func alertsAreBlockedFromSwipesAndValid() throws {
    let alert = Presentation.alert(
      title: "Delete?", buttons: [delete, .cancel()], textFields: [AlertTextField(placeholder: "Why")])
    guard case .modal(let modal) = alert else {
      Issue.record("not modal")
      return
    }
    #expect(modal.dismissPolicy == .blocked)
    try modal.validate()
  }

  @Test(arguments: [
    (ModalStyle.alert(AlertConfiguration(title: "A", buttons: [])), PresentationError.alertWithoutButtons(title: "A")),
    (
      .confirmationDialog(AlertConfiguration(title: "D", buttons: [.cancel()]), anchor: PopoverAnchor("x")),
      .alertWithoutButtons(title: "D")
    ),
    (.alert(AlertConfiguration(title: "A", buttons: [.cancel(), .cancel("No")])), .multipleCancelButtons(title: "A")),
    (
      .alert(AlertConfiguration(title: "A", buttons: [AlertButton("OK"), AlertButton(""), AlertButton("")])),
      .emptyAlertButtonTitle(title: "A", index: 1)  // the first empty title
    ),
    (
      .confirmationDialog(
        AlertConfiguration(title: "D", buttons: [AlertButton("Go"), .cancel()], textFields: [AlertTextField()]),
        anchor: PopoverAnchor("x")),
      .textFieldsInConfirmationDialog(title: "D")
    ),
    (
      .confirmationDialog(AlertConfiguration(title: "D", buttons: [AlertButton("Go")]), anchor: PopoverAnchor("x")),
      .confirmationDialogWithoutCancelButton(title: "D")
    ),
    (
      .confirmationDialog(
        AlertConfiguration(title: "D", buttons: [AlertButton("Go"), .cancel()]), anchor: PopoverAnchor("")),
      .confirmationDialogWithoutAnchor(title: "D")
    ),
  ])
  func invalidAlertsAreRefusedNamingTheAlert(style: ModalStyle, error: PresentationError) {
    #expect(throws: error) { try ModalPresentation(style: style).validate() }
    #expect(error.description.contains("\"\(error.alertTitle)\""))
  }

  @Test func anAlertCannotHaveACustomTransition() {
    let modal = ModalPresentation(
      style: .alert(AlertConfiguration(title: "A", buttons: [AlertButton("OK")])), transition: .custom(.popup))
    #expect(throws: PresentationError.customTransitionNotSupported(modal.style)) { try modal.validate() }
  }

  @Test func alertsAndDialogsRoundTripThroughCoding() throws {
    let presentations: [Presentation] = [
      .alert(
        title: "Rename", message: "A new name", buttons: [AlertButton("Save"), .cancel()],
        textFields: [
          AlertTextField(placeholder: "Name", text: "Draft", isSecure: false),
          AlertTextField(placeholder: "PIN", isSecure: true),
        ]),
      .confirmationDialog(title: "", buttons: [delete], anchor: PopoverAnchor("menu")),
    ]
    let data = try JSONEncoder().encode(presentations)
    #expect(try JSONDecoder().decode([Presentation].self, from: data) == presentations)
  }

  @Test func theControllerIsAnAlertNeverSwipedAway() {
    let alert = ControllerConfiguration(
      ModalPresentation(style: .alert(AlertConfiguration(title: "A", buttons: [AlertButton("OK")]))))
    #expect(
      alert.alert != nil && !alert.isConfirmationDialog && alert.isModalInPresentation && alert.style == .overFullScreen
    )
    let dialog = ControllerConfiguration(
      ModalPresentation(
        style: .confirmationDialog(
          AlertConfiguration(title: "D", buttons: [AlertButton("Go")]), anchor: PopoverAnchor("m"))))
    #expect(dialog.isConfirmationDialog && dialog.style == .popover && dialog.popoverAnchor == PopoverAnchor("m"))
  }
}

extension Presentation {
  fileprivate var alertContent: AlertConfiguration? {
    if case .modal(let modal) = self { modal.style.alertConfiguration } else { nil }
  }
}

extension PresentationError {
  fileprivate var alertTitle: String {
    switch self {
    case .alertWithoutButtons(let title), .multipleCancelButtons(let title), .emptyAlertButtonTitle(let title, _),
      .textFieldsInConfirmationDialog(let title), .confirmationDialogWithoutAnchor(let title),
      .confirmationDialogWithoutCancelButton(let title):
      title
    default: ""
    }
  }
}
