import Foundation
import ModalStackCore
import ModalStackTesting
import Testing

@MainActor
@Suite struct RouterDeepLinkTests {
  private func harness(attach: Bool = true) throws -> Harness {
    let harness = Harness(attach: attach)
    harness.router.deepLinks = try DeepLinkMapTests.map()
    return harness
  }

  @Test func aLinkOpensOnTopOfAnOpenModal() async throws {
    let harness = try harness()
    try harness.router.present(.settings, as: .sheet)
    await harness.host.settle()
    try harness.router.open("myapp://learn/42")
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(settings) ▸ fullScreenCover(learn 42)")
    #expect(
      harness.events.contains {
        if case .didPresent(let route, .deepLink) = $0 { route.destination == .learn(42) } else { false }
      })
  }

  @Test func replaceStackPlacement() async throws {
    let harness = try harness()
    try await harness.presentLayers(3)
    try harness.router.open("https://example.com/welcome")
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(popup welcome)")
  }

  @Test func reuseExistingDismissesDownToAnEqualRoute() async throws {
    let harness = try harness()
    try harness.router.present(.settings, as: .sheet)
    try harness.router.present(.learn(1), as: .fullScreenCover)
    try harness.router.present(.learn(2), as: .fullScreenCover)
    await harness.host.settle()
    try harness.router.open("myapp://settings/notifications")
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(settings)")
    harness.router.dismissAll()
    try harness.router.open("myapp://settings")
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(settings)")  // none to reuse: on top
  }

  /// Reuse goes back to the nearest screen that shows the link's destination: with the same
  /// screen twice in the stack, the upper one stays and only what is above it goes.
  @Test func reuseExistingGoesBackToTheNearestEqualRoute() async throws {
    let harness = try harness()
    try harness.router.present(.settings, as: .sheet)
    try harness.router.present(.learn(1), as: .fullScreenCover)
    try harness.router.present(.settings, as: .sheet)
    try harness.router.present(.learn(2), as: .fullScreenCover)
    await harness.host.settle()
    try harness.router.open("myapp://settings/notifications")
    await harness.host.settle()
    #expect(
      harness.router.presented.description == "root ▸ sheet(settings) ▸ fullScreenCover(learn 1) ▸ sheet(settings)")
  }

  @Test func badLinksChangeNothing() async throws {
    let harness = try harness()
    try harness.router.present(.settings, as: .sheet)
    let before = harness.router.stack
    #expect(throws: DeepLinkError.malformedURL("")) { try harness.router.open("") }
    #expect(throws: DeepLinkError.self) { try harness.router.open("myapp://learn/x") }
    #expect(throws: DeepLinkError.self) { try harness.router.open("myapp://nowhere") }
    #expect(harness.router.stack == before)
    let bare = Router<Screen>(scheduler: harness.clock)
    #expect(throws: DeepLinkError.noMap("myapp://learn/1")) { try bare.open("myapp://learn/1") }
  }

  @Test func aBurstOfOneHundredLinksBeforeAHostStacksThemAllInOrder() async throws {
    let harness = try harness(attach: false)
    let router = harness.router
    router.linkLimits.routes = 100  // 50 by default
    // Cold start: a notification delegate on another thread delivers 100 links within one tick.
    await Task.detached {
      for index in 1...100 { router.send(URL(string: "myapp://learn/\(index)")!) }
    }.value
    // The links reach the main actor in order, before any host exists.
    await yieldWhile({ router.stack.count < 100 }, atMost: 1_000)
    #expect(router.stack.count == 100)
    #expect(router.presented.isEmpty)
    try router.attach(harness.host)
    await harness.host.settle()
    #expect(router.presented.routes.map(\.destination) == (1...100).map { Screen.learn($0) })
    #expect(router.presented.layerCount == 101)
    #expect(harness.host.statistics.droppedCalls == 0)
    #expect(harness.host.violations.isEmpty)
  }

  @Test func linksOpenedOnTheMainActorBeforeAHostAreReplayedInOrder() async throws {
    let harness = try harness(attach: false)
    harness.router.linkLimits.routes = 102  // 50 by default
    for index in 1...100 { try harness.router.open("myapp://learn/\(index)") }
    try harness.router.open("myapp://users/ada/posts/7")
    harness.clock.advance(by: .seconds(1))
    try harness.router.attach(harness.host)
    await harness.host.settle()
    let expected = (1...100).map { Screen.learn($0) } + [.profile("ada"), .learn(7)]
    #expect(harness.router.presented.routes.map(\.destination) == expected)
    #expect(harness.host.violations.isEmpty)
  }

  @Test func reuseExistingPopsWhatIsPushedOverTheReusedRoute() async throws {
    let harness = try harness()
    let settings = try harness.router.present(.settings, as: .sheet)
    try harness.router.push(.profile("privacy"))
    try harness.router.present(.learn(1), as: .fullScreenCover)
    await harness.host.settle()
    #expect(try harness.router.open("myapp://settings") == [settings])
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(settings)")
    let dismissals = harness.controllerCalls.filter { $0.hasPrefix("dismiss(") }
    #expect(dismissals.count == 1)
    #expect(harness.host.violations.isEmpty)
  }

  /// `/profile/:name/learn/:id`: the profile pushed, reused when it is there, then the lesson.
  static var profileThenLessonReusingTheProfile: DeepLinkMap<Screen> {
    var links = DeepLinkMap<Screen>()
    links.add("/profile/:name/learn/:id", placement: .reuseExisting) { link in
      [
        Route(.profile(try link.value("name")), presentation: .push),
        Route(.learn(try link.value("id")), presentation: .push),
      ]
    }
    return links
  }

  @Test func reuseExistingReusesAPushedRouteAndPopsWhatIsAboveIt() async throws {
    let harness = try harness()
    harness.router.deepLinks = Self.profileThenLessonReusingTheProfile
    try harness.router.present(.settings, as: .sheet)
    let ada = try harness.router.push(.profile("ada"))
    try harness.router.push(.learn(1))
    try harness.router.push(.learn(2))
    try harness.router.present(.learn(3), as: .fullScreenCover)
    await harness.host.settle()
    let ids = try harness.router.open("myapp://profile/ada/learn/9")
    await harness.host.settle()
    #expect(ids.first == ada)
    #expect(harness.router.presented.description == "root ▸ sheet(settings) ▸ push(profile ada) ▸ push(learn 9)")
    #expect(harness.router.presented.routes.map(\.id) == [harness.router.presented.routes[0].id] + ids)
    #expect(harness.host.violations.isEmpty)
  }

  @Test func reuseExistingOfTheTopRouteChangesNothing() async throws {
    let harness = try harness()
    let settings = try harness.router.present(.settings, as: .sheet)
    await harness.host.settle()
    let calls = harness.controllerCalls.count
    #expect(try harness.router.open("myapp://settings/anything") == [settings])
    await harness.host.settle()
    #expect(harness.controllerCalls.count == calls)
  }

  /// A link that replaces the stack may give its routes the ids of routes it replaces; one that
  /// reuses a route returns that route's id first, then the ids of the routes it added.
  @Test func aLinkReturnsItsRoutesIDsAndMayReuseTheIDsItReplaces() throws {
    let harness = try harness()
    var links = DeepLinkMap<Screen>()
    links.add("/home", placement: .replaceStack) { _ in [Route(.settings, presentation: .sheet, id: "s")] }
    links.add("/settings/more", placement: .reuseExisting) { _ in
      [Route(.settings, presentation: .sheet, id: "new"), Route(.learn(1), presentation: .fullScreenCover, id: "n")]
    }
    harness.router.deepLinks = links
    try harness.router.present(.learn(2), as: .sheet, id: "s")
    try harness.router.present(.profile("ada"), as: .push, id: "p")
    #expect(try harness.router.open("myapp://home") == ["s"])
    #expect(harness.router.stack.description == "root ▸ sheet(settings)")
    #expect(try harness.router.open("myapp://settings/more") == ["s", "n"])
    #expect(harness.router.stack.routes.map(\.id) == ["s", "n"])
  }

  /// A link whose routes are already the stack's (it reuses the top route) is no change of the
  /// target: nothing is recorded, no route joins or leaves.
  @Test func aLinkThatLeavesTheStackAsItIsChangesNothing() throws {
    let harness = try harness()
    let settings = try harness.router.present(.settings, as: .sheet)
    harness.router.startRecording()
    let events = harness.events.count
    #expect(try harness.router.open("myapp://settings/anything") == [settings])
    #expect(!harness.router.trace().entries.contains { if case .target = $0.kind { true } else { false } })
    #expect(harness.events.count == events)
  }

  /// The app may open a link from an event the router sends as another link changes the stack
  /// (a sheet the link keeps moves to another detent): it opens on the stack that link made.
  @Test func aLinkOpenedFromAnEventOfAnotherLinksChangeOpensOnTopOfIt() throws {
    let harness = try harness()
    let sheet = Presentation.sheet(detents: [.medium, .large], selectedDetent: .medium)
    var links = DeepLinkMap<Screen>()
    links.add("/home", placement: .replaceStack) { _ in
      [Route(.settings, presentation: .sheet(detents: [.medium, .large], selectedDetent: .large), id: "s")]
    }
    links.add("/learn/:id", presentation: .fullScreenCover) { .learn(try $0.value("id")) }
    harness.router.deepLinks = links
    try harness.router.present(.settings, as: sheet, id: "s")
    var opened: [[RouteID]] = []
    let subscription = harness.router.observe { [router = harness.router] event in
      guard case .detentChanged(_, .large, .deepLink) = event else { return }
      opened.append((try? router.open("myapp://learn/1")) ?? [])
    }
    defer { subscription.cancel() }
    try harness.router.open("myapp://home")
    #expect(opened.count == 1 && opened.first?.count == 1)
    #expect(harness.router.stack.description == "root ▸ sheet(settings) ▸ fullScreenCover(learn 1)")
  }

  @Test func onTopReturnsTheNewIDsBottomFirst() throws {
    let harness = try harness(attach: false)
    let ids = try harness.router.open("myapp://users/ada/posts/7")
    #expect(ids == harness.router.stack.routes.map(\.id))
    #expect(harness.router.stack.description == "root ▸ sheet(profile ada) ▸ push(learn 7)")
  }

  @Test func aRejectedStackNamesTheURL() throws {
    let harness = try harness()
    var links = DeepLinkMap<Screen>()
    links.add("/twice") { _ in
      [Route(.settings, presentation: .sheet, id: "same"), Route(.settings, presentation: .sheet, id: "same")]
    }
    harness.router.deepLinks = links
    let url = try #require(URL(string: "myapp://twice"))
    #expect(throws: DeepLinkError.rejected(url.absoluteString, .duplicateRouteID("same", screen: "settings"))) {
      try harness.router.open(url)
    }
    #expect(harness.router.stack.isEmpty)
  }

  /// Every route a link adds is checked, its first one too: an id already on the target is
  /// refused and the stack stays as it was.
  @Test func aLinkWhoseFirstRouteTakesAnIDOnTheStackIsRejected() throws {
    let harness = try harness()
    var links = DeepLinkMap<Screen>()
    links.add("/again") { _ in [Route(.settings, presentation: .sheet, id: "taken")] }
    harness.router.deepLinks = links
    try harness.router.present(.learn(1), as: .sheet, id: "taken")
    let url = try #require(URL(string: "myapp://again"))
    #expect(throws: DeepLinkError.rejected(url.absoluteString, .duplicateRouteID("taken", screen: "settings"))) {
      try harness.router.open(url)
    }
    #expect(harness.router.stack.routes.map(\.destination) == [.learn(1)])
  }

  /// A link placed `onTopOnce` whose screens already end the stack changes nothing and returns
  /// their ids, also when its entry gives its routes fixed ids (the same ids are on the stack).
  @Test func aLinkOnTopOnceWithFixedIDsOpenedTwiceReturnsTheRoutesShowing() throws {
    let harness = try harness()
    var links = DeepLinkMap<Screen>()
    links.add("/inbox", placement: .onTopOnce) { _ in
      [Route(.settings, presentation: .sheet, id: "inbox"), Route(.learn(1), presentation: .push, id: "thread")]
    }
    harness.router.deepLinks = links
    let url = try #require(URL(string: "myapp://inbox"))
    #expect(try harness.router.open(url) == ["inbox", "thread"])
    let stack = harness.router.stack
    #expect(try harness.router.open(url) == ["inbox", "thread"])
    #expect(harness.router.stack == stack)
  }

  @Test func aFailedSentLinkIsAnEvent() async throws {
    let harness = try harness()
    harness.router.send(.open(URL(string: "myapp://nowhere")!))
    await harness.host.settle()
    #expect(harness.linkEvents.contains(.deepLinkFailed(.noMatch("myapp://nowhere"))))
  }

  @Test func aFailedLinkNamesTheTextTheAppReceivedNotItsEncodedURL() throws {
    let harness = Harness()
    harness.router.deepLinks = try DeepLinkMapTests.map()
    let text = "myapp://nowhere/Zoë 👩‍💻"
    #expect(throws: DeepLinkError.noMatch(text)) { try harness.router.open(text) }
    #expect(throws: DeepLinkError.invalidParameter(name: "id", value: "é", url: "myapp://learn/é")) {
      try harness.router.open("myapp://learn/é")
    }
  }

  /// A link may open a popover with a route pushed in it: the automatic background of a popover
  /// is the system's, so the layer has a navigation stack.
  @Test func aLinkOpensAPopoverWithAPushedRoute() async throws {
    let harness = try harness()
    var links = DeepLinkMap<Screen>()
    links.add("/share") { _ in
      [
        Route(.settings, presentation: .modal(.popover(PopoverAnchor("button")))),
        Route(.profile("a"), presentation: .push),
      ]
    }
    harness.router.deepLinks = links
    try harness.router.open("myapp://share")
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ popover(settings) ▸ push(profile a)")
  }

  /// Reusing a push in one tab leaves another tab's pushes alone, as popping in a tab does.
  @Test func reuseExistingOfAPushInOneTabKeepsAnotherTabsPushes() async throws {
    let harness = Harness()
    harness.router.deepLinks = Self.profileThenLessonReusingTheProfile
    try harness.router.present(.settings, as: .sheet)
    try harness.router.push(.profile("ada"), in: "inbox")
    try harness.router.push(.learn(1), in: "inbox")
    try harness.router.push(.learn(2), in: "feed")
    await harness.host.settle()
    try harness.router.open("myapp://profile/ada/learn/9")
    #expect(harness.router.stack.routes.map(\.destination) == [.settings, .profile("ada"), .learn(2), .learn(9)])
    #expect(harness.router.stack.routes.last?.stack == "inbox")
  }
}
