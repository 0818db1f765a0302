import ModalStackCore
import ModalStackTesting
import PropertyBased
import Testing

/// `present(item:)` across re-created views (issue 34, part 5): one route per item, the binding
/// always written back, content registered whatever the frame, content following the latest
/// render.
@MainActor
@Suite struct SimulatedPresentItemViewTests {
  let clock = SimulatedClock()

  /// A scene with a root on screen, and its router.
  private func scene() -> (SimulatedScene<String>, Router<String>) {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    scene.showRoot("home", router: router)
    return (scene, router)
  }

  private func lessons(
    _ scene: SimulatedScene<String>, _ router: Router<String>, content: ((Int) -> String)? = nil
  ) -> SimulatedPresentItemView<String, Int> {
    scene.presentItemView(
      "LessonList", router: router, presentation: { _ in .sheet }, destination: { "lesson \($0)" }, content: content)
  }

  /// A view on screen that presented lesson 1, settled.
  private func showingLessonOne() async -> (
    SimulatedScene<String>, Router<String>, SimulatedPresentItemView<String, Int>
  ) {
    let (scene, router) = scene()
    let view = lessons(scene, router)
    view.set(1)
    await scene.host.settle()
    return (scene, router, view)
  }

  @Test func aRecreatedViewAdoptsTheRouteOfItsItemInsteadOfPresentingASecond() async throws {
    let (scene, router, view) = await showingLessonOne()
    let shown = try #require(view.routeID)
    view.recreate()  // `.id(user)` changed; the model above still holds lesson 1
    await scene.host.settle()
    #expect(router.presented.description == "root ▸ sheet(lesson 1)")
    #expect(view.routeID == shown)
    #expect(scene.host.violations.isEmpty)
  }

  @Test func aRouteWhoseViewIsGoneStillWritesItsBindingBack() async throws {
    let (scene, router, view) = await showingLessonOne()
    view.remove()  // its `if` turned false: the slot is gone, the route and the binding stay
    #expect(router.presented.description == "root ▸ sheet(lesson 1)")
    _ = scene.host.swipeDown()
    await scene.host.settle()
    #expect(view.binding == nil)
    #expect(view.writeBacks == 1)
  }

  @Test func theAdoptingViewTakesTheWriteBackOverOnce() async throws {
    let (scene, router, view) = await showingLessonOne()
    view.recreate()
    view.recreate()
    _ = scene.host.swipeDown()
    await scene.host.settle()
    #expect(view.binding == nil)
    #expect(view.writeBacks == 1)
    #expect(view.routeID == nil)
    view.set(1)  // the same item again is a new presentation
    await scene.host.settle()
    #expect(router.presented.description == "root ▸ sheet(lesson 1)")
    #expect(view.routeID != nil)
  }

  @Test func anAdoptedRouteGoesWhenTheNewViewsBindingLetsGo() async throws {
    let (scene, router, view) = await showingLessonOne()
    view.recreate()
    view.set(2)  // another item replaces the adopted route, in place
    await scene.host.settle()
    #expect(router.presented.description == "root ▸ sheet(lesson 2)")
    view.set(nil)
    await scene.host.settle()
    #expect(router.presented.description == "root")
    #expect(view.writeBacks == 0)  // the app let go itself: nothing to write back
  }

  @Test func aRouteLeftBehindGoesWhenItsViewComesBackWithTheItemGone() async throws {
    let (scene, router, view) = await showingLessonOne()
    view.remove()
    view.set(nil)  // the model lets go while no view watches it
    #expect(router.stack.description == "root ▸ sheet(lesson 1)")
    view.recreate()
    await scene.host.settle()
    #expect(router.presented.description == "root")
    #expect(view.writeBacks == 0)
  }

  @Test func aWriteBackNeverOverwritesAnItemTheBindingMovedOnTo() async throws {
    let (scene, router, view) = await showingLessonOne()
    view.remove()
    view.set(2)  // no view presents it yet
    _ = scene.host.swipeDown()  // lesson 1 goes
    await scene.host.settle()
    #expect(view.binding == 2)
    #expect(view.writeBacks == 0)
    view.recreate()
    await scene.host.settle()
    #expect(router.presented.description == "root ▸ sheet(lesson 2)")
  }

  /// Two views on screen at once at one site (the same screen pushed twice) share the route of
  /// one item; it goes when the last of their bindings lets go, and both hear of a swipe.
  @Test func viewsSharingAnItemShareItsRouteUntilTheLastLetsGo() async throws {
    let (scene, router) = scene()
    let (first, second) = (lessons(scene, router), lessons(scene, router))
    first.set(1)
    second.set(1)
    await scene.host.settle()
    #expect(router.presented.description == "root ▸ sheet(lesson 1)")
    first.set(nil)
    await scene.host.settle()
    #expect(router.presented.description == "root ▸ sheet(lesson 1)")
    first.set(1)
    _ = scene.host.swipeDown()
    await scene.host.settle()
    #expect([first.binding, second.binding] == [nil, nil])
    second.set(1)
    await scene.host.settle()
    second.set(nil)
    await scene.host.settle()
    #expect(router.presented.description == "root")
  }

  @Test func contentGivenBeforeTheRootFoundItsWindowBuildsTheLayer() async throws {
    let scene = SimulatedScene<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    // The item is set on the first render: the view presents before the root has a window.
    let view = scene.presentItemView(
      "Editor", router: router, binding: 7, presentation: { _ in .sheet }, destination: { "note \($0)" },
      content: { "NoteEditor(\($0))" })
    let route = try #require(view.routeID)
    scene.showRoot("home", router: router)
    await scene.host.settle()
    #expect(router.presented.description == "root ▸ sheet(note 7)")
    #expect(view.contentShown(for: route) == "NoteEditor(7)")
  }

  @Test func contentFollowsThePresentingViewsLatestRender() async throws {
    let (scene, router) = scene()
    let view = lessons(scene, router) { "Lesson(\($0), light)" }
    view.set(3)
    await scene.host.settle()
    let route = try #require(view.routeID)
    view.render { "Lesson(\($0), dark)" }
    #expect(view.contentShown(for: route) == "Lesson(3, dark)")
    view.recreate()  // the re-created view's render draws it from now on
    view.render { "Lesson(\($0), sepia)" }
    #expect(view.contentShown(for: route) == "Lesson(3, sepia)")
    #expect(router.presented.description == "root ▸ sheet(lesson 3)")
  }

  /// A new item renders the view before the slot takes it: the old item's layer keeps its own
  /// content through its exit, and the new item's route gets the new content.
  @Test func aNewItemsContentNeverGoesIntoTheOldItemsLayer() async throws {
    let (scene, router) = scene()
    let view = lessons(scene, router) { "Lesson(\($0))" }
    view.set(3)
    await scene.host.settle()
    let three = try #require(view.routeID)
    view.set(4)
    #expect(view.contentShown(for: three) == "Lesson(3)")
    let four = try #require(view.routeID)
    #expect(four != three)
    #expect(view.contentShown(for: four) == "Lesson(4)")
    await scene.host.settle()
    #expect(router.presented.description == "root ▸ sheet(lesson 4)")
  }

  /// Whatever the app and the user do (set the item, re-create or remove the view, swipe), the
  /// router shows at most one route, the binding of a view on screen says what is shown, and a
  /// write-back only ever turns the binding to `nil` when the route of its item went.
  @Test func oneRoutePerItemAndTheBindingAlwaysFollows() async {
    await propertyCheck(count: 60, input: Gen.int(in: 0...5).array(of: 12)) { steps in
      let (scene, router) = scene()
      let view = lessons(scene, router)
      for step in steps {
        let before = (binding: view.binding, shown: router.stack.routes.map(\.destination))
        switch step {
        case 0: view.set(nil)
        case 1, 2: view.set(step)
        case 3: view.recreate()
        case 4: view.remove()
        default: _ = scene.host.swipeDown()
        }
        await scene.host.settle()
        let shown = router.stack.routes.map(\.destination)
        #expect(shown.count <= 1, "\(steps)")
        if view.isOnScreen { #expect(shown == (view.binding.map { ["lesson \($0)"] } ?? []), "\(steps)") }
        if (1...2).contains(step) || step == 0 { continue }
        if let item = before.binding, view.binding != item {
          #expect(view.binding == nil && before.shown.contains("lesson \(item)") && shown.isEmpty, "\(steps)")
        }
      }
    }
  }

  // MARK: Why the binding was written

  /// What happens to the declaring view before its route leaves.
  enum ViewFate: String, CaseIterable, Sendable {
    /// It stays on screen and is updated.
    case onScreen
    /// It is made again (`.id(_:)` changed): a fresh slot adopted the route.
    case recreated
    /// It left the tree: only the binding it was given remains.
    case removed
    /// It stays, but SwiftUI does not update it (it is under a cover).
    case withheld

    @MainActor func apply(to view: SimulatedPresentItemView<String, Int>) {
      switch self {
      case .onScreen: break
      case .recreated: view.recreate()
      case .removed: view.remove()
      case .withheld: view.updatesWithheld = true
      }
    }
  }

  /// A way a route leaves that the app did not ask for through its binding.
  enum Removal: String, CaseIterable, Sendable {
    case swipe, tapOutside, back, dismissAction, dismissAll, deepLink, programmaticDismiss

    /// The reason the write-back carries.
    var reason: RouteChangeReason {
      switch self {
      case .swipe, .back: .interactive
      case .tapOutside: .tapOutside
      case .dismissAction: .dismissAction
      case .dismissAll: .dismissAll
      case .deepLink: .deepLink
      case .programmaticDismiss: .programmatic
      }
    }

    /// How the item is shown: a popup closed by a tap outside, a push for the back button.
    var presentation: Presentation {
      switch self {
      case .tapOutside: .popup(dismissOnTapOutside: true)
      case .back: .push
      default: .sheet
      }
    }

    @MainActor func perform(on scene: SimulatedScene<String>, _ router: Router<String>, route: RouteID) throws {
      switch self {
      case .swipe: #expect(scene.host.swipeDown() == .dismissed)
      case .tapOutside: #expect(scene.host.tapOutside() == .attempted)  // a popup closes through its exit
      case .back: #expect(scene.host.tapBack(on: router))
      case .dismissAction: #expect(scene.host.viewCallsDismiss(inLayerOf: route) == .attempted)  // the router takes it
      case .dismissAll: router.dismissAll()
      case .deepLink: router.replace(with: RouteStack(), reason: .deepLink)
      case .programmaticDismiss: try router.dismiss(route)
      }
    }
  }

  /// Each write-back carries the reason of the change that removed the route (the adapter writes
  /// it in the binding's transaction), whether the view that presented it is on screen, made
  /// again, gone or not updated.
  @Test(arguments: Removal.allCases, ViewFate.allCases)
  func theWriteBackCarriesTheReasonTheRouteLeftWith(_ removal: Removal, _ fate: ViewFate) async throws {
    let (scene, router) = scene()
    let view = scene.presentItemView(
      "LessonList", router: router, presentation: { (_: Int) in removal.presentation }, destination: { "lesson \($0)" })
    view.set(1)
    await scene.host.settle()
    let route = try #require(view.routeID)
    fate.apply(to: view)
    try removal.perform(on: scene, router, route: route)
    await scene.host.settle()
    #expect(view.binding == nil)
    #expect(view.writeBackReasons == [removal.reason])
    #expect(router.presented.description == "root")
    #expect(scene.host.violations.isEmpty)
  }

  /// The app's own change (its model sets the item to `nil`) dismisses the route and is not
  /// written back: there is no reason to report for what the app did itself.
  @Test(arguments: ViewFate.allCases)
  func theAppsOwnChangeIsNotWrittenBack(_ fate: ViewFate) async throws {
    let (scene, router, view) = await showingLessonOne()
    fate.apply(to: view)
    view.set(nil)
    if fate == .removed { view.recreate() }  // a route left behind goes when its view returns
    await scene.host.settle()
    #expect(router.presented.description == "root")
    #expect(view.writeBackReasons.isEmpty)
  }

  // MARK: A view SwiftUI does not update

  /// SwiftUI need not update a view under a cover, so its `onChange` does not run: an item the
  /// app's `@Observable` model sets meanwhile is still presented, by the slot's own watch.
  @Test func anObservedItemSetUnderACoverIsPresentedWithoutAViewUpdate() async throws {
    let (scene, router) = scene()
    let view = lessons(scene, router)
    try router.present("player", as: .fullScreenCover)
    await scene.host.settle()
    view.updatesWithheld = true
    view.set(42)
    await scene.host.settle()
    #expect(router.presented.description == "root ▸ fullScreenCover(player) ▸ sheet(lesson 42)")
    view.set(nil)
    await scene.host.settle()
    #expect(router.presented.description == "root ▸ fullScreenCover(player)")
    #expect(scene.host.violations.isEmpty)
  }

  /// A `@State` changed under a cover (Observation cannot see it) is applied when the router
  /// next settles: here, once the cover over the view is dismissed.
  @Test func anUnobservedItemSetUnderACoverIsPresentedWhenTheRouterNextSettles() async throws {
    let (scene, router) = scene()
    let view = scene.presentItemView(
      "LessonList", router: router, storage: .state, presentation: { (_: Int) in .sheet },
      destination: { "lesson \($0)" })
    let cover = try router.present("player", as: .fullScreenCover)
    await scene.host.settle()
    view.updatesWithheld = true
    view.set(42)
    await scene.host.settle()
    #expect(router.presented.description == "root ▸ fullScreenCover(player)")
    try router.dismiss(cover)
    await scene.host.settle()
    #expect(router.presented.description == "root ▸ sheet(lesson 42)")
    #expect(scene.host.violations.isEmpty)
  }
}
