import Foundation
import PropertyBased
import Testing

@testable import ModalStackCore

/// ``WindowRoots`` over random lives of roots with three routers: roots appear (some refused,
/// some taking over), render again, go off screen, leave for good; the owner's layers come and
/// go; the owner lets the window go and a suspended router takes it back. Every render gives its
/// root a new model, so a stale one shows. After every event: the window's current model is the
/// latest render of the current root (a root that waited, or was suspended, and rendered
/// meanwhile takes the window with its latest render); the current root is a root of the owner; and
/// a router that lets the window go is never handed it back by that same release.
/// `swift test` runs 300 sequences; `MODALSTACK_SOAK=N` runs N.
@Suite struct WindowRootsPropertyTests {
  @Test func theCurrentModelIsTheLatestRenderOfAnOwnersRoot() async {
    let count = ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init) ?? 300
    await propertyCheck(count: count, input: Gen.int(in: 0...99_999).array(of: 1...40)) { numbers in
      Self.check(numbers)
    }
  }

  static func check(_ numbers: [Int]) {
    var roots = ClaimedWindowRoots<Int>()
    var renders = 0
    var latest: [Int: Int] = [:]
    var routerOf: [Int: String] = [:]
    var left = Set<Int>()
    var nextRoot = 0
    let routers = ["A", "B", "C"]
    func render(_ id: Int) -> Int {
      renders += 1
      latest[id] = renders
      return renders
    }
    for number in numbers {
      let argument = number / 7
      let known = routerOf.keys.filter { !left.contains($0) }.sorted()
      let some = known.isEmpty ? nil : known[argument % known.count]
      switch number % 7 {
      case 0, 1:
        // A new root, or one that went off screen coming back.
        let id = argument % 3 == 0 || some == nil ? nextRoot : some!
        if id == nextRoot {
          nextRoot += 1
          routerOf[id] = routers[argument % routers.count]
        }
        roots.rootAppeared(id, router: routerOf[id]!, model: render(id), ownerHasLayersUp: argument % 2 == 0)
      case 2:
        if let some { roots.rootUpdated(some, model: render(some)) }
      case 3:
        if let some { roots.rootDisappeared(some) }
      case 4:
        if let some {
          left.insert(some)
          roots.rootLeft(some)
        }
      case 5:
        _ = roots.ownerLayersGone()
      default:
        let owner = roots.owner
        roots.ownerLeft()
        let resumed = roots.resumeSuspended()
        #expect(owner == nil || resumed != owner, "\(owner ?? "") let the window go and was handed it back")
      }
      if let current = roots.currentRootID {
        #expect(roots.currentModel == latest[current], "root \(current) is current with a stale render")
        #expect(routerOf[current] == roots.owner, "root \(current) is current for another router than the owner")
      }
    }
  }
}
