import PropertyBased
import Testing

@testable import ModalStackCore

@MainActor
@Suite struct NavigationStacksTests {
  @Test func theStackWhoseViewAppearedLastIsTheOneTheUserIsIn() {
    var stacks = LayerStacks()
    stacks.viewAppeared(inMark: 1, of: "feed")
    stacks.viewAppeared(inMark: 2, of: "inbox")  // the inbox tab is selected
    stacks.viewDisappeared(inMark: 1)
    #expect(stacks.selected == "inbox")
    // A push in the inbox covers its root (onDisappear) and shows the pushed view (onAppear):
    // the inbox stays on screen whichever comes first.
    stacks.viewDisappeared(inMark: 2)
    stacks.viewAppeared(inMark: 2, of: "inbox")
    #expect(stacks.selected == "inbox")
    // A cover over the tabs: no stack on screen, the last one is kept.
    stacks.viewDisappeared(inMark: 2)
    #expect(stacks.selected == "inbox")
  }

  /// A stack that left for good is not on screen any more: the newest one still on screen is
  /// where pushes go.
  @Test func aStackThatLeftGivesWayToTheNewestStillOnScreen() {
    var stacks = LayerStacks()
    stacks.viewAppeared(inMark: 1, of: "feed")
    stacks.viewAppeared(inMark: 2, of: "inbox")
    stacks.markLeft(2)
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

  @Test func aLayersOwnStackIsItsOldestMainMarkAndShowsItsRoutes() {
    var stacks = LayerStacks()
    stacks.hasOwnStack = true
    stacks.viewAppeared(inMark: 4, of: .main)  // the stack made with the layer, marked by it
    #expect(stacks.isShowing(4))
    #expect(stacks.selected == .main)
  }

  @Test func twoMarksOfOneNameShowItsRoutesOnceAndTheOlderShows() {
    var stacks = LayerStacks()
    stacks.viewAppeared(inMark: 1, of: .main)
    stacks.viewAppeared(inMark: 2, of: .main)  // the same screen shown twice
    #expect(stacks.isShowing(1))
    #expect(!stacks.isShowing(2))
    stacks.markLeft(1)  // the first one's view went for good
    #expect(stacks.isShowing(2))
    #expect(!stacks.isShowing(1))
  }

  @Test func aPushIsRefusedOnlyWhenTheLayerIsOnScreenAndNoStackWouldShowIt() {
    let stacks = NavigationStacks()
    let sheet = RouteID()
    // A layer not made yet (a present and a push in one go): the push joins the main stack.
    #expect(stacks.stack(forPush: nil, onLayer: sheet, isOnScreen: false) == .success(.main))
    stacks.layerMade(sheet, hasOwnStack: false)
    #expect(stacks.stack(forPush: nil, onLayer: sheet, isOnScreen: false) == .success(.main))
    #expect(stacks.stack(forPush: nil, onLayer: sheet, isOnScreen: true) == .failure(.noStackShowsPushes(.main)))
    stacks.viewAppeared(inMark: 7, of: "editor", layer: sheet)
    #expect(stacks.stack(forPush: nil, onLayer: sheet, isOnScreen: true) == .success("editor"))
    #expect(stacks.stack(forPush: "other", onLayer: sheet, isOnScreen: true) == .failure(.noStackShowsPushes("other")))
    stacks.markLeft(7, layer: sheet)  // the editor's view went for good: it shows pushes no more
    #expect(stacks.stack(forPush: nil, onLayer: sheet, isOnScreen: true) == .failure(.noStackShowsPushes("editor")))
    stacks.keepLayers([])
    #expect(stacks[sheet] == nil)
    #expect(stacks.stack(forPush: nil, onLayer: nil, isOnScreen: true) == .success(.main))
  }

  /// The rule, over random appearances: the selected stack is the one of the mark whose view
  /// appeared last among those with a view on screen; with none on screen, the last selected.
  @Test func theSelectionFollowsTheNewestStackOnScreenOverRandomAppearances() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...5).array(of: 30)) { moves in
      var stacks = LayerStacks()
      var views: [Int: Int] = [:]
      var order: [Int] = []
      var last: Int?
      for move in moves {
        let mark = move % 3
        if move < 3 {
          stacks.viewAppeared(inMark: mark, of: NavigationStackID("s\(mark)"))
          views[mark, default: 0] += 1
          order.removeAll { $0 == mark }
          order.append(mark)
          last = mark
        } else {
          stacks.viewDisappeared(inMark: mark)
          guard let count = views[mark] else { continue }
          views[mark] = max(0, count - 1)
          if views[mark] == 0 { order.removeAll { $0 == mark } }
        }
        let expected = (order.last ?? last).map { NavigationStackID("s\($0)") }
        #expect(stacks.selected == expected)
      }
    }
  }
}
