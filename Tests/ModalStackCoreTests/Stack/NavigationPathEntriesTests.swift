import PropertyBased
import Testing

@testable import ModalStackCore

@Suite struct NavigationPathEntriesTests {
  private let post = RouteID(), comments = RouteID(), author = RouteID()

  /// Several levels at once (a deep link, a restored stack) are one write of the path.
  @Test func severalLevelsAreOneWrite() {
    var path = NavigationPathEntries()
    let write = path.show([post, comments, author])
    #expect(write == .init(removingLast: 0, appending: [post, comments, author]))
    #expect(path.show([post, comments, author]).isEmpty)
  }

  /// The app's own value pushed after a router push sits on top of it, and the router's next push
  /// lands on top of the app's, never under it.
  @Test func aRouterPushAfterTheAppsOwnLandsOnTopOfIt() {
    var path = NavigationPathEntries()
    _ = path.show([post])
    #expect(path.written(count: 2).isEmpty)  // NavigationLink(value:) in the post screen
    #expect(path.show([post, comments]) == .init(removingLast: 0, appending: [comments]))
    #expect(path.entries == [.route(post), .app, .route(comments)])
  }

  /// The user's back over the app's entries tells the router nothing; over the router's routes it
  /// tells which ones went.
  @Test func theUsersBackNamesTheRoutesItWentOver() {
    var path = NavigationPathEntries()
    _ = path.show([post])
    _ = path.written(count: 2)
    _ = path.show([post, comments])
    #expect(path.written(count: 2) == [comments])
    #expect(path.written(count: 1).isEmpty)  // back over the app's own screen
    #expect(path.written(count: 0) == [post])  // back to the root
    #expect(path.entries.isEmpty)
  }

  /// A route removed below the top takes what sat above it, the app's entries too (a path cannot
  /// lose a value in its middle and the app's values cannot be read back); the app's entries below
  /// it stay where they are.
  @Test func aRemovedRouteTakesWhatSatAboveItAndKeepsWhatSatBelow() {
    var path = NavigationPathEntries()
    _ = path.show([post])
    _ = path.written(count: 2)
    _ = path.show([post, comments])
    _ = path.written(count: 4)
    // [post, app, comments, app]: the router pops comments.
    #expect(path.show([post]) == .init(removingLast: 2, appending: []))
    #expect(path.entries == [.route(post), .app])
    // A route replaced under the app's entry: everything from it up is written again.
    #expect(path.show([author]) == .init(removingLast: 2, appending: [author]))
    #expect(path.entries == [.route(author)])
  }

  /// A write that keeps the count but not the values (the app's `removeLast` then `append` in
  /// one update) is taken in by what stayed: the values above the unchanged bottom went, the new
  /// ones are the app's.
  @Test func aWriteOfTheSameLengthIsTakenInByWhatStayed() {
    var path = NavigationPathEntries()
    _ = path.show([post, comments])
    #expect(path.written(count: 2, kept: 1) == [comments])
    #expect(path.entries == [.route(post), .app])
    #expect(path.written(count: 2, kept: 0) == [post])
    #expect(path.entries == [.app, .app])
  }

  /// The unchanged bottom of a path is the longest equal prefix, for any two paths.
  @Test func theUnchangedCountIsTheLongestEqualPrefix() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...2).array(of: 0...12), Gen.int(in: 0...2).array(of: 0...12)) {
      old, new in
      let expected = zip(old, new).prefix { $0 == $1 }.count
      let found = NavigationPathEntries.unchangedCount(was: old.count, is: new.count) { n in
        old.prefix(n) == new.prefix(n)
      }
      #expect(found == expected)
    }
  }

  /// The rule over random sequences of router changes, app pushes and the user's backs, against a
  /// plain model of SwiftUI's path: after each router change the path holds exactly the router's
  /// routes in order; no value below the first changed route moves or goes; the app's values
  /// never move; the user's back names exactly the router's routes it went over.
  @Test func thePathFollowsTheRouterAndKeepsTheAppsValuesOverRandomSequences() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...11).array(of: 1...30)) { moves in
      let ids = (0..<6).map { _ in RouteID() }
      var path = NavigationPathEntries()
      // SwiftUI's path, value by value: a route's id or an app value's serial.
      var swiftUI: [Int] = []
      var routes: [RouteID] = []
      var serial = 100
      for move in moves {
        switch move {
        case 0...5:
          // The router pushes a route not shown yet, or removes the one shown at `move`.
          let id = ids[move]
          if let index = routes.firstIndex(of: id) { routes.remove(at: index) } else { routes.append(id) }
          let before = swiftUI
          let write = path.show(routes)
          swiftUI.removeLast(write.removingLast)
          swiftUI.append(contentsOf: write.appending.map { ids.firstIndex(of: $0)! })
          #expect(swiftUI.filter { $0 < 100 }.map { ids[$0] } == routes)
          #expect(path.routes == routes)
          let kept = before.count - write.removingLast
          #expect(Array(before.prefix(kept)) == Array(swiftUI.prefix(kept)))
          // Nothing below the first changed route went.
          let firstChanged = zip(before.filter { $0 < 100 }, routes.map { ids.firstIndex(of: $0)! })
            .prefix { $0 == $1 }.count
          let beforeRoutes = before.enumerated().filter { $0.element < 100 }.map(\.offset)
          let floor = firstChanged < beforeRoutes.count ? beforeRoutes[firstChanged] : before.count
          #expect(kept >= floor)
        case 6...7:
          // The app pushes a value of its own.
          swiftUI.append(serial)
          serial += 1
          #expect(path.written(count: swiftUI.count).isEmpty)
        case 8:
          // The app replaces the top value with one of its own in one update: same count.
          let before = swiftUI
          let gone = swiftUI.suffix(1).filter { $0 < 100 }.map { ids[$0] }
          swiftUI.removeLast(min(1, swiftUI.count))
          swiftUI.append(serial)
          serial += 1
          let kept = NavigationPathEntries.unchangedCount(was: before.count, is: swiftUI.count) { n in
            before.prefix(n) == swiftUI.prefix(n)
          }
          #expect(path.written(count: swiftUI.count, kept: kept) == gone)
          routes.removeAll { gone.contains($0) }
        default:
          // The user goes back one or two screens.
          let count = max(0, swiftUI.count - (move - 8))
          let gone = swiftUI[count...].filter { $0 < 100 }.map { ids[$0] }
          swiftUI.removeLast(swiftUI.count - count)
          #expect(path.written(count: count) == gone)
          routes.removeAll { gone.contains($0) }
        }
        #expect(path.entries.count == swiftUI.count)
      }
    }
  }
}
