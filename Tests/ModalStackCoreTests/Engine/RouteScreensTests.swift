import Testing

@testable import ModalStackCore

/// Which routes enter, leave or are shown again, counted by the controllers that show them.
@Suite struct RouteScreensTests {
  let a = Route(Screen.learn(1), presentation: .sheet, id: "a")
  let b = Route(Screen.learn(2), presentation: .sheet, id: "b")

  /// A route that a second controller shows too (a layer rebuilt while the old one is still up)
  /// leaves only when its last controller goes: one `willDismiss`/`didDismiss`, at the end.
  @Test func aRouteShownTwiceLeavesWithItsLastController() throws {
    var screens = RouteScreens<Screen>()
    screens.reset(to: try RouteStack([a])) { _ in true }
    let shownAgain = screens.start(dismissed: [], presented: [a], staysOnTarget: { _ in true })
    #expect(shownAgain.rebuilt.map(\.id) == ["a"] && shownAgain.entering.isEmpty)
    let firstGoes = screens.start(dismissed: [a], presented: [], staysOnTarget: { _ in false })
    #expect(firstGoes.leaving.isEmpty)
    let lastGoes = screens.start(dismissed: [a], presented: [], staysOnTarget: { _ in false })
    #expect(lastGoes.leaving.map(\.id) == ["a"])
  }

  /// While one of its two controllers still shows it, a route never left the screen: shown by a
  /// third, it is rebuilt, not presented.
  @Test func aRouteStillShownByAnotherControllerIsRebuiltNotPresented() throws {
    var screens = RouteScreens<Screen>()
    screens.reset(to: try RouteStack([a])) { _ in true }
    _ = screens.start(dismissed: [], presented: [a], staysOnTarget: { _ in true })
    let oneGoes = screens.start(dismissed: [a], presented: [], staysOnTarget: { _ in true })
    #expect(oneGoes.leaving.isEmpty && oneGoes.rebuilt.isEmpty)
    let shownAgain = screens.start(dismissed: [], presented: [a], staysOnTarget: { _ in true })
    #expect(shownAgain.rebuilt.map(\.id) == ["a"] && shownAgain.entering.isEmpty)
  }

  @Test func aNewRouteEntersAndARouteThatLeavesTheTargetLeaves() throws {
    var screens = RouteScreens<Screen>()
    screens.reset(to: try RouteStack([a])) { _ in true }
    let step = screens.start(dismissed: [a], presented: [b], staysOnTarget: { _ in false })
    #expect(step.leaving.map(\.id) == ["a"])
    #expect(step.entering.map(\.id) == ["b"])
    #expect(step.rebuilt.isEmpty)
  }
}
