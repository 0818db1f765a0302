import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// The simulated window enforces the rules of UIKit's Rules as the Simulator Enforces Them: each broken rule is a violation named after it.
@MainActor
@Suite struct SimulatedWindowTests {
  let clock = SimulatedClock()
  let window: SimulatedWindow
  let host: ControllerHost<SimulatedLayerFactory<String>>

  init() {
    window = SimulatedWindow(clock: clock)
    host = ControllerHost(root: window.root!, factory: SimulatedLayerFactory(window: window))
    _ = host.attach { _ in }
  }

  private func controller(_ name: String, _ modal: ModalPresentation = ModalPresentation(style: .fullScreen))
    -> SimulatedController
  {
    var stack = RouteStack<String>()
    try? stack.append(Route(name, presentation: .modal(modal), id: RouteID(name)))
    return SimulatedLayerFactory<String>(window: window).makeController(
      for: stack.topLayer, at: 1, configuration: ControllerConfiguration(modal))
      as! SimulatedController
  }

  private var rules: [RuleViolation.Rule] { window.violations.map(\.rule) }

  @Test func presentingDuringATransitionIsDroppedWithUIKitsWarning() {
    var completions = 0
    window.root!.presentModal(controller("a"), animated: true) { completions += 1 }
    window.root!.presented?.presentModal(controller("b"), animated: true) { completions += 1 }
    clock.advance(by: .seconds(1))
    #expect(completions == 1)  // never a completion for a dropped request
    #expect(rules == [.overlappingTransition])
    #expect(window.log.contains { $0.message.contains("while a presentation is in progress.") })
    #expect(window.statistics.droppedCalls == 1)
  }

  @Test func presentingOnAControllerThatPresentsIsIgnored() {
    window.root!.presentModal(controller("a"), animated: false) {}
    clock.advance(by: .seconds(1))
    window.root!.presentModal(controller("b"), animated: false) {}
    #expect(rules == [.presenterAlreadyPresenting])
    #expect(window.log.contains { $0.message.contains("which is already presenting fullScreenCover(a).") })
  }

  @Test func presentingAControllerAlreadyInTheChainThrows() {
    let a = controller("a")
    window.root!.presentModal(a, animated: false) {}
    clock.advance(by: .seconds(1))
    a.presentModal(a, animated: false) {}
    #expect(rules == [.invalidPresentedController])
  }

  @Test func dismissingAMiddleControllerRemovesEverythingAboveInOneTransition() {
    let a = controller("a")
    let b = controller("b")
    let c = controller("c")
    window.root!.presentModal(a, animated: false) {}
    clock.advance(by: .seconds(1))
    a.presentModal(b, animated: false) {}
    clock.advance(by: .seconds(1))
    b.presentModal(c, animated: false) {}
    clock.advance(by: .seconds(1))
    var completions = 0
    a.dismissModal(animated: true) { completions += 1 }
    #expect(window.isTransitioning)
    clock.advance(by: .milliseconds(349))
    #expect(completions == 0)
    clock.advance(by: .milliseconds(1))
    #expect(completions == 1)
    #expect(window.chain.map(\.name) == ["root", "fullScreenCover(a)"])
    #expect(
      window.log.contains {
        $0.message.contains("removes fullScreenCover(c), and without animation fullScreenCover(b)")
      })
    #expect(window.violations.isEmpty)
  }

  @Test func unanimatedTransitionsCompleteOnALaterTick() {
    var completed = false
    window.root!.presentModal(controller("a"), animated: false) { completed = true }
    #expect(!completed)
    #expect(window.root!.presented != nil)  // set at once, as in UIKit
    clock.advance(by: SimulatedWindow.Configuration().tick)
    #expect(completed)
  }

  /// §9: the navigation stack under a presented controller changes apart from the modal chain.
  @Test func anUnanimatedPathChangeUnderAPresentedControllerLeavesTheWindowFree() {
    window.root!.presentModal(controller("a"), animated: false) {}
    clock.advance(by: .seconds(1))
    var completions = 0
    window.setPath(["pushed"], of: window.root!, animated: false) { completions += 1 }
    #expect(window.root!.path == ["pushed"])
    #expect(completions == 0)  // its completion comes on a later tick, as UIKit's do
    window.root!.dismissModal(animated: true) { completions += 1 }
    clock.advance(by: .seconds(1))
    #expect(completions == 2)
    #expect(window.chain.count == 1)
    #expect(window.violations.isEmpty)
  }

  @Test func contentIsSwappedOnlyInAControllerOnScreen() {
    let shown = controller("a")
    window.root!.presentModal(shown, animated: false) {}
    clock.advance(by: .seconds(1))
    window.swapContent(of: shown, name: "b", routeID: "b", path: [])
    #expect(shown.name == "b" && window.shownRouteIDs == ["b"])
    window.swapContent(of: controller("c"), name: "d", routeID: "d", path: [])
    #expect(rules == [.swapOffScreen])
    #expect(window.statistics.contentSwaps == 1)
  }

  @Test func aPathChangeOfTheTopControllerIsATransitionOfTheWindow() {
    window.setPath(["pushed"], of: window.root!, animated: false) {}
    window.root!.presentModal(controller("a"), animated: false) {}
    clock.advance(by: .seconds(1))
    #expect(rules == [.overlappingTransition])
    #expect(window.root!.path == ["pushed"])
  }

  @Test func partialCurlOnlyWithFullScreenAndACurledControllerPresentsNothing() {
    window.root!.presentModal(
      controller("x", ModalPresentation(style: .pageSheet, transition: .partialCurl)), animated: true
    ) {}
    #expect(rules == [.partialCurl])
    let curl = controller("curl", ModalPresentation(style: .fullScreen, transition: .partialCurl))
    window.root!.presentModal(curl, animated: true) {}
    clock.advance(by: .seconds(1))
    curl.presentModal(controller("y"), animated: true) {}
    #expect(rules == [.partialCurl, .partialCurl])
  }

  @Test func partialCurlOverAnotherCodesSheetOrPopoverThrowsAsUIKitDoes() {
    // UIKit checks the controller that really presents, whoever presented it.
    window.resize(to: .regular)
    for kind in [SimulatedWindow.ForeignKind.sheet, .popover] {
      let foreign = window.presentForeign(kind, animated: false)!
      clock.advance(by: .seconds(1))
      foreign.presentModal(
        controller("curl \(kind)", ModalPresentation(style: .fullScreen, transition: .partialCurl)), animated: true
      ) {}
      window.dismissForeign(foreign, animated: false)
      clock.advance(by: .seconds(1))
    }
    #expect(rules == [.partialCurl, .partialCurl])
  }

  @Test func overCurrentContextInAnotherCodesPopoverAllowsOnlyCoverVertical() {
    window.resize(to: .regular)
    let popover = window.presentForeign(.popover, animated: false)!
    clock.advance(by: .seconds(1))
    popover.presentModal(
      controller("fade", ModalPresentation(style: .overCurrentContext, transition: .crossDissolve)), animated: true
    ) {}
    #expect(rules == [.invalidPresentedController])
    popover.presentModal(controller("slide", ModalPresentation(style: .overCurrentContext)), animated: true) {}
    #expect(rules == [.invalidPresentedController])
  }

  @Test func anUnanimatedCustomTransitionTakesOneTickNotItsDuration() {
    let slow = CustomTransition(effects: [.opacity], duration: 2)
    var presented = false
    window.root!.presentModal(
      controller("fade", ModalPresentation(style: .fullScreen, transition: .custom(slow))), animated: false
    ) { presented = true }
    clock.advance(by: window.configuration.tick)
    #expect(presented)
    #expect(rules.isEmpty)
  }

  @Test func popoverWithoutSourceThrows() {
    window.root!.presentModal(controller("p", ModalPresentation(style: .popover(PopoverAnchor("")))), animated: true) {}
    #expect(rules == [.popoverSource])
  }

  @Test func fullScreenRemovesThePresentersViewUntilItIsRevealed() {
    let a = controller("a")
    window.root!.presentModal(a, animated: true) {}
    clock.advance(by: .seconds(1))
    #expect(!window.root!.isViewInWindow)
    a.dismissModal(animated: true) {}  // forwarded to its presenter, as in UIKit
    clock.advance(by: .seconds(1))
    #expect(window.root!.isViewInWindow)
    #expect(window.log.contains { $0.message == "root.viewDidAppear" })
  }

  @Test func anOverlayIsAChildViewNotATransitionAndNeedsAnAnchorOnScreen() {
    let cover = controller("cover")
    window.root!.presentModal(cover, animated: false) {}
    clock.advance(by: .seconds(1))
    var added = 0
    window.root!.addOverlay(controller("under"), completion: { added += 1 })  // the root's view left the window
    #expect(rules == [.presenterNotInWindow])
    let toast = controller("toast", ModalPresentation(style: .popup(PopupConfiguration(dimming: .none))))
    cover.addOverlay(toast) { added += 1 }
    #expect(!window.isTransitioning)
    clock.advance(by: .seconds(1))
    #expect(added == 1)
    #expect(toast.overlaid === cover)
    #expect(window.shownRouteIDs == ["cover", "toast"])
    toast.removeOverlay { added += 1 }
    clock.advance(by: .seconds(1))
    #expect(added == 2)
    #expect(cover.overlays.isEmpty)
  }

  @Test func aSheetAtCompactHeightStaysASheet() {
    let sheet = controller("s", ModalPresentation(style: .pageSheet))
    window.root!.presentModal(sheet, animated: false) {}
    clock.advance(by: .seconds(1))
    #expect(sheet.effectiveStyle == .pageSheet)
    window.rotate()  // landscape: a full-screen appearance, the same presentation
    #expect(sheet.effectiveStyle == .pageSheet)
    #expect(!window.log.contains { $0.message.contains("willPresentWithAdaptiveStyle") })
    #expect(window.root!.isViewInWindow)
    window.rotate()
    #expect(window.chain.count == 2)
    #expect(window.violations.isEmpty)
  }

  /// The appearance callbacks of a present and a dismiss, in the log's order, and the presented
  /// controller's name.
  private func appearanceCallbacks(presenting modal: ModalPresentation) -> (
    name: String, present: [String], dismiss: [String]
  ) {
    let presented = controller("a", modal)
    let start = window.log.count
    window.root!.presentModal(presented, animated: true) {}
    clock.advance(by: .seconds(1))
    let presentLog = window.log[start...].map(\.message).filter { $0.contains(".view") }
    let count = window.log.count
    window.root!.dismissModal(animated: true) {}
    clock.advance(by: .seconds(1))
    return (presented.name, presentLog, window.log[count...].map(\.message).filter { $0.contains(".view") })
  }

  @Test(arguments: [ModalStyle.fullScreen, .currentContext])
  func aStyleThatRemovesThePresentersViewSendsItsCallbacksInUIKitsOrder(_ style: ModalStyle) {
    let callbacks = appearanceCallbacks(presenting: ModalPresentation(style: style))
    let name = callbacks.name
    #expect(
      callbacks.present == [
        "root.viewWillDisappear", "\(name).viewWillAppear", "\(name).viewDidAppear", "root.viewDidDisappear",
      ])
    #expect(
      callbacks.dismiss == [
        "\(name).viewWillDisappear", "root.viewWillAppear", "root.viewDidAppear", "\(name).viewDidDisappear",
      ])
  }

  @Test func aShownWindowSendsItsRootItsAppearanceCallbacks() {
    #expect(window.log.prefix(2).map(\.message) == ["root.viewWillAppear", "root.viewDidAppear"])
  }

  @Test(arguments: [
    ModalStyle.pageSheet, .formSheet, .overFullScreen, .overCurrentContext, .popover(PopoverAnchor("a")),
  ])
  func aStyleThatKeepsThePresentersViewSendsThePresenterNoCallbacks(_ style: ModalStyle) {
    let callbacks = appearanceCallbacks(presenting: ModalPresentation(style: style))
    #expect(callbacks.present.count == 2 && callbacks.present.allSatisfy { !$0.hasPrefix("root.") })
    #expect(callbacks.present.map { String($0.split(separator: ".").last!) } == ["viewWillAppear", "viewDidAppear"])
    #expect(
      callbacks.dismiss.map { String($0.split(separator: ".").last!) } == ["viewWillDisappear", "viewDidDisappear"])
    #expect(callbacks.dismiss.allSatisfy { !$0.hasPrefix("root.") })
  }

  @Test func resizingAnIPadWindowAdaptsStylesWithoutDismissing() {
    let popover = controller("p", ModalPresentation(style: .popover(PopoverAnchor("a"))))
    let form = controller("f", ModalPresentation(style: .formSheet))
    window.resize(to: .regular)
    window.root!.presentModal(popover, animated: false) {}
    clock.advance(by: .seconds(1))
    popover.presentModal(form, animated: false) {}
    clock.advance(by: .seconds(1))
    #expect(popover.effectiveStyle == .popover)
    #expect(form.effectiveStyle == .formSheet)
    window.resize(to: .compact)
    #expect(popover.effectiveStyle == .pageSheet)
    #expect(form.effectiveStyle == .formSheet)  // laid out as a sheet, not adapted
    #expect(!window.log.contains { $0.message.hasPrefix("presentationController(formSheet(f)") })
    #expect(
      window.log.contains {
        $0.message == "presentationController(popover(p), willPresentWithAdaptiveStyle: pageSheet)"
      })
    window.resize(to: .regular)
    #expect(popover.effectiveStyle == .popover)
    #expect(window.chain.count == 3)
    #expect(window.violations.isEmpty)
  }

  @Test func twoTabsShareOnePresentationChain() {
    let tabBar = window.root!
    let first = tabBar.addChild(named: "tab 1")
    let second = tabBar.addChild(named: "tab 2")
    first.presentModal(controller("a"), animated: false) {}
    clock.advance(by: .seconds(1))
    #expect(tabBar.presented?.routeID == "a")  // forwarded to the controller covering the screen
    second.presentModal(controller("b"), animated: false) {}
    #expect(rules == [.presenterAlreadyPresenting])  // why a second router per window is refused
  }

  @Test func contextStylesStopAtTheControllerThatDefinesTheContext() {
    let tabBar = window.root!
    let tab = tabBar.addChild(named: "tab")
    tab.definesPresentationContext = true
    tab.presentModal(controller("c", ModalPresentation(style: .overCurrentContext)), animated: false) {}
    clock.advance(by: .seconds(1))
    #expect(tab.presented?.routeID == "c")
    #expect(tabBar.presented == nil)
    #expect(window.violations.isEmpty)
  }

  @Test func aContextStyleIsPresentedByTheNearestDefinerUpTheHierarchyAndCoversOnlyIt() {
    let tabBar = window.root!
    let tab = tabBar.addChild(named: "tab")
    tab.definesPresentationContext = true
    let card = tab.addChild(named: "card")
    card.definesPresentationContext = true
    let row = card.addChild(named: "row")
    row.presentModal(controller("c", ModalPresentation(style: .currentContext)), animated: false) {}
    clock.advance(by: .seconds(1))
    let shown = card.presented
    #expect(shown?.routeID == "c")
    #expect(shown?.presentationContext === card)
    #expect(tab.presented == nil)
    // currentContext removes the context's view only; the window's stays.
    #expect(!card.isViewInWindow)
    #expect(tab.isViewInWindow && tabBar.isViewInWindow)
    #expect(window.chain.map(\.routeID) == [nil, "c"])
    #expect(window.violations.isEmpty)
  }

  @Test func withoutADefinerAContextStyleIsPresentedByTheWindowsRoot() {
    let tabBar = window.root!
    let row = tabBar.addChild(named: "tab").addChild(named: "row")
    row.presentModal(controller("c", ModalPresentation(style: .overCurrentContext)), animated: false) {}
    clock.advance(by: .seconds(1))
    #expect(tabBar.presented?.routeID == "c")
    #expect(tabBar.presented?.presentationContext === tabBar)
    #expect(window.violations.isEmpty)
  }

  @Test func foreignControllersAreStagedAsUIKitTakesThem() {
    let alert = window.presentForeign(.alert, animated: false)
    #expect(alert != nil)
    #expect(window.presentForeign(.sheet) == nil)  // a transition is in flight: dropped, other code's violation
    clock.advance(by: .seconds(1))
    #expect(window.presentForeign(.sheet) != nil)  // on top of the alert
    clock.advance(by: .seconds(1))
    window.dismissForeign(alert!)
    clock.advance(by: .seconds(1))
    #expect(window.chain.map(\.name) == ["root"])  // the alert went, and what was above it
    #expect(window.violations.map(\.rule) == [.overlappingTransition])
    #expect(window.violations.map(\.caller) == [.otherCode])
    #expect(window.violations.first?.description.contains("broken by other code") == true)
    #expect(window.statistics.droppedCalls == 1)
  }
}
