import PropertyBased
import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// Random edits of features' state mixed with the user's swipes and back taps: after every settle
/// the screen is the composed tree, and after every user change the tree is the screen again,
/// each removal heard with the user's reason by the feature that owned the route.
@MainActor
@Suite struct NavigationTreePropertyTests {
  static let presentations: [Presentation] = [.push, .push, .sheet, .fullScreenCover]

  @Test func theScreenIsTheComposedTreeAndAUserChangeIsWrittenToTheRightFeature() async {
    await propertyCheck(count: 80, input: Gen.int(in: 0...9_999).array(of: 20)) { steps in
      await Self.check(steps)
    }
  }

  /// The features reachable from `root`, depth first.
  static func features(from root: TreeFeature) -> [TreeFeature] {
    [root] + root.entries.compactMap(\.child).flatMap(features(from:))
  }

  static func check(_ steps: [Int]) async {
    let harness = Harness()
    let root = TreeFeature("root")
    let tree = harness.router.drive(root)
    var made = 0
    for step in steps {
      let reachable = features(from: root)
      let feature = reachable[step / 10 % reachable.count]
      let removalsBefore = reachable.map(\.removals.count)
      let isUserChange: Bool
      switch step % 10 {
      case 0...3:
        made += 1
        let child = step % 3 == 0 ? nil : TreeFeature("f\(made)")
        feature.show(.learn(made), as: presentations[step / 7 % presentations.count], child: child)
        isUserChange = false
      case 4, 5:
        if !feature.entries.isEmpty { feature.entries.removeSubrange((step / 100 % feature.entries.count)...) }
        isUserChange = false
      case 6, 7: isUserChange = harness.host.swipeDown() == .dismissed
      default: isUserChange = harness.host.tapBack(on: harness.router)
      }
      await harness.host.settle()
      #expect(harness.router.presented.routes == tree.routes, "\(steps)")
      #expect(tree.error == nil, "\(steps)")
      let heard = zip(reachable, removalsBefore).flatMap { feature, count in feature.removals.dropFirst(count) }
      if isUserChange {
        // The sheet's owner hears it, and so does each feature whose later pushes were in the sheet.
        #expect(!heard.isEmpty && heard.allSatisfy { $0.reason == .interactive }, "\(steps)")
      } else {
        #expect(heard.isEmpty, "\(steps)")
      }
    }
    #expect(harness.host.window.violations.isEmpty, "\(steps)")
  }
}
