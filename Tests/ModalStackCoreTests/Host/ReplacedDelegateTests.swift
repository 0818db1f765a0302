import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// Other code sets a layer's presentation controller delegate (the layer's own content, an SDK's
/// controller): the host takes it back, forwarding to it, and says so once.
@MainActor
@Suite struct ReplacedDelegateTests {
  /// Presents `.learn(1)` with `presentation`; the layer's content replaces the delegate as it appears.
  private func presentReplacingTheDelegate(_ harness: Harness, as presentation: Presentation) async throws
    -> SimulatedController
  {
    try harness.router.present(.learn(1), as: presentation, id: "learn")
    await harness.host.settle(within: .milliseconds(100))  // the transition is under way
    let sheet = try #require(harness.host.window.chain.last)
    harness.host.window.replacePresentationDelegate(of: sheet, with: "SDKDelegate")
    await harness.host.settle()
    return sheet
  }

  @Test func aSwipeOnALayerWhoseDelegateWasReplacedIsStillAnInteractiveDismissal() async throws {
    let harness = Harness()
    let sheet = try await presentReplacingTheDelegate(harness, as: .sheet)
    #expect(harness.host.diagnostics == [.presentationDelegateReplaced("learn", by: "SDKDelegate")])
    #expect(sheet.forwardedDelegate == "SDKDelegate")
    #expect(harness.host.swipeDown() == .dismissed)
    await harness.host.settle()
    let reasons = harness.events.compactMap { if case .didDismiss(_, let reason) = $0 { reason } else { nil } }
    #expect(reasons == [.interactive])
    #expect(harness.host.diagnostics.count == 1)  // reported once
    #expect(harness.host.violations.isEmpty)
  }

  /// The layer the user acts on is the top one: its delegate is taken back, with another layer
  /// under it whose delegate is the host's.
  @Test func theTopLayersDelegateIsTakenBackOverAnotherLayer() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet, id: "under")
    await harness.host.settle()
    let sheet = try await presentReplacingTheDelegate(harness, as: .sheet)
    #expect(harness.host.diagnostics == [.presentationDelegateReplaced("learn", by: "SDKDelegate")])
    #expect(sheet.forwardedDelegate == "SDKDelegate")
    #expect(harness.host.swipeDown() == .dismissed)
    await harness.host.settle()
    #expect(harness.router.presented.routes.map(\.id) == ["under"])
  }

  @Test func aConfirmFirstLayerWhoseDelegateWasReplacedStillAsks() async throws {
    let harness = Harness()
    var asked = 0
    let confirm = Presentation.modal(
      ModalPresentation(style: .sheet(SheetConfiguration()), dismissPolicy: .confirm))
    _ = try await presentReplacingTheDelegate(harness, as: confirm)
    try harness.router.setDismissConfirmation(for: "learn") { _ in
      asked += 1
      return true
    }
    #expect(harness.host.swipeDown() == .attempted)
    await harness.host.settle()
    #expect(asked == 1)
    #expect(harness.router.stack.description == "root")
  }

  @Test func aDetentDragOnALayerWhoseDelegateWasReplacedIsWrittenBack() async throws {
    let harness = Harness()
    let sheet = Presentation.modal(ModalPresentation(style: .sheet(SheetConfiguration(detents: [.medium, .large]))))
    _ = try await presentReplacingTheDelegate(harness, as: sheet)
    #expect(harness.host.dragSheet(to: .large) == .moved)
    await harness.host.settle()
    #expect(harness.router.stack.route("learn")?.presentation.sheetConfiguration?.selectedDetent == .large)
  }

  @Test func aDelegateReplacedAfterTheLastStepIsTakenBackBeforeTheNextOne() async throws {
    let harness = Harness()
    try harness.router.present(.learn(1), as: .sheet, id: "learn")
    await harness.host.settle()
    let sheet = try #require(harness.host.window.chain.last)
    harness.host.window.replacePresentationDelegate(of: sheet, with: "SDKDelegate")
    try harness.router.present(.learn(2), as: .sheet, id: "learn 2")
    await harness.host.settle()
    #expect(harness.host.diagnostics == [.presentationDelegateReplaced("learn", by: "SDKDelegate")])
  }

  /// A covered layer whose delegate other code replaced is taken back once a dismissal makes it
  /// the top again, before the user can swipe it.
  /// The same with a toast laid over it that stays: a toast is no presented layer, so the sheet
  /// under it is the top one the user acts on.
  @Test(arguments: [false, true])
  func aCoveredLayersDelegateIsTakenBackWhenItIsTheTopAgain(popupOverIt: Bool) async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet, id: "under")
    if popupOverIt {
      try harness.router.present(.popup("tip"), as: .popup(dimming: .none, dismissOnTapOutside: false), id: "tip")
    }
    try harness.router.present(.learn(1), as: .sheet, id: "top")
    await harness.host.settle()
    let under = try #require(harness.host.window.chain.dropFirst().first)
    harness.host.window.replacePresentationDelegate(of: under, with: "SDKDelegate")
    try harness.router.dismiss("top")
    await harness.host.settle()
    #expect(harness.host.diagnostics == [.presentationDelegateReplaced("under", by: "SDKDelegate")])
    if popupOverIt { try harness.router.dismiss("tip") }
    await harness.host.settle()
    #expect(harness.host.swipeDown() == .dismissed)
    await harness.host.settle()
    #expect(harness.router.stack.isEmpty && harness.router.presented.isEmpty)
    #expect(harness.host.violations.isEmpty)
  }
}
