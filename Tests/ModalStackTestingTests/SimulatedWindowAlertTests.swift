import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// The simulated window's alerts and dialogs: nothing is presented on one, a button tap removes
/// it without a swipe and reports the answer.
@MainActor
@Suite struct SimulatedWindowAlertTests {
  let clock = SimulatedClock()
  let simulated: SimulatedHost<String>
  let window: SimulatedWindow
  let host: ControllerHost<SimulatedLayerFactory<String>>
  let recorder = HostEventRecorder()

  init() {
    // The window's user actions reach the host through the simulated host's delegate.
    simulated = SimulatedHost(clock: clock, recordsIssues: false)
    window = simulated.window
    host = simulated.controllerHost
    _ = simulated.attach { [recorder] in recorder.events.append($0) }
  }

  private static let ask = AlertConfiguration(
    title: "Delete?", buttons: [AlertButton("Delete", role: .destructive), .cancel()],
    textFields: [AlertTextField(text: "a")])

  /// Presents a route through the host, as the router would, and lets the transition end.
  private func present(_ name: String, _ style: ModalStyle) -> SimulatedController {
    var stack = RouteStack<String>()
    try? stack.append(Route(name, presentation: .modal(ModalPresentation(style: style)), id: RouteID(name)))
    host.perform(.present(stack.topLayer, animated: true)) {}
    clock.advance(by: .seconds(1))
    return window.chain.last!
  }

  @Test func nothingIsPresentedOnTheRoutersAlert() {
    let alert = present("ask", .alert(Self.ask))
    #expect(alert.isAlert)
    let sheet = SimulatedLayerFactory<String>(window: window).makeController(
      for: Layer(modal: Route("sheet", presentation: .sheet, id: "sheet")), at: 2,
      configuration: ControllerConfiguration(ModalPresentation(style: .pageSheet)))
    var completions = 0
    alert.presentModal(sheet, animated: true) { completions += 1 }
    clock.advance(by: .seconds(1))
    #expect(completions == 0)  // UIKit ignores it: no completion
    #expect(window.violations.map(\.rule) == [.alertPresentsNothing])
    #expect(window.chain.map(\.name) == ["root", "alert(ask)"])
  }

  @Test func nothingIsPresentedOnAnotherCodesAlert() {
    let alert = window.presentForeign(.alert)!
    clock.advance(by: .seconds(1))
    alert.presentModal(
      SimulatedLayerFactory<String>(window: window).makeController(
        for: Layer(modal: Route("c", presentation: .fullScreenCover, id: "c")), at: 1,
        configuration: ControllerConfiguration(ModalPresentation(style: .fullScreen))),
      animated: false
    ) {}
    #expect(window.violations.map(\.rule) == [.alertPresentsNothing])
  }

  @Test func aButtonTapRemovesTheAlertAfterItsAnimationAndReportsTheAnswer() {
    _ = present("ask", .alert(Self.ask))
    #expect(window.tapAlertButton("Delete", typing: ["b"]) == .dismissed)
    #expect(window.tapAlertButton("cancel", typing: nil) == .ignored)  // its dismissal is in flight
    #expect(recorder.events.isEmpty)
    clock.advance(by: window.configuration.animationDuration)
    #expect(window.chain.map(\.name) == ["root"])
    #expect(
      recorder.events == [
        .alertAnswered("ask", AlertResponse(button: AlertButton("Delete", role: .destructive), texts: ["b"]))
      ])
    #expect(window.statistics.userDismissals == 1 && window.statistics.dismissals == 0)
    #expect(window.log.contains { $0.message == "user taps \"Delete\" on alert(ask)" })
    #expect(window.violations.isEmpty)
  }

  @Test func untypedFieldsReportTheirInitialText() {
    _ = present("ask", .alert(Self.ask))
    #expect(window.tapAlertButton("cancel", typing: nil) == .dismissed)
    clock.advance(by: .seconds(1))
    #expect(recorder.events == [.alertAnswered("ask", AlertResponse(button: .cancel(), texts: ["a"]))])
  }

  @Test func onlyAnAlertsOwnButtonsCanBeTapped() {
    #expect(window.tapAlertButton("Delete", typing: nil) == .ignored)  // the root
    _ = present("sheet", .pageSheet)
    #expect(window.tapAlertButton("Delete", typing: nil) == .ignored)
    _ = present("ask", .alert(Self.ask))
    #expect(window.tapAlertButton("Keep", typing: nil) == .ignored)
    #expect(window.presentForeign(.alert) != nil)
    clock.advance(by: .seconds(1))
    #expect(window.tapAlertButton("Delete", typing: nil) == .ignored)  // someone else's alert on top
    #expect(recorder.events.isEmpty)
  }

  @Test func anAlertIsNotSwipedAndADialogIsCancelledByATapOutside() {
    _ = present("ask", .alert(Self.ask))
    #expect(window.userDismiss(progress: 1, cancel: false, reason: .interactive) == .ignored)
    #expect(window.tapOutside() == .ignored)
    #expect(window.tapAlertButton("cancel", typing: nil) == .dismissed)
    clock.advance(by: .seconds(1))
    recorder.events.removeAll()
    window.resize(to: .regular)
    let dialog = present(
      "menu",
      .confirmationDialog(
        AlertConfiguration(title: "", buttons: [AlertButton("Share"), .cancel()]), anchor: PopoverAnchor("m")))
    #expect(dialog.effectiveStyleName == "popover")
    #expect(window.userDismiss(progress: 1, cancel: false, reason: .interactive) == .ignored)
    #expect(window.tapOutside() == .dismissed)
    clock.advance(by: .seconds(1))
    #expect(recorder.events == [.alertAnswered("menu", AlertResponse(button: .cancel(), texts: []))])
    #expect(window.violations.isEmpty)
  }
}

@MainActor
final class HostEventRecorder {
  var events: [HostEvent<String>] = []
}
