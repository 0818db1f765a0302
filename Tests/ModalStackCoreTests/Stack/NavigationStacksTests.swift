import PropertyBased
import Testing

@testable import ModalStackCore

@MainActor
@Suite struct NavigationStacksTests {
  @Test func theStackWhoseViewAppearedLastIsTheOneTheUserIsIn() {
    var stacks = LayerStacks()
    stacks.viewAppeared(inStackView: 1, of: "feed")
    stacks.viewAppeared(inStackView: 2, of: "inbox")  // the inbox tab is selected
    stacks.viewDisappeared(inStackView: 1)
    #expect(stacks.selected == "inbox")
    // A push in the inbox covers its root (onDisappear) and shows the pushed view (onAppear):
    // the inbox stays on screen whichever comes first.
    stacks.viewDisappeared(inStackView: 2)
    stacks.viewAppeared(inStackView: 2, of: "inbox")
    #expect(stacks.selected == "inbox")
    // A cover over the tabs: no stack on screen, the last one is kept.
    stacks.viewDisappeared(inStackView: 2)
    #expect(stacks.selected == "inbox")
  }

  /// A stack that left for good is not on screen any more: the newest one still on screen is
  /// where pushes go.
  @Test func aStackThatLeftGivesWayToTheNewestStillOnScreen() {
    var stacks = LayerStacks()
    stacks.viewAppeared(inStackView: 1, of: "feed")
    stacks.viewAppeared(inStackView: 2, of: "inbox")
    stacks.stackViewLeft(2)
    #expect(stacks.selected == "feed")
    #expect(!stacks.shows("inbox"))
  }

  @Test func aLayerWithItsOwnStackShowsTheMainStackOnly() {
    var stacks = LayerStacks()
    #expect(stacks.selected == nil)
    #expect(!stacks.shows(.main))
    stacks.hasOwnStack = true
    #expect(stacks.selected == .main)
    #expect(stacks.shows(.main))
    #expect(!stacks.shows("feed"))
  }

  @Test func aLayersOwnStackIsItsOldestMainStackViewAndShowsItsRoutes() {
    var stacks = LayerStacks()
    stacks.hasOwnStack = true
    stacks.viewAppeared(inStackView: 4, of: .main)  // the stack made with the layer, marked by it
    #expect(stacks.isShowing(4))
    #expect(stacks.selected == .main)
  }

  @Test func twoMarksOfOneNameShowItsRoutesOnceAndTheOlderShows() {
    var stacks = LayerStacks()
    stacks.viewAppeared(inStackView: 1, of: .main)
    stacks.viewAppeared(inStackView: 2, of: .main)  // the same screen shown twice
    #expect(stacks.isShowing(1))
    #expect(!stacks.isShowing(2))
    stacks.stackViewLeft(1)  // the first one's view went for good
    #expect(stacks.isShowing(2))
    #expect(!stacks.isShowing(1))
  }

  @Test func aPushIsRefusedOnlyWhenAModalLayerIsOnScreenAndMarksNoStack() {
    let stacks = NavigationStacks()
    let sheet = RouteID()
    // A layer not made yet (a present and a push in one go): the push names no stack; the
    // layer's stacks decide once it is on screen.
    #expect(stacks.stack(forPush: nil, onLayer: sheet, isOnScreen: false) == .success(nil))
    stacks.layerMade(sheet, hasOwnStack: false)
    #expect(stacks.stack(forPush: nil, onLayer: sheet, isOnScreen: false) == .success(.main))
    #expect(stacks.stack(forPush: nil, onLayer: sheet, isOnScreen: true) == .failure(.noStackShowsPushes(.main)))
    stacks.viewAppeared(inStackView: 7, of: "editor", layer: sheet)
    #expect(stacks.stack(forPush: nil, onLayer: sheet, isOnScreen: true) == .success("editor"))
    // Another stack may still be built (a tab not selected yet): the push waits for it.
    #expect(stacks.stack(forPush: "other", onLayer: sheet, isOnScreen: true) == .success("other"))
    stacks.stackViewLeft(7, layer: sheet)  // the editor's view went for good: the layer marks none
    #expect(stacks.stack(forPush: nil, onLayer: sheet, isOnScreen: true) == .failure(.noStackShowsPushes("editor")))
    stacks.keepLayers([])
    #expect(stacks[sheet] == nil)
    #expect(stacks.stack(forPush: nil, onLayer: nil, isOnScreen: true) == .success(nil))
    // The root's content marks no stack while it shows a splash screen: a push waits.
    stacks.layerMade(nil, hasOwnStack: false)
    #expect(stacks.stack(forPush: "inbox", onLayer: nil, isOnScreen: true) == .success("inbox"))
    #expect(stacks.stack(forPush: nil, onLayer: nil, isOnScreen: true) == .success(.main))
  }

  /// A stack view shows its stack's routes once the core knows it, and only the oldest stack view
  /// of a name does: asked again when a stack view comes on screen, the answer does not depend on the order
  /// SwiftUI sent the stack's appearance and its joining the layer in.
  @Test func theRoutesAStackViewShowsAreItsStacksOnceKnownAndOnlyForTheOldestOfItsName() {
    let stacks = NavigationStacks()
    let path = [
      Route("post", presentation: .push, stack: "feed"), Route("message", presentation: .push, stack: "inbox"),
    ]
    #expect(stacks.routes(shownByStackView: 1, of: "feed", onLayer: nil, path: path).isEmpty)  // not known yet
    stacks.viewAppeared(inStackView: 1, of: "feed", layer: nil)
    #expect(stacks.routes(shownByStackView: 1, of: "feed", onLayer: nil, path: path) == [path[0].id])
    stacks.viewAppeared(inStackView: 2, of: "feed", layer: nil)  // the same stack shown twice
    #expect(stacks.routes(shownByStackView: 2, of: "feed", onLayer: nil, path: path).isEmpty)
    stacks.stackViewLeft(1, layer: nil)
    #expect(stacks.routes(shownByStackView: 2, of: "feed", onLayer: nil, path: path) == [path[0].id])
  }

  /// The selection the app states wins over appearances (a custom tab bar sends `onAppear` to
  /// every tab at launch), and holds even for a tab whose content is not built yet.
  @Test func theSelectionTheAppStatesWinsOverAppearances() {
    var stacks = LayerStacks()
    stacks.viewAppeared(inStackView: 1, of: "feed")
    stacks.viewAppeared(inStackView: 2, of: "inbox")
    #expect(stacks.selected == "inbox")
    stacks.select("feed")
    #expect(stacks.selected == "feed")
    stacks.viewAppeared(inStackView: 2, of: "inbox")
    #expect(stacks.selected == "feed")
    stacks.select("drafts")  // selected, built a frame later
    #expect(stacks.selected == "drafts")
    stacks.select(nil)  // the tab view went: appearances tell again
    #expect(stacks.selected == "inbox")
  }

  /// The router asks for a stack after a new push into one that is not selected, until it is
  /// selected or shows a view; a push into the selected one asks for nothing.
  @Test func aNewPushIntoAStackNotSelectedAsksForItUntilItShows() {
    let stacks = NavigationStacks()
    stacks.viewAppeared(inStackView: 1, of: "feed", layer: nil)
    let post = Route("post", presentation: .push, stack: "feed")
    stacks.targetChanged(top: post, onLayer: nil)
    #expect(stacks.requested(onLayer: nil) == nil)
    let message = Route("message", presentation: .push, stack: "inbox")
    stacks.targetChanged(top: message, onLayer: nil)
    #expect(stacks.requested(onLayer: nil) == "inbox")
    stacks.select("feed", layer: nil)  // another tab selected: still asked for
    #expect(stacks.requested(onLayer: nil) == "inbox")
    stacks.targetChanged(top: message, onLayer: nil)  // the same top again asks nothing new
    stacks.viewAppeared(inStackView: 2, of: "inbox", layer: nil)
    #expect(stacks.requested(onLayer: nil) == nil)
    stacks.targetChanged(top: message, onLayer: nil)
    #expect(stacks.requested(onLayer: nil) == nil)
  }

  /// The rule, over random appearances: the selected stack is the one of the stack view whose view
  /// appeared last among those with a view on screen; with none on screen, the last selected.
  @Test func theSelectionFollowsTheNewestStackOnScreenOverRandomAppearances() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...5).array(of: 30)) { moves in
      var stacks = LayerStacks()
      var views: [Int: Int] = [:]
      var order: [Int] = []
      var last: Int?
      for move in moves {
        let stackView = move % 3
        if move < 3 {
          stacks.viewAppeared(inStackView: stackView, of: NavigationStackID("s\(stackView)"))
          views[stackView, default: 0] += 1
          order.removeAll { $0 == stackView }
          order.append(stackView)
          last = stackView
        } else {
          stacks.viewDisappeared(inStackView: stackView)
          guard let count = views[stackView] else { continue }
          views[stackView] = max(0, count - 1)
          if views[stackView] == 0 { order.removeAll { $0 == stackView } }
        }
        let expected = (order.last ?? last).map { NavigationStackID("s\($0)") }
        #expect(stacks.selected == expected)
      }
    }
  }
}
