import Foundation
import Testing

@testable import ModalStackCore

/// A link for a scene with no router yet waits for that scene, in order, bounded.
@Suite struct LinksWaitingForScenesTests {
  let first = URL(string: "myapp://learn/1")!
  let second = URL(string: "myapp://learn/2")!

  @Test func eachSceneTakesItsOwnLinksOldestFirstAndOnce() {
    var waiting = LinksWaitingForScenes<String>()
    let held = [waiting.hold(first, for: "A"), waiting.hold(second, for: "B"), waiting.hold(second, for: "A")]
    #expect(held == [true, true, true])
    let forA = waiting.take(for: "A")
    let forAAgain = waiting.take(for: "A")
    let forB = waiting.take(for: "B")
    #expect(forA == [first, second])
    #expect(forAAgain.isEmpty)
    #expect(forB == [second])
  }

  @Test func aSceneBeyondItsLimitRefusesTheNewestLink() {
    var waiting = LinksWaitingForScenes<String>(limit: 2)
    let held = [waiting.hold(first, for: "A"), waiting.hold(first, for: "A"), waiting.hold(second, for: "A")]
    let otherScene = waiting.hold(second, for: "B")
    #expect(held == [true, true, false])
    #expect(otherScene)
    let forA = waiting.take(for: "A")
    #expect(forA == [first, first])
  }
}
