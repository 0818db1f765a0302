import PropertyBased
import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// Routes bounded to a presentation context (see UIKit's Rules as the Simulator Enforces Them,
/// 'Presentation contexts'): UIKit presents a context style from the first controller up the
/// hierarchy that defines a presentation context, else from the window's root, and covers only
/// that controller's view.
@MainActor
@Suite struct ControllerHostPresentationContextTests {
  @Test func aCurrentContextRouteCoversItsContextAndNotTheWindow() async throws {
    let harness = Harness()
    let card = try #require(harness.host.showPresentationContext("card"))
    try harness.router.present(.learn(1), as: .currentContext(in: "card"), id: "learn")
    await harness.host.settle()
    let shown = try #require(harness.host.window.chain.last)
    #expect(shown.routeID == "learn")
    #expect(shown.presenting === card)
    #expect(shown.presentationContext === card)
    // currentContext removes the context's view; the rest of the window stays.
    #expect(!card.isViewInWindow)
    #expect(harness.host.window.root?.isViewInWindow == true)
    #expect(harness.router.presented == harness.router.stack)
    #expect(harness.host.diagnostics.isEmpty)
    #expect(harness.host.violations.isEmpty)
  }

  @Test func anOverCurrentContextRouteKeepsItsContextVisible() async throws {
    let harness = Harness()
    let card = try #require(harness.host.showPresentationContext("card"))
    try harness.router.present(.learn(1), as: .overCurrentContext(in: "card"))
    await harness.host.settle()
    let shown = try #require(harness.host.window.chain.last)
    #expect(shown.presentationContext === card)
    #expect(card.isViewInWindow)
    #expect(harness.router.presented == harness.router.stack)
    #expect(harness.host.violations.isEmpty)
  }

  @Test func aPopupBoundedToAContextIsPresentedOverThatContextOnly() async throws {
    let harness = Harness()
    let card = try #require(harness.host.showPresentationContext("card"))
    try harness.router.present(.popup("tip"), as: Presentation.popup.presented(in: "card"))
    await harness.host.settle()
    let shown = try #require(harness.host.window.chain.last)
    #expect(shown.configuration?.style == .overCurrentContext)
    #expect(shown.presentationContext === card)
    #expect(card.isViewInWindow)
    #expect(harness.host.violations.isEmpty)
  }

  @Test func aMissingContextFallsBackToTheRootWithADiagnostic() async throws {
    let harness = Harness()
    try harness.router.present(.learn(1), as: .overCurrentContext(in: "card"), id: "learn")
    await harness.host.settle()
    let shown = try #require(harness.host.window.chain.last)
    #expect(shown.presentationContext === harness.host.window.root)
    #expect(harness.host.diagnostics == [.presentationContextMissing("learn", context: "card")])
    #expect(harness.router.presented == harness.router.stack)
  }

  /// A context's controller is known by its latest name only: renamed (its view's name
  /// changed), it no longer serves routes that name the old one.
  @Test func aContextNamedAnewServesOnlyItsNewName() async throws {
    let harness = Harness()
    let card = try #require(harness.host.showPresentationContext("card"))
    harness.host.controllerHost.registerPresentationContext(card, named: "list")
    try harness.router.present(.learn(1), as: .overCurrentContext(in: "card"), id: "learn")
    await harness.host.settle()
    #expect(harness.host.window.chain.last?.presentationContext === harness.host.window.root)
    #expect(harness.host.diagnostics == [.presentationContextMissing("learn", context: "card")])
  }

  @Test func aContextThatLeftTheScreenIsNotUsed() async throws {
    let harness = Harness()
    let card = try #require(harness.host.showPresentationContext("card"))
    harness.host.hidePresentationContext(card)
    try harness.router.present(.learn(1), as: .overCurrentContext(in: "card"), id: "learn")
    await harness.host.settle()
    #expect(harness.host.window.chain.last?.presentationContext === harness.host.window.root)
    #expect(harness.host.diagnostics == [.presentationContextMissing("learn", context: "card")])
  }

  /// A context whose view left the window while its controller stays (its tab is not selected)
  /// cannot present (UIKit drops the call): the route covers the window instead, and the context
  /// serves again once its view is back.
  @Test func aContextWhoseViewIsOutOfTheWindowIsNotUsedUntilItIsBack() async throws {
    let harness = Harness()
    let card = try #require(harness.host.showPresentationContext("card"))
    harness.host.setViewInWindow(of: card, false)
    try harness.router.present(.learn(1), as: .overCurrentContext(in: "card"), id: "learn")
    await harness.host.settle()
    #expect(harness.host.window.chain.last?.presentationContext === harness.host.window.root)
    #expect(harness.host.diagnostics == [.presentationContextMissing("learn", context: "card")])
    #expect(harness.router.presented == harness.router.stack)
    try harness.router.dismiss("learn")
    await harness.host.settle()
    harness.host.setViewInWindow(of: card, true)
    try harness.router.present(.learn(2), as: .overCurrentContext(in: "card"), id: "again")
    await harness.host.settle()
    #expect(harness.host.window.chain.last?.presentationContext === card)
    #expect(harness.host.violations.isEmpty)
  }

  @Test func aContextInALayerBelowTheTopIsNotUsed() async throws {
    // The context is in the root layer, but a sheet is the top: the route would be presented
    // under the sheet. UIKit presents from the top, walking up to the root.
    let harness = Harness()
    _ = try #require(harness.host.showPresentationContext("card"))
    try harness.router.present(.settings, as: .sheet)
    await harness.host.settle()
    try harness.router.present(.learn(1), as: .overCurrentContext(in: "card"), id: "learn")
    await harness.host.settle()
    #expect(harness.host.window.chain.map(\.routeID) == [nil, harness.router.stack.layer(at: 1)?.modal?.id, "learn"])
    #expect(harness.host.diagnostics == [.presentationContextMissing("learn", context: "card")])
  }

  @Test func dismissingAContextRouteGoesToItsContext() async throws {
    let harness = Harness()
    let card = try #require(harness.host.showPresentationContext("card"))
    try harness.router.present(.learn(1), as: .currentContext(in: "card"))
    await harness.host.settle()
    try harness.router.dismiss()
    await harness.host.settle()
    #expect(
      harness.controllerCalls.last == "dismiss(from: \(card.name), animated: true) — removes currentContext(learn 1)")
    #expect(card.presented == nil)
    #expect(card.isViewInWindow)
    #expect(harness.host.window.chain.count == 1)
    #expect(harness.router.stack.description == "root")
    #expect(harness.host.violations.isEmpty)
  }

  @Test func aLayerPresentedOverAContextRouteStaysOnTheChain() async throws {
    let harness = Harness()
    _ = try #require(harness.host.showPresentationContext("card"))
    try harness.router.present(.learn(1), as: .overCurrentContext(in: "card"))
    try harness.router.present(.settings, as: .sheet)
    await harness.host.settle()
    #expect(harness.host.window.chain.count == 3)
    #expect(harness.router.presented == harness.router.stack)
    harness.router.dismissAll()
    await harness.host.settle()
    #expect(harness.host.window.chain.count == 1)
    #expect(harness.router.stack.description == "root")
    #expect(harness.host.violations.isEmpty)
  }

  @Test func aContextInAPresentedLayerServesRoutesPresentedOverThatLayer() async throws {
    let harness = Harness()
    _ = try #require(harness.host.showPresentationContext("card"))
    try harness.router.present(.settings, as: .sheet, id: "settings")
    await harness.host.settle()
    let panel = try #require(harness.host.showPresentationContext("panel", inLayer: "settings"))
    try harness.router.present(.learn(1), as: .currentContext(in: "panel"))
    await harness.host.settle()
    #expect(harness.host.window.chain.last?.presentationContext === panel)
    #expect(harness.host.diagnostics.isEmpty)
    #expect(harness.router.presented == harness.router.stack)
  }

  @Test func aContextRouteStaysWhenOthersChangeTheChainAboveIt() async throws {
    // The host reads the chain again when other code removes controllers: a layer hanging off a
    // context, not off the layer's controller, is still on screen.
    let harness = Harness()
    _ = try #require(harness.host.showPresentationContext("card"))
    try harness.router.present(.learn(1), as: .overCurrentContext(in: "card"), id: "learn")
    await harness.host.settle()
    let share = try #require(harness.host.presentForeign(.sheet))
    await harness.host.settle()
    harness.host.dismissForeign(share)
    await harness.host.settle()
    #expect(harness.router.stack.layer(at: 1)?.modal?.id == "learn")
    #expect(harness.router.presented == harness.router.stack)
    #expect(!harness.events.contains { if case .didDismiss = $0 { true } else { false } })
  }

  @Test func presentingASheetBoundedToAContextIsRefusedAndChangesNothing() async throws {
    let harness = Harness()
    #expect(
      throws: RouteStackError.invalidPresentation(
        "sheet", .contextNeedsContextStyle("card", .sheet(.init())), screen: "settings")
    ) {
      try harness.router.present(.settings, as: Presentation.sheet.presented(in: "card"), id: "sheet")
    }
    await harness.host.settle()
    #expect(harness.router.stack.description == "root")
    #expect(harness.host.window.chain.count == 1)
  }

  /// Two contexts in any layers under any number of sheets: a route naming one is presented
  /// from it exactly when it is in the top layer, else from the top, covering the window's root
  /// (with a diagnostic); either way the stack shows what the router says and goes in one dismissal.
  @Test func aRouteUsesItsContextExactlyWhenTheContextIsInTheTopLayer() async {
    await propertyCheck(count: 100, input: Gen.int(in: 0...2).array(of: 4)) { picks in
      let harness = Harness()
      let depth = picks[0]
      var layers: [RouteID?] = [nil]
      for index in 0..<depth { layers.append(try harness.router.present(.learn(index), as: .sheet)) }
      await harness.host.settle()
      let layerOfA = min(picks[1], depth)
      let layerOfB = min(picks[2], depth)
      let a = try #require(harness.host.showPresentationContext("a", inLayer: layers[layerOfA]))
      let b = try #require(harness.host.showPresentationContext("b", inLayer: layers[layerOfB]))
      let namesA = picks[3] % 2 == 0
      let (context, layer) = namesA ? (a, layerOfA) : (b, layerOfB)
      try harness.router.present(.settings, as: .overCurrentContext(in: namesA ? "a" : "b"), id: "shown")
      await harness.host.settle()
      let shown = try #require(harness.host.window.chain.last)
      #expect(shown.routeID == "shown")
      #expect(shown.presentationContext === (layer == depth ? context : harness.host.window.root))
      #expect(harness.host.diagnostics.count == (layer == depth ? 0 : 1))
      #expect(harness.router.presented == harness.router.stack)
      harness.router.dismissAll()
      await harness.host.settle()
      #expect(harness.host.window.chain.count == 1)
      #expect(harness.host.violations.isEmpty)
    }
  }
}
