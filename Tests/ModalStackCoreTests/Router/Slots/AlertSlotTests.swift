import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// An alert a feature keeps as state (`modalStackAlert($model.alert) { … }`): the answer reaches
/// that feature, after its state was cleared, and the feature navigates from it like any command.
@MainActor
@Suite struct AlertSlotTests {
  enum Action: Hashable, Sendable, Codable {
    case confirmDeletion(Int)
    case edit(Int)
  }

  /// A feature's model: it owns the alert and acts on its answers.
  @MainActor
  final class DetailModel {
    var alert: AlertConfiguration?
    /// What the model saw when each action arrived: the action, and whether its alert was still set.
    var received: [(action: Action, alertWasSet: Bool)] = []
    /// What the user had typed in the alert's text fields when each action arrived.
    var typed: [[String]] = []
    /// Why the slot cleared the alert, each time it did.
    var clearedBecause: [RouteChangeReason] = []
    var onAction: (Action) -> Void = { _ in }

    func alertButtonTapped(_ action: Action, texts: [String]) {
      received.append((action, alert != nil))
      typed.append(texts)
      onAction(action)
    }
  }

  let clock = SimulatedClock()
  let host: SimulatedHost<LocalRoute>
  let router: Router<LocalRoute>
  let model = DetailModel()

  init() throws {
    host = SimulatedHost(clock: clock)
    router = Router(scheduler: clock)
    try router.attach(host)
  }

  private func slot() -> AlertSlot<LocalRoute> {
    AlertSlot(
      router: router, site: "DetailView", isPresented: { [model] in model.alert != nil },
      onRemoved: { [model] reason in
        model.alert = nil
        model.clearedBecause.append(reason)
      })
  }

  private func show(_ slot: AlertSlot<LocalRoute>) throws {
    let routed = try model.alert.map { content in
      try RoutedAlert(.alert, content: content, send: { [model] in model.alertButtonTapped($0, texts: $1) })
    }
    try slot.update(routed)
  }

  @Test func aStateAlertShowsItsTextFieldsAndReturnChoosesItsPreferredButton() async throws {
    let slot = slot()
    model.alert = AlertConfiguration(
      title: "Rename", buttons: [.cancel(), try AlertButton("Save", action: Action.edit(3))],
      textFields: [AlertTextField(placeholder: "Name")], preferredButton: "Save")
    try show(slot)
    await host.settle()
    let shown = router.presented.routes.last?.modal?.style.alertConfiguration
    #expect(shown?.textFields == [AlertTextField(placeholder: "Name")])
    host.pressReturn()
    await host.settle()
    #expect(model.received.map(\.action) == [.edit(3)])
  }

  /// The feature's action arrives with what the user typed in the alert's text fields, in order,
  /// as a tree feature's ``AlertResponse`` carries it.
  @Test func theActionArrivesWithTheTextTypedInEachField() async throws {
    let slot = slot()
    model.alert = AlertConfiguration(
      title: "Rename", buttons: [.cancel(), try AlertButton("Save", action: Action.edit(3))],
      textFields: [AlertTextField(placeholder: "Name", text: "Standup"), AlertTextField(placeholder: "Notes")])
    try show(slot)
    await host.settle()
    #expect(host.tapAlertButton("Save", typing: ["Daily standup", "9:30"]) == .dismissed)
    await host.settle()
    #expect(model.received.map(\.action) == [.edit(3)])
    #expect(model.typed == [["Daily standup", "9:30"]])
  }

  @Test func aStateDialogWithTextFieldsOrAPreferredButtonIsRefusedByName() throws {
    let dialog = RoutedAlert.Kind.confirmationDialog(titleVisibility: .automatic, anchor: PopoverAnchor("row"))
    var content = AlertConfiguration(
      title: "Rename", buttons: [try AlertButton("Save", action: Action.edit(3))], textFields: [AlertTextField()])
    #expect(throws: PresentationError.textFieldsInConfirmationDialog(title: "Rename")) {
      try RoutedAlert(dialog, content: content, send: { (_: Action, _) in })
    }
    content.textFields = []
    content.preferredButton = "Save"
    #expect(throws: PresentationError.preferredButtonInConfirmationDialog(title: "Rename")) {
      try RoutedAlert(dialog, content: content, send: { (_: Action, _) in })
    }
  }

  /// A button whose action is not the type the state's alert sends is refused by name, before it shows.
  @Test func aStateButtonWhoseActionIsAnotherTypeIsRefusedByName() throws {
    let content = AlertConfiguration(title: "Rename", buttons: [try AlertButton("Save", action: "save"), .cancel()])
    #expect(throws: AlertActionError.notDecodable(button: "Save", type: "Action")) {
      try RoutedAlert(.alert, content: content, send: { (_: Action, _) in })
    }
  }

  @Test func theAnswerReachesTheFeatureAfterItsAlertWasCleared() async throws {
    let slot = slot()
    model.alert = AlertConfiguration(
      title: "Delete?",
      buttons: [try AlertButton("Delete", role: .destructive, action: Action.confirmDeletion(3)), .cancel()])
    try show(slot)
    await host.settle()
    #expect(router.presented.description == "root ▸ alert(local alert)")
    host.tapAlertButton("Delete")
    await host.settle()
    #expect(model.received.map(\.action) == [.confirmDeletion(3)])
    #expect(model.received.map(\.alertWasSet) == [false])
    #expect(router.presented.description == "root")
  }

  /// The state is cleared with the reason the alert left with: ``RouteChangeReason/answered``
  /// for a button, the command's own reason when the router removed it.
  @Test(arguments: [RouteChangeReason.answered, .dismissAll, .deepLink, .programmatic])
  func theStateIsClearedWithTheReasonTheAlertLeftWith(_ expected: RouteChangeReason) async throws {
    let slot = slot()
    model.alert = AlertConfiguration(
      title: "Delete?",
      buttons: [try AlertButton("Delete", action: Action.confirmDeletion(3)), .cancel()])
    try show(slot)
    await host.settle()
    switch expected {
    case .answered: #expect(host.tapAlertButton("Delete") == .dismissed)
    case .dismissAll: router.dismissAll()
    case .deepLink: router.replace(with: RouteStack(), reason: .deepLink)
    default: try router.dismiss(try #require(slot.routeID))
    }
    await host.settle()
    #expect(model.alert == nil)
    #expect(model.clearedBecause == [expected])
    #expect(model.received.map(\.action) == (expected == .answered ? [.confirmDeletion(3)] : []))
  }

  @Test func aButtonWithoutAnActionOnlyClearsTheState() async throws {
    let slot = slot()
    model.alert = AlertConfiguration(
      title: "Delete?",
      buttons: [try AlertButton("Delete", action: Action.confirmDeletion(3)), .cancel()])
    try show(slot)
    await host.settle()
    host.tapAlertButton("cancel")
    await host.settle()
    #expect(model.alert == nil)
    #expect(model.received.isEmpty)
  }

  @Test func theFeaturePresentsFromTheAnswerLikeFromAnyCommand() async throws {
    let slot = slot()
    model.onAction = { [router] action in
      guard case .edit(let id) = action else { return }
      _ = try? router.present(LocalRoute(site: "DetailView", item: "edit \(id)"), as: .sheet)
    }
    model.alert = AlertConfiguration(
      title: "Locked", buttons: [try AlertButton("Edit anyway", action: Action.edit(9)), .cancel()])
    try show(slot)
    await host.settle()
    host.tapAlertButton("Edit anyway")
    await host.settle()
    #expect(router.presented.description == "root ▸ sheet(local edit 9)")
    #expect(host.violations.isEmpty)
  }
}
