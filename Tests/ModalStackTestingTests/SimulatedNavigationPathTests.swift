import ModalStackTesting
import Testing

@testable import ModalStackCore

/// A marked stack's `NavigationStack(path:)` as SwiftUI runs it: the router's pushes and the app's
/// own value pushes in one path, each write one update, the user's back over either.
@MainActor
@Suite struct SimulatedNavigationPathTests {
  let clock = SimulatedClock()

  private func sceneWithFeed() -> (SimulatedScene<String>, Router<String>) {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    scene.showRoot("home", router: router)
    scene.showMarkedStack("feed")
    return (scene, router)
  }

  /// An app's `NavigationLink(value:)` after a router push sits on top of it, and the router's
  /// next push lands on top of the app's; the user's back goes over each in turn, and only the
  /// router's routes are reported, as the user's.
  @Test func theAppsValuePushesAndTheRoutersInterleaveInOnePath() async throws {
    let (scene, router) = sceneWithFeed()
    let (subscription, events) = eventLines(of: router)
    defer { subscription.cancel() }
    try router.push("post")
    await scene.host.settle()
    scene.appPushes("comments", inStack: "feed")
    try router.push("author")
    await scene.host.settle()
    #expect(scene.pathShown(inStack: "feed") == ["push(post)", "comments", "push(author)"])
    scene.userGoesBack(inStack: "feed")
    await scene.host.settle()
    #expect(router.stack.description == "root ▸ push(post)")
    #expect(events().contains("didDismiss push(author) (interactive)"))
    scene.userGoesBack(inStack: "feed")  // over the app's own screen: nothing of the router's
    await scene.host.settle()
    #expect(router.stack.description == "root ▸ push(post)")
    #expect(scene.pathShown(inStack: "feed") == ["push(post)"])
    #expect(scene.routesShown(inStack: "feed").map(\.destination) == ["post"])
    #expect(scene.host.violations.isEmpty)
  }

  /// Several levels pushed in one change (a deep link, a restored stack) are one write of the
  /// path, whether the stack is on screen or built later.
  @Test func severalLevelsInOneChangeAreOnePathWrite() async throws {
    let (scene, router) = sceneWithFeed()
    try router.replace(with: ["post", "comments", "author"].map { Route($0, presentation: .push, stack: "feed") })
    await scene.host.settle()
    #expect(scene.pathWrites(inStack: "feed") == 1)
    #expect(scene.routesShown(inStack: "feed").map(\.destination) == ["post", "comments", "author"])
    // Into a stack built later: its first frame shows the whole path.
    try router.push("message", in: "inbox")
    try router.push("reply", in: "inbox")
    await scene.host.settle()
    scene.showMarkedStack("inbox")
    #expect(scene.pathWrites(inStack: "inbox") == 1)
    #expect(scene.routesShown(inStack: "inbox").map(\.destination) == ["message", "reply"])
  }

  /// A router pop below the app's own screen takes that screen with it, as a stack popped below
  /// it does; the app's screen below the popped route stays.
  @Test func aRouterPopTakesTheAppsScreensAboveTheRouteAndKeepsThoseBelow() async throws {
    let (scene, router) = sceneWithFeed()
    try router.push("post")
    await scene.host.settle()
    scene.appPushes("comments", inStack: "feed")
    try router.push("author")
    await scene.host.settle()
    scene.appPushes("followers", inStack: "feed")
    try router.pop()
    await scene.host.settle()
    #expect(scene.pathShown(inStack: "feed") == ["push(post)", "comments"])
  }

  /// The app writing its path in one update (`path.removeLast(); path.append(x)`, or a new path
  /// of the same length) changes values without changing the count: the route it replaced is
  /// told to the router as gone, and the router's next push lands above the app's value.
  @Test func anAppWriteOfTheSameLengthIsToldByWhatChangedNotByCount() async throws {
    let (scene, router) = sceneWithFeed()
    try router.push("post")
    await scene.host.settle()
    scene.appWritesPath(removingLast: 1, appending: ["settings"], inStack: "feed")
    await scene.host.settle()
    #expect(router.stack.description == "root")
    #expect(scene.pathShown(inStack: "feed") == ["settings"])
    try router.push("author")
    await scene.host.settle()
    #expect(scene.pathShown(inStack: "feed") == ["settings", "push(author)"])
    // A whole new path of the same length: every value in it is the app's.
    scene.appWritesPath(removingLast: 2, appending: ["a", "b"], inStack: "feed")
    await scene.host.settle()
    #expect(router.stack.description == "root")
    #expect(scene.host.violations.isEmpty)
  }
}
