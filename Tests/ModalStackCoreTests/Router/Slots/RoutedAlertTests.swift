import Testing

@testable import ModalStackCore

/// What a `modalStackAlert` or `modalStackConfirmationDialog` asks the router for, and which of
/// its actions answers a tap.
@MainActor
@Suite struct RoutedAlertTests {
  private static let anchor = PopoverAnchor("RootView")

  private func style(_ presentation: Presentation) -> ModalStyle? {
    if case .modal(let modal) = presentation { modal.style } else { nil }
  }

  @AlertActionBuilder
  private static func actions(canDelete: Bool, extra: [String]) -> [AlertAction] {
    AlertAction("Share")
    if canDelete { AlertAction("Delete", role: .destructive) }
    for title in extra { AlertAction(title) }
    AlertAction.cancel()
  }

  @Test func theBuilderKeepsTheOrderAndTheBranchesTaken() {
    #expect(Self.actions(canDelete: true, extra: ["Copy"]).map(\.button.id) == ["Share", "Delete", "Copy", "cancel"])
    #expect(Self.actions(canDelete: false, extra: []).map(\.button.id) == ["Share", "cancel"])
    #expect(Self.actions(canDelete: true, extra: [])[1].button.role == .destructive)
  }

  @Test func anAlertIsTheRoutersAlertWithItsButtons() throws {
    let alert = RoutedAlert(.alert, title: "Offline", message: "Retry?", actions: [AlertAction("Retry"), .cancel()])
    #expect(
      alert.presentation
        == .alert(title: "Offline", message: "Retry?", buttons: [AlertButton("Retry"), AlertButton.cancel()]))
    let noButtons = RoutedAlert(.alert, title: "Saved", message: nil, actions: [])
    #expect(style(noButtons.presentation)?.alertConfiguration?.buttons == [AlertButton("OK")])
  }

  @Test func aDialogKeepsItsTitleVisibilityAndAnchorAndGetsACancelButton() throws {
    let dialog = RoutedAlert(
      .confirmationDialog(titleVisibility: .hidden, anchor: Self.anchor), title: "Photo", message: nil,
      actions: [AlertAction("Share")])
    guard case .confirmationDialog(let content, let anchor) = style(dialog.presentation) else {
      Issue.record("not a confirmation dialog: \(dialog.presentation)")
      return
    }
    #expect(anchor == Self.anchor)
    #expect(content.titleVisibility == .hidden)
    #expect(content.buttons == [AlertButton("Share"), .cancel()])
  }

  @Test func theAnswerRunsTheActionOfTheButtonWithItsIDOnly() {
    var ran: [String] = []
    let alert = RoutedAlert(
      .alert, title: "Draft", message: nil,
      actions: [
        AlertAction("Save", id: "save") { ran.append("save") }, AlertAction("Save", id: "copy") { ran.append("copy") },
        .cancel { ran.append("cancel") },
      ])
    alert.action(answering: AlertResponse(button: AlertButton("Save", id: "copy")))?()
    alert.action(answering: AlertResponse(button: .cancel()))?()
    #expect(ran == ["copy", "cancel"])
    #expect(alert.action(answering: AlertResponse(button: AlertButton("OK"))) == nil)
  }

  enum Choice: Hashable, Sendable, Codable {
    case keep(Int)
    case discard(Int)
  }

  @Test func aStateAlertSendsTheActionOfTheButtonTappedOnly() throws {
    var sent: [Choice] = []
    let content = AlertConfiguration(
      title: "Draft",
      buttons: [try AlertButton("Draft", action: Choice.keep(1)), try AlertButton("Draft", action: Choice.discard(1))])
    let alert = try RoutedAlert(.alert, content: content, send: { (action: Choice, _) in sent.append(action) })
    guard case .modal(let modal) = alert.presentation, let buttons = modal.style.alertConfiguration?.buttons else {
      Issue.record("not an alert: \(alert.presentation)")
      return
    }
    alert.action(answering: AlertResponse(button: buttons[1]))?()
    alert.action(answering: AlertResponse(button: buttons[0]))?()
    #expect(sent == [.discard(1), .keep(1)])
  }
}
