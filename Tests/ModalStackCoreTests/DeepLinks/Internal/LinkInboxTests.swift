import Foundation
import Testing

@testable import ModalStackCore

@Suite struct LinkInboxTests {
  static let link = DeepLink(URL(string: "myapp://learn/1")!, from: .otherApp(sourceApplication: nil))

  @Test func linksBeyondTheBoundAreDroppedFromAnyThread() async {
    let inbox = LinkInbox(AsyncStream<Int>.makeStream().continuation)
    inbox.setLimit(100)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 { group.addTask { for _ in 0..<1_000 { _ = inbox.accept(Self.link) } } }
    }
    let dropped = inbox.takeDropped()
    #expect(dropped?.count == 7_900)  // 100 accepted, whichever threads raced
    #expect(dropped?.latest == Self.link)
    #expect(inbox.takeDropped() == nil)  // reported once
  }

  @Test func aLinkTakenOutMakesRoom() {
    let inbox = LinkInbox(AsyncStream<Int>.makeStream().continuation)
    inbox.setLimit(1)
    #expect(inbox.accept(Self.link))
    #expect(!inbox.accept(Self.link))
    inbox.took()
    #expect(inbox.accept(Self.link))
  }
}
