import ModalStackTesting
import Testing

@testable import ModalStackCore

/// Tabs as SwiftUI builds them: a `TabView` builds a tab's content on its first selection, a
/// frame later; a custom tab bar keeps every tab alive and sends no appearance on a switch.
@MainActor
@Suite struct SimulatedSceneTabsTests {
  let clock = SimulatedClock()

  /// A scene whose root shows a tab view of a feed and an inbox, the feed selected.
  private func sceneWithTabs(
    kind: SimulatedScene<String>.TabViewKind = .system, statesSelection: Bool = false
  ) async -> (SimulatedScene<String>, Router<String>) {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    scene.showRoot("tabs", router: router)
    scene.showTabView(["feed", "inbox"], kind: kind, statesSelection: statesSelection)
    await scene.host.settle()
    return (scene, router)
  }

  /// A notification that opens a message in a tab the user has not opened since launch: the push
  /// waits in the path for the inbox's stack, the router asks for the inbox, and the message shows
  /// once the tab is built.
  @Test func aPushIntoATabNotBuiltYetWaitsForItAndAsksForIt() async throws {
    let (scene, router) = await sceneWithTabs()
    let (subscription, events) = eventLines(of: router)
    defer { subscription.cancel() }
    try router.push("message 7", in: "inbox")
    await scene.host.settle()
    #expect(router.presented.topLayer.path.map(\.destination) == ["message 7"])
    #expect(scene.routesShown(inStack: "inbox").isEmpty)
    #expect(router.requestedStack == "inbox")
    #expect(!events().contains { $0.hasPrefix("pushRefused") })
    // The app follows the request, as a TabView bound to it would.
    scene.selectTab(try #require(router.requestedStack))
    #expect(scene.routesShown(inStack: "inbox").isEmpty)  // built a frame later
    await scene.host.settle()
    #expect(scene.routesShown(inStack: "inbox").map(\.destination) == ["message 7"])
    #expect(router.requestedStack == nil)
    #expect(scene.host.violations.isEmpty)
  }

  /// A sheet that pushes onto a tab under it (an "Open in Inbox" button): the push joins the
  /// inbox's stack on the root while the sheet stays; once the sheet is gone that push is the
  /// newest on top, and the root asks for the inbox, which the app's `TabView` follows.
  @Test func aSheetPushingOntoATabUnderItPutsThePushThereAndAsksForTheTab() async throws {
    let (scene, router) = await sceneWithTabs()
    try router.present("compose", as: .sheet, id: "compose")
    await scene.host.settle()
    try router.push("message 7", onto: .root, in: "inbox")
    await scene.host.settle()
    #expect(router.presented.description == "root ▸ push(message 7) ▸ sheet(compose)")
    #expect(router.presented.layers[0].path.map(\.stack) == ["inbox"])
    #expect(router.requestedStack == nil)  // the top layer, the sheet, asks for nothing
    try router.dismiss("compose")
    await scene.host.settle()
    #expect(router.requestedStack == "inbox")
    scene.selectTab("inbox")
    await scene.host.settle()
    #expect(scene.routesShown(inStack: "inbox").map(\.destination) == ["message 7"])
    #expect(scene.host.violations.isEmpty)
  }

  /// A push into the selected tab asks for nothing: it shows where the user is.
  @Test func aPushIntoTheSelectedTabAsksForNoTab() async throws {
    let (scene, router) = await sceneWithTabs()
    try router.push("post 1")
    try router.push("post 2", in: "feed")
    await scene.host.settle()
    #expect(router.requestedStack == nil)
    #expect(scene.routesShown(inStack: "feed").map(\.destination) == ["post 1", "post 2"])
  }

  /// A custom tab bar that keeps every tab alive sends `onAppear` to all tabs at launch and none
  /// on a switch: appearances say the last tab built is the one the user is in. The selection the
  /// app states wins.
  @Test func theSelectionTheAppStatesWinsOverAppearanceOrder() async throws {
    let (unstated, unstatedRouter) = await sceneWithTabs(kind: .keepingTabsAlive)
    unstated.selectTab("feed")
    try unstatedRouter.push("post")
    await unstated.host.settle()
    // What appearances alone give: the push lands in the inbox, a tab the user does not see.
    #expect(unstatedRouter.stack.topLayer.path.first?.shownInStack == "inbox")

    let (scene, router) = await sceneWithTabs(kind: .keepingTabsAlive, statesSelection: true)
    try router.push("post")
    await scene.host.settle()
    #expect(scene.routesShown(inStack: "feed").map(\.destination) == ["post"])
    scene.selectTab("inbox")
    try router.push("message")
    await scene.host.settle()
    #expect(scene.routesShown(inStack: "inbox").map(\.destination) == ["message"])
    #expect(scene.routesShown(inStack: "feed").map(\.destination) == ["post"])
  }

  /// A push made into a tab that is never built ends with its layer, as any push does.
  @Test func aWaitingPushEndsWithItsLayer() async throws {
    let (scene, router) = await sceneWithTabs()
    let sheet = try router.present("compose", as: .sheet)
    await scene.host.settle()
    scene.showTabView(["drafts", "sent"], inLayer: sheet)
    await scene.host.settle()
    try router.push("draft 3", in: "sent")
    await scene.host.settle()
    #expect(router.requestedStack == "sent")
    try router.dismiss(sheet)
    await scene.host.settle()
    #expect(router.presented.isEmpty)
    #expect(router.requestedStack == nil)
  }

  /// Every way a route joins the target that can add a push.
  enum PushPath: CaseIterable, Sendable {
    case present, push, replacePushes, slot, popupQueue, deepLink
  }

  /// A push that names no stack joins the tab the user is in, whichever command adds it: the
  /// engine decides a push's stack for all of them, by one rule.
  @Test(arguments: PushPath.allCases)
  func aPushNamingNoStackJoinsTheSelectedTabWhateverAddsIt(_ path: PushPath) async throws {
    let (scene, router) = await sceneWithTabs(statesSelection: true)
    scene.selectTab("inbox")
    await scene.host.settle()
    var map = DeepLinkMap<String>()
    map.add("/message/:id", presentation: .push) { "message \(try $0.value("id", as: Int.self))" }
    router.deepLinks = map
    let slot = PresentationSlot(router: router) { _ in }
    switch path {
    case .present: try router.present("message 7", as: .push)
    case .push: try router.push("message 7")
    case .replacePushes:
      try router.push("message 6")
      try router.replacePushes(1, with: ["message 7"])
    case .slot: try slot.update(7, id: \.self, presentation: { _ in .push }, destination: { "message \($0)" })
    case .popupQueue: try router.enqueue("message 7", as: .push)
    case .deepLink: try router.open("myapp://message/7")
    }
    await scene.host.settle()
    #expect(router.stack.topLayer.path.map(\.destination) == ["message 7"])
    #expect(router.stack.topLayer.path.map(\.stack) == ["inbox"])
    #expect(scene.routesShown(inStack: "inbox").map(\.destination) == ["message 7"])
    #expect(scene.host.violations.isEmpty)
  }
}
