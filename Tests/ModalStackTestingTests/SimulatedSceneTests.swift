import ModalStackTesting
import Testing

@testable import ModalStackCore

/// The SwiftUI side of a real app (issue 24): roots that come and go, the app's own navigation,
/// a live environment, window resizes and trips to the background.
@MainActor
@Suite struct SimulatedSceneTests {
  let clock = SimulatedClock()

  @Test func aRecreatedRootBuildsTheLayersItsPredecessorShowed() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    let first = scene.showRoot("home", router: router, environment: ["model": "session 1"])
    let settings = try router.present("settings", as: .sheet)
    await scene.host.settle()
    // `.id(user)`: SwiftUI makes the new root, then lets the old one go with its state.
    let second = scene.showRoot("home", router: router, environment: ["model": "session 2"])
    scene.removeRoot(first)
    #expect(scene.supplyingRoot == second)
    let lesson = try router.present("lesson", as: .fullScreenCover)
    await scene.host.settle()
    #expect(scene.environment(of: lesson)?["model"] == "session 2")
    #expect(scene.environment(of: settings)?["model"] == "session 2")  // live, not a snapshot
    #expect(router.presented.description == "root ▸ sheet(settings) ▸ fullScreenCover(lesson)")
    // The newest root goes: the one still on screen is current again.
    let tab = scene.showRoot("tab", router: router, environment: ["model": "tab"])
    scene.removeRoot(tab)
    #expect(scene.supplyingRoot == second)
    #expect(scene.host.violations.isEmpty)
  }

  @Test func signingOutAndInWithANewRouterWaitsForTheLayersToGo() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let signedIn = Router<String>(scheduler: clock)
    let home = scene.showRoot("home", router: signedIn)
    try signedIn.present("settings", as: .sheet)
    await scene.host.settle()
    let signedOut = Router<String>(scheduler: clock)
    let (subscription, events) = eventLines(of: signedOut)
    defer { subscription.cancel() }
    // The sign-in root appears while the sheet is up: refused, reported once.
    let login = scene.showRoot("login", router: signedOut)
    scene.hideRoot(login)  // covered, then shown again: the same root
    scene.showAgain(login)
    #expect(
      events() == [
        "attachRefused: another router already drives this window; use one root per window or the same router in every root"
      ])
    #expect(scene.router === signedIn)
    signedIn.dismissAll()
    await scene.host.settle()
    scene.removeRoot(home)
    scene.hideRoot(login)
    scene.showAgain(login)
    #expect(scene.router === signedOut)
    #expect(scene.supplyingRoot == login)
    try signedOut.present("help", as: .sheet)
    await scene.host.settle()
    #expect(signedOut.presented.description == "root ▸ sheet(help)")
  }

  @Test func routerPushesLandInTheSelectedTabsOwnStack() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    scene.showRoot("tabs", router: router)
    scene.showMarkedStack("tab 1")
    #expect(scene.stackShowingRootPushes == "tab 1")
    scene.showMarkedStack("tab 2")  // the user selects tab 2: its stack appears
    scene.hideMarkedStack("tab 1")
    try router.push("detail")
    await scene.host.settle()
    #expect(scene.stackShowingRootPushes == "tab 2")
    scene.hideMarkedStack("tab 2")
    scene.showMarkedStack("tab 1")
    #expect(scene.stackShowingRootPushes == "tab 1")
  }

  @Test func aLayersContainerIsDecidedWhenItIsCreatedAndKeptOnPushAndPop() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    scene.showRoot("home", router: router)
    // A settings screen that brings its own NavigationStack, marked for the router's pushes.
    let settings = try router.present("settings", as: .sheet)
    scene.contentMarksStack(settings)
    await scene.host.settle()
    #expect(scene.container(of: settings) == .content)
    try router.push("about")
    await scene.host.settle()
    #expect(scene.container(of: settings) == .content)  // no stack around the screen's own
    #expect(scene.showsPushedRoutes(ofLayer: settings))
    try router.pop()
    await scene.host.settle()
    #expect(scene.contentRebuilds(of: settings) == 0)
    // A layer that asks for a stack has one from the start, and keeps it.
    let editor = try router.present("editor", as: .modal(.pageSheet, navigation: .always))
    await scene.host.settle()
    try router.push("fonts")
    await scene.host.settle()
    #expect(scene.container(of: editor) == .navigationStack)
    #expect(scene.contentRebuilds(of: editor) == 0)
    // A screen without a stack of its own: a push would be invisible, so it is refused.
    let plain = try router.present("plain", as: .sheet)
    await scene.host.settle()
    #expect(throws: RouteStackError.noStackShowsPushes(.main)) { try router.push("more") }
    #expect(!scene.showsPushedRoutes(ofLayer: plain))
    #expect(router.stack.description == "root ▸ sheet(settings) ▸ pageSheet(editor) ▸ push(fonts) ▸ sheet(plain)")
    #expect(scene.host.violations.isEmpty)
  }

  /// A deep link two levels into a sheet whose screen brings its own stack: the sheet gets no
  /// stack around that screen (one inside another is not supported), exactly as when a tap opens
  /// it; its pushes wait for the screen's own stack and show there in one change.
  @Test func aSheetOpenedWithPushesRendersTheTreeATapWouldAndShowsThemInItsOwnStack() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    scene.showRoot("home", router: router)
    let settings = Route("settings", presentation: .sheet)
    scene.contentMarksStack(settings.id)  // SettingsView { ModalStackNavigationStack { … } }
    let changes = scene.host.statistics.pathChanges
    try router.replace(with: [settings, Route("privacy", presentation: .push), Route("location", presentation: .push)])
    await scene.host.settle()
    #expect(scene.container(of: settings.id) == .content)
    #expect(scene.routesShown(inStack: .main, inLayer: settings.id).map(\.destination) == ["privacy", "location"])
    #expect(scene.host.statistics.pathChanges - changes <= 1)
    // The same sheet opened by a tap: the same container.
    try router.dismiss(settings.id)
    await scene.host.settle()
    let tapped = try router.present("settings", as: .sheet)
    scene.contentMarksStack(tapped)
    await scene.host.settle()
    #expect(scene.container(of: tapped) == scene.container(of: settings.id) ?? .content)
    #expect(scene.host.violations.isEmpty)
  }

  /// Pushes a layer was created with, onto a screen that marks no stack: nothing would ever show
  /// them, so once the layer has appeared they are refused, with an event and the warning a
  /// refused command gives (an app that watches no event still hears it); the layer stays.
  @Test func pushesALayerWasCreatedWithAreRefusedWhenItAppearsMarkingNoStack() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    var warnings: [String] = []
    router.refusalWarning = { warnings.append($0) }
    let (subscription, events) = eventLines(of: router)
    defer { subscription.cancel() }
    scene.showRoot("home", router: router)
    try router.replace(with: [
      Route("plain", presentation: .sheet, id: "plain"), Route("more", presentation: .push, id: "more"),
    ])
    #expect(warnings.isEmpty)
    await scene.host.settle()
    #expect(router.stack.description == "root ▸ sheet(plain)")
    #expect(router.presented.description == "root ▸ sheet(plain)")
    #expect(events().filter { $0.hasPrefix("pushRefused") }.count == 1)
    let push = RouterCommand<String>.push("more", onto: .containing("plain"), id: "more")
    #expect(warnings == [Router<String>.refusalSentence(push, .noStackShowsPushes(.main))])
    #expect(warnings.first?.contains("push(more)") == true)
    #expect(router.isSettled)
  }

  /// A deep link into a sheet whose screen is a `TabView` of named stacks: its pushes named no
  /// stack, so once the sheet appears they join the tab the user is in there, not a `main` stack
  /// the sheet does not have.
  @Test func pushesALayerWasCreatedWithJoinTheTabItsScreenSelects() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    let (subscription, events) = eventLines(of: router)
    defer { subscription.cancel() }
    scene.showRoot("home", router: router)
    let inbox = Route("inbox", presentation: .sheet)
    try router.replace(with: [inbox, Route("message", presentation: .push)])
    scene.showTabView(["unread", "all"], inLayer: inbox.id)
    await scene.host.settle()
    #expect(scene.routesShown(inStack: "unread", inLayer: inbox.id).map(\.destination) == ["message"])
    #expect(!events().contains { $0.hasPrefix("pushRefused") })
    #expect(router.stack.routes.last?.stack == "unread")
    #expect(scene.host.violations.isEmpty)
  }

  /// A deep link that presents a sheet with a push into one of its tabs, in one change: the
  /// router asks for that tab even though the sheet's content is not made yet, so its tab view
  /// can follow once it is built.
  @Test func aLayerCreatedWithAPushIntoATabAsksForThatTab() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    scene.showRoot("home", router: router)
    let inbox = Route("inbox", presentation: .sheet)
    try router.replace(with: [inbox, Route("message", presentation: .push, stack: "all")])
    #expect(router.requestedStack == "all")
    scene.showTabView(["unread", "all"], inLayer: inbox.id)
    await scene.host.settle()
    #expect(router.requestedStack == "all")
    scene.selectTab("all", inLayer: inbox.id)
    await scene.host.settle()
    #expect(router.requestedStack == nil)
    #expect(scene.routesShown(inStack: "all", inLayer: inbox.id).map(\.destination) == ["message"])
  }

  /// A layer whose screen marks a tab's stacks keeps a push into a tab it has not built yet.
  @Test func aPushIntoANamedStackALayerHasNotBuiltWaitsForIt() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    scene.showRoot("home", router: router)
    let library = Route("library", presentation: .sheet)
    try router.replace(with: [library, Route("album 2", presentation: .push, stack: "albums")])
    scene.showTabView(["songs", "albums"], inLayer: library.id)
    await scene.host.settle()
    #expect(router.stack.description == "root ▸ sheet(library) ▸ push(album 2)")
    scene.selectTab("albums", inLayer: library.id)
    await scene.host.settle()
    #expect(scene.routesShown(inStack: "albums", inLayer: library.id).map(\.destination) == ["album 2"])
  }

  @Test func everyLayerIsGivenTheRouterTheRegistriesAndTheNamedPopupTransitions() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    scene.showRoot("home", router: router, environment: ["popupTransitions": "drop"])
    let sheet = try router.present("settings", as: .sheet)
    let cover = try router.present("lesson", as: .fullScreenCover)
    let popup = try router.present("tip", as: .popup())
    await scene.host.settle()
    for layer in [sheet, cover, popup] {
      // A layer's hosting controller starts from SwiftUI's defaults: without these, a view that
      // reads the router stops the app, and present(item:) or popoverAnchor inside it do nothing.
      #expect(scene.router(inLayer: layer) === router)
      let environment = try #require(scene.environment(of: layer))
      #expect(Set(environment.keys).isSuperset(of: LayerEnvironment.libraryKeys))
      #expect(environment["popupTransitions"] == "drop")
    }
  }

  @Test func layersFollowTheAppsValuesAndKeepTheirOwn() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    let root = scene.showRoot("home", router: router, environment: ["model": "session 1", "colorScheme": "light"])
    let sheet = try router.present("settings", as: .sheet)
    let row = scene.presenter(environment: ["model": "session 1", "row": "4"])
    let item = try scene.presentItem("row 4", as: .fullScreenCover, from: row)
    await scene.host.settle()
    scene.setColorScheme("dark")  // dark mode while both are up
    scene.updateRoot(root, environment: ["model": "session 2", "colorScheme": "light"])  // the model replaced
    row.environment["row"] = "4 (edited)"
    #expect(scene.environment(of: sheet)?["colorScheme"] == "dark")  // the layer's own trait
    #expect(scene.environment(of: sheet)?["model"] == "session 2")
    // SwiftUI's presentation state has no setter: the copy gives the root's (not presented).
    #expect(scene.environment(of: sheet)?["isPresented"] == "false")
    #expect(scene.environment(of: sheet)?["dismiss"] == "the root's (no presentation)")
    #expect(scene.environment(of: item)?["row"] == "4 (edited)")  // the presenting view's, live
    #expect(scene.environment(of: item)?["colorScheme"] == "dark")
    scene.setPreferredColorScheme("light", inLayer: item)
    scene.setColorScheme("dark")
    #expect(scene.environment(of: item)?["colorScheme"] == "light")
  }

  /// As SwiftUI's own sheets: what the app injected above the root (an `@Observable` object, an
  /// `ObservableObject`, a model container, the tint), named nowhere, reaches every layer, and
  /// follows when it is replaced; the layer's own colour scheme stays its own; SwiftUI's
  /// `isPresented` and `dismiss`, which have no setter, come with the copy.
  @Test func layersInheritWhatTheAppInjectedAboveTheRootWithoutNamingIt() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    let injected = [
      "Session": "signed in as ada", "Settings (ObservableObject)": "metric", "modelContainer": "store",
      "tint": "orange", "colorScheme": "light", "isPresented": "false", "dismiss": "pop home",
    ]
    let root = scene.showRoot("home", router: router, environment: injected)
    let sheet = try router.present("settings", as: .sheet)
    await scene.host.settle()
    scene.setColorScheme("dark")
    let environment = try #require(scene.environment(of: sheet))
    for key in ["Session", "Settings (ObservableObject)", "modelContainer", "tint"] {
      #expect(environment[key] == injected[key], "\(key)")
    }
    #expect(environment["colorScheme"] == "dark")  // the layer's own trait, not the root's
    #expect(environment["isPresented"] == "false")
    #expect(environment["dismiss"] == "pop home")
    var signedOut = injected
    signedOut["Session"] = "signed out"
    scene.updateRoot(root, environment: signedOut)
    #expect(scene.environment(of: sheet)?["Session"] == "signed out")  // live
  }

  /// An app that opts out (`modalStackEnvironmentInheritance(.named)` above the root) gives its
  /// layers nothing of what it injected but the library's values and their own.
  @Test func anAppThatOptsOutGivesLayersOnlyTheLibrarysValues() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    scene.showRoot(
      "home", router: router,
      environment: ["Session": "ada", "popupTransitions": "drop", LayerEnvironment.inheritanceKey: "named"])
    let sheet = try router.present("settings", as: .sheet)
    await scene.host.settle()
    let environment = try #require(scene.environment(of: sheet))
    #expect(environment["Session"] == nil)
    #expect(environment["popupTransitions"] == "drop")
    #expect(environment["colorScheme"] == "light")
    #expect(scene.router(inLayer: sheet) === router)
  }

  /// SwiftUI's `dismiss()` is the one of the environment it is read in: a layer that inherits its
  /// presenter's reads the presenter's (no setter puts the layer's back), which under a root does
  /// nothing; a layer that reads its own (`.named`) asks its controller, and the router takes it.
  @Test func swiftUIsDismissInALayerActsWhereItsEnvironmentSays() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    let root = scene.showRoot("home", router: router)
    try router.present("editor", as: .sheet)
    await scene.host.settle()
    #expect(scene.viewCallsDismiss() == .ignored)  // the root's dismiss: nothing
    await scene.host.settle()
    #expect(router.stack.description == "root ▸ sheet(editor)")
    scene.updateRoot(root, environment: [LayerEnvironment.inheritanceKey: "named"])
    #expect(scene.viewCallsDismiss() == .attempted)
    await scene.host.settle()
    #expect(router.stack.description == "root")
    #expect(scene.host.violations.isEmpty)
  }

  @Test func aPopoverBecomesASheetAndBackAsTheWindowIsResized() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    let (subscription, events) = eventLines(of: router)
    defer { subscription.cancel() }
    scene.showRoot("home", router: router)
    scene.resize(to: .regular)
    try router.present("filters", as: .modal(.popover(PopoverAnchor("filters"))))
    await scene.host.settle()
    #expect(scene.host.window.chain.last?.effectiveStyleName == "popover")
    #expect(scene.host.swipeDown() == .ignored)  // a popover is not swiped
    scene.resize(to: .compact)  // Split View makes the window narrow
    #expect(scene.host.window.chain.last?.effectiveStyleName == "pageSheet")
    #expect(scene.host.swipeDown() == .dismissed)
    await scene.host.settle()
    #expect(events().last == "didDismiss popover(filters) (interactive)")
    scene.resize(to: .regular)
    try router.present("filters", as: .modal(.popover(PopoverAnchor("filters"))))
    await scene.host.settle()
    #expect(scene.host.tapOutside() == .dismissed)
    await scene.host.settle()
    #expect(events().last == "didDismiss popover(filters) (tapOutside)")
    #expect(scene.host.violations.isEmpty)
  }

  @Test func aTransitionThatSpansTheBackgroundIsNotAFault() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    let (subscription, events) = eventLines(of: router)
    defer { subscription.cancel() }
    scene.showRoot("home", router: router)
    try router.present("settings", as: .sheet)
    clock.advance(by: .milliseconds(100))
    scene.enterBackground()  // the user goes to the home screen mid-transition
    clock.advance(by: .seconds(30))
    scene.enterForeground()
    await scene.host.settle()
    #expect(!events().contains { $0.contains("fault") })
    #expect(events() == ["didPresent sheet(settings) (programmatic)"])
    #expect(router.presented.description == "root ▸ sheet(settings)")
    #expect(scene.host.violations.isEmpty)
  }

  /// A scene's window tells VoiceOver what the router decides for its layers, as the adapter's
  /// layers do: a queued toast's announcement is spoken.
  @Test func aToastQueuedInASceneIsAnnounced() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    scene.showRoot("home", router: router)
    _ = scene.host.voiceOverLog  // VoiceOver is on
    try router.enqueue("saved", as: .toast, announcement: "Saved")
    await scene.host.settle()
    #expect(scene.host.voiceOverLog == ["announcement: Saved"])
  }
}
