import ModalStackTesting
import Testing

@testable import ModalStackCore

/// SwiftUI's lifecycle as it runs in real apps (issue 34): a layer built when it is made, roots
/// that leave for good and take their layers, a root given another router, a window whose root
/// controller is replaced.
@MainActor
@Suite struct SimulatedSceneLifecycleTests {
  let clock = SimulatedClock()

  /// A scene whose one root shows a new router.
  private func sceneShowingRoot(_ name: String) -> (SimulatedScene<String>, Router<String>) {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    scene.showRoot(name, router: router)
    return (scene, router)
  }

  // MARK: Content from the current root

  @Test func aStackRestoredBeforeTheFirstRootIsBuiltByThatRootAndItsRouter() async throws {
    let router = Router<String>(scheduler: clock)
    // A restored stack (or a link, a quick action) waits for the window: attaching runs its plan.
    try router.replace(with: [Route("settings", presentation: .sheet), Route("lesson", presentation: .fullScreenCover)])
    let scene = SimulatedScene<String>(clock: clock)
    let home = scene.showRoot("home", router: router)
    await scene.host.settle()
    #expect(router.presented.description == "root ▸ sheet(settings) ▸ fullScreenCover(lesson)")
    for route in router.presented.routes {
      let content = try #require(scene.content(of: route.id))
      #expect(!content.isBlank)
      #expect(content.root == home)
      #expect(content.router === router)
    }
    #expect(scene.host.violations.isEmpty)
  }

  @Test func aRouterTakingTheWindowBuildsItsFirstLayersWithItsOwnRoot() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let signedOut = Router<String>(scheduler: clock)
    scene.showRoot("login", router: signedOut)
    // Signing in: the new session's router arrives with a stack to show at once.
    let signedIn = Router<String>(scheduler: clock)
    let welcome = try signedIn.present("welcome", as: .fullScreenCover)
    let home = scene.showRoot("home", router: signedIn)
    await scene.host.settle()
    #expect(scene.router === signedIn)
    let content = try #require(scene.content(of: welcome))
    #expect(content.root == home)
    #expect(content.router === signedIn)  // its Close button acts on the router that shows it
  }

  // MARK: Layers follow their root

  /// One sheet, one truth: the sheet's first view is drawn by the current root, as its
  /// pushes are, not by the one whose values were captured when the sheet was made.
  @Test func aLayersFirstViewFollowsTheCurrentRootAsItsPushesDo() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    let home = scene.showRoot("home", router: router)
    let sheet = try router.present("settings", as: .sheet)
    await scene.host.settle()
    let again = scene.showRoot("home again", router: router)  // `.id(_:)` changed: a new root
    scene.removeRoot(home)
    await scene.host.settle()
    #expect(router.presented.description == "root ▸ sheet(settings)")
    #expect(scene.content(of: sheet)?.root == home)  // made then
    #expect(scene.rootView(of: sheet)?.root == again)  // drawn now, as the push is
    #expect(scene.rootView(of: sheet)?.router === router)
    #expect(scene.supplyingRoot == again)
    #expect(scene.host.violations.isEmpty)
  }

  @Test func signingOutFromASheetTakesTheSignedInLayersAndHandsTheWindowOver() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let signedIn = Router<String>(scheduler: clock)
    let home = scene.showRoot("home", router: signedIn)
    try signedIn.present("settings", as: .sheet)
    try signedIn.present("account", as: .sheet)
    await scene.host.settle()
    let (subscription, events) = eventLines(of: signedIn)
    defer { subscription.cancel() }
    // Sign out in the account sheet: `if signedIn { ModalStackRoot … } else { Login() }`.
    let signedOut = Router<String>(scheduler: clock)
    let login = scene.showRoot("login", router: signedOut)
    scene.removeRoot(home)
    await scene.host.settle()
    #expect(signedIn.stack.description == "root")
    #expect(
      events() == [
        "didDismiss sheet(account) (rootLeft)", "didDismiss sheet(settings) (rootLeft)", "hostDetached",
      ])
    #expect(scene.router === signedOut)
    #expect(scene.supplyingRoot == login)
    let help = try signedOut.present("help", as: .sheet)
    await scene.host.settle()
    #expect(signedOut.presented.description == "root ▸ sheet(help)")
    #expect(scene.content(of: help)?.root == login)
    #expect(scene.host.violations.isEmpty)
  }

  @Test func aRootThatLeavesAloneLetsItsRouterGoAndTheNextRootAttaches() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let first = Router<String>(scheduler: clock)
    let root = scene.showRoot("home", router: first)
    try first.present("settings", as: .fullScreenCover)
    await scene.host.settle()
    scene.removeRoot(root)
    await scene.host.settle()
    #expect(scene.router == nil)
    #expect(first.stack.layerCount == 1)
    #expect(scene.host.window.chain.count == 1)
    let second = Router<String>(scheduler: clock)
    scene.showRoot("login", router: second)
    #expect(scene.router === second)
  }

  @Test func aRootRecreatedInTheSameTurnKeepsTheLayers() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    let first = scene.showRoot("home", router: router)
    try router.present("settings", as: .sheet)
    await scene.host.settle()
    // `.id(user)`: SwiftUI may let the old root go before it makes the new one, in one update.
    scene.removeRoot(first)
    let second = scene.showRoot("home", router: router)
    await scene.host.settle()
    #expect(router.presented.description == "root ▸ sheet(settings)")
    #expect(scene.router === router)
    #expect(scene.supplyingRoot == second)
  }

  @Test func aRootOffScreenKeepsItsLayers() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    let root = scene.showRoot("tab 1", router: router)
    try router.present("settings", as: .sheet)
    await scene.host.settle()
    scene.hideRoot(root)  // another tab selected: the root keeps its identity
    await scene.host.settle()
    #expect(router.presented.description == "root ▸ sheet(settings)")
    #expect(scene.router === router)
  }

  @Test func aRootGivenAnotherRouterSwitchesToIt() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let old = Router<String>(scheduler: clock)
    let root = scene.showRoot("home", router: old)
    try old.present("settings", as: .sheet)
    await scene.host.settle()
    let new = Router<String>(scheduler: clock)
    let (subscription, events) = eventLines(of: new)
    defer { subscription.cancel() }
    scene.setRouter(new, of: root)
    await scene.host.settle()
    #expect(scene.router === new)
    #expect(old.stack.layerCount == 1)
    #expect(!events().contains { $0.hasPrefix("attachRefused") })  // a switch, not a refusal
    let help = try new.present("help", as: .sheet)
    await scene.host.settle()
    #expect(new.presented.description == "root ▸ sheet(help)")
    #expect(scene.content(of: help)?.router === new)
    #expect(scene.host.violations.isEmpty)
  }

  @Test func aReplacedWindowRootGetsAFreshHostAndTheRouterFollows() async throws {
    let (scene, router) = sceneShowingRoot("home")
    try router.present("settings", as: .sheet)
    await scene.host.settle()
    // A hybrid app sets `window.rootViewController` to a new controller with a new root view.
    let host = scene.replaceWindowRoot()
    scene.showRoot("home", router: router)
    await host.settle()
    try router.present("lesson", as: .fullScreenCover)
    await host.settle()
    #expect(scene.router === router)
    #expect(host.window.chain.map(\.name) == ["root", "sheet(settings)", "fullScreenCover(lesson)"])
    #expect(host.violations.isEmpty)
  }

  @Test func aRouterAttachingWhileTheSceneIsInTheBackgroundCountsNoTime() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    // A scene launched or restored in the background: its root appears before it is active.
    scene.enterBackground()
    let router = Router<String>(scheduler: clock)
    let (subscription, events) = eventLines(of: router)
    defer { subscription.cancel() }
    scene.showRoot("home", router: router)
    #expect(router.isSceneInBackground)
    try router.present("settings", as: .sheet)
    clock.advance(by: .seconds(60))
    scene.enterForeground()
    await scene.host.settle()
    #expect(!events().contains { $0.contains("fault") })
    #expect(router.presented.description == "root ▸ sheet(settings)")
  }

  // MARK: A push belongs to its stack

  @Test func aPushStaysInTheTabItWasPushedInto() async throws {
    let (scene, router) = sceneShowingRoot("tabs")
    scene.showMarkedStack("feed")
    try router.push("post 1")
    await scene.host.settle()
    let changes = scene.host.statistics.pathChanges
    // The user selects the inbox tab: its stack appears, the feed's views disappear.
    scene.showMarkedStack("inbox")
    scene.hideMarkedStack("feed")
    #expect(scene.stackShowingRootPushes == "inbox")
    #expect(scene.routesShown(inStack: "inbox").isEmpty)
    try router.push("message 9")
    await scene.host.settle()
    #expect(scene.routesShown(inStack: "inbox").map(\.destination) == ["message 9"])
    // Back to the feed: its route is where it was, and the switch changed no path.
    scene.hideMarkedStack("inbox")
    scene.showMarkedStack("feed")
    #expect(scene.routesShown(inStack: "feed").map(\.destination) == ["post 1"])
    #expect(scene.host.statistics.pathChanges == changes + 1)
    // A pop in the feed leaves the inbox's route.
    try router.pop()
    await scene.host.settle()
    #expect(router.stack.topLayer.path.map(\.destination) == ["message 9"])
    #expect(router.stack.topLayer.path.first?.stack == "inbox")
    #expect(scene.host.violations.isEmpty)
  }

  @Test func twoStacksOnScreenKeepTheirRoutesAndSettle() async throws {
    let (scene, router) = sceneShowingRoot("split")
    scene.showMarkedStack("sidebar")
    scene.showMarkedStack("detail")  // both columns on screen; the detail appeared last
    try router.push("item 3")
    try router.push("folder", in: "sidebar")
    await scene.host.settle()
    // The push covers each stack's root (onDisappear) and shows the new view (onAppear): the
    // routes stay where they were pushed, and nothing moves back and forth.
    #expect(scene.routesShown(inStack: "detail").map(\.destination) == ["item 3"])
    #expect(scene.routesShown(inStack: "sidebar").map(\.destination) == ["folder"])
    #expect(scene.host.statistics.pathChanges <= 2)
    #expect(router.isSettled)
    #expect(scene.host.violations.isEmpty)
  }

  /// The root's content changes with the app's state (a splash or sign-in screen before the
  /// tabs) and its stacks join a frame after the window is found: a push onto a root that shows
  /// no stack of its name yet (a notification at a cold launch) waits for one, says so, and
  /// shows there when it appears.
  @Test func aPushOntoARootWithNoStackYetWaitsForOneAndSaysSo() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    let (subscription, events) = eventLines(of: router)
    defer { subscription.cancel() }
    scene.showRoot("splash", router: router)  // marks no stack
    try router.push("message", in: "inbox")
    await scene.host.settle()
    #expect(events().contains("pushWaitingForStack push(message) in inbox"))
    #expect(!events().contains { $0.hasPrefix("pushRefused") })
    // Signed in: the tabs replace the splash screen, the feed selected.
    scene.showTabView(["feed", "inbox"])
    await scene.host.settle()
    #expect(scene.routesShown(inStack: "inbox").isEmpty)
    #expect(router.requestedStack == "inbox")
    scene.selectTab("inbox")
    await scene.host.settle()
    #expect(scene.routesShown(inStack: "inbox").map(\.destination) == ["message"])
    #expect(router.stack.description == "root ▸ push(message)")
    // A push into a stack on screen does not wait.
    try router.push("reply", in: "inbox")
    await scene.host.settle()
    #expect(events().filter { $0.hasPrefix("pushWaitingForStack") }.count == 1)
    // A layer made with its own stack shows pushes into the main stack.
    try router.present("editor", as: .modal(.pageSheet, navigation: .always))
    await scene.host.settle()
    try router.push("fonts")
    await scene.host.settle()
    #expect(router.presented.description == "root ▸ push(message) ▸ push(reply) ▸ pageSheet(editor) ▸ push(fonts)")
    #expect(scene.host.violations.isEmpty)
  }

  @Test func aLayerMadeWithItsOwnStackShowsThePushesOnIt() async throws {
    let (scene, router) = sceneShowingRoot("home")
    let editor = try router.present("editor", as: .modal(.pageSheet, navigation: .always))
    try router.push("fonts")  // in the same turn, before the layer is on screen
    await scene.host.settle()
    try router.push("sizes")
    await scene.host.settle()
    #expect(scene.routesShown(inStack: .main, inLayer: editor).map(\.destination) == ["fonts", "sizes"])
  }

  @Test func aPushOntoALayerStillComingIsKeptForTheStackItsContentMarksAsItAppears() async throws {
    let (scene, router) = sceneShowingRoot("home")
    let settings = try router.present("settings", as: .sheet)
    await scene.host.settle(within: .milliseconds(100))  // its controller is made; it is still coming
    #expect(scene.content(of: settings) != nil)
    #expect(!router.presented.contains(settings))
    // Its content's stack marks itself as the content appears, after this push: not refused.
    try router.push("about")
    scene.contentMarksStack(settings)
    await scene.host.settle()
    #expect(scene.routesShown(inStack: .main, inLayer: settings).map(\.destination) == ["about"])
  }

  @Test func aLayerWhoseContentIsSwappedShowsPushesInTheNewContentsStack() async throws {
    let (scene, router) = sceneShowingRoot("home")
    let first = try router.present("settings", as: .sheet)
    scene.contentMarksStack(first)
    await scene.host.settle()
    // A link replaces the sheet with another presented the same way: swapped in place.
    let second = Route("account", presentation: .sheet)
    scene.contentMarksStack(second.id)
    try router.replace(with: [second])
    await scene.host.settle()
    #expect(scene.host.statistics.contentSwaps == 1)
    try router.push("security")
    await scene.host.settle()
    #expect(scene.routesShown(inStack: .main, inLayer: second.id).map(\.destination) == ["security"])
  }

  @Test func aScreensOwnMarkedStackShowsThePushesOnItsLayer() async throws {
    let (scene, router) = sceneShowingRoot("home")
    let settings = try router.present("settings", as: .sheet)
    scene.contentMarksStack(settings)
    await scene.host.settle()
    try router.push("about")
    await scene.host.settle()
    #expect(scene.routesShown(inStack: .main, inLayer: settings).map(\.destination) == ["about"])
  }
}

@MainActor
@Suite struct SimulatedSceneTakeoverTests {
  let clock = SimulatedClock()

  @Test func aRouterTakenOverResumesWhenTheRootThatTookItLeaves() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let main = Router<String>(scheduler: clock)
    scene.showRoot("main", router: main)
    // A SwiftUI `.sheet` holds another ModalStackRoot with its own router; nothing else is up.
    let inner = Router<String>(scheduler: clock)
    let sheetRoot = scene.showRoot("inside a sheet", router: inner)
    #expect(scene.router === inner)
    // The sheet closes: its root leaves. UIKit tells the main root nothing (a page sheet's
    // presenter gets no appearance callback), so the core hands the window back.
    scene.removeRoot(sheetRoot)
    await scene.host.settle()
    #expect(scene.router === main)
    try main.present("settings", as: .sheet)
    await scene.host.settle()
    #expect(main.presented.description == "root ▸ sheet(settings)")
    #expect(scene.host.violations.isEmpty)
  }

  @Test func aRouterTakenOverWhoseRootsLeftDoesNotResume() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let signedIn = Router<String>(scheduler: clock)
    let home = scene.showRoot("home", router: signedIn)
    let signedOut = Router<String>(scheduler: clock)
    let login = scene.showRoot("login", router: signedOut)
    scene.removeRoot(home)
    scene.removeRoot(login)
    await scene.host.settle()
    #expect(scene.router == nil)
  }
}
