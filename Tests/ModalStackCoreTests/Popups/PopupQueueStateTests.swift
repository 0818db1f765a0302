import Testing

@testable import ModalStackCore

@Suite struct PopupQueueStateTests {
  static func popup(
    _ name: String, _ priority: PopupPriority = .normal, toast: Bool = false, whenIdle: Bool = false,
    advance: QueueAdvance = .byRules
  ) -> QueuedPopup<String> {
    let presentation: Presentation = toast ? .toast : .popup
    return QueuedPopup(
      route: Route(name, presentation: presentation, id: RouteID(name)), priority: priority, lifetime: nil,
      announcement: nil, whenIdle: whenIdle, advance: advance)
  }

  /// What an advance does to the stack, in the order the router does it.
  func advance(_ queue: inout PopupQueueState<String>, _ rules: PopupQueueRules, isIdle: Bool = true) -> [String] {
    let changes = queue.advance(rules: rules, isIdle: isIdle)
    return changes.replaced.map { "replace \($0)" } + changes.shown.map { "show \($0.id)" }
  }

  @Test func theFirstPopupShowsAtOnce() {
    var queue = PopupQueueState<String>()
    queue.enqueue(Self.popup("a"))
    #expect(advance(&queue, PopupQueueRules()) == ["show a"])
    #expect(queue.waiting.isEmpty)
    #expect(queue.shown.map(\.popup.id) == ["a"])
  }

  /// A held popup (`advance: .whenAsked`) never shows by the rules alone, and blocks no other;
  /// each release lets through the first held one in the queue's order, and none is left after
  /// the last.
  @Test func aHeldPopupShowsOnlyOnceReleasedInTheQueuesOrder() {
    var queue = PopupQueueState<String>()
    let rules = PopupQueueRules()
    queue.enqueue(Self.popup("later", advance: .whenAsked))
    queue.enqueue(Self.popup("urgent", .critical, advance: .whenAsked))
    queue.enqueue(Self.popup("free", .low))
    #expect(advance(&queue, rules) == ["show free"])
    #expect(advance(&queue, rules) == [])
    #expect(queue.releaseNextHeld() == "urgent")
    #expect(advance(&queue, rules) == ["show urgent"])
    #expect(queue.releaseNextHeld() == "later")
    #expect(queue.releaseNextHeld() == nil)
    // Released, it still waits for its turn: below the critical one, over the low one.
    #expect(advance(&queue, rules) == [])
    queue.forgetShown { $0 == "urgent" }
    #expect(advance(&queue, rules) == ["show later"])
  }

  /// A popup enqueued `whenIdle` waits while something covers the root, however many toasts
  /// the queue shows meanwhile; once the root is uncovered the best one shows, and a popup that
  /// is not a toast makes the screen busy again for the others that wait for idle.
  @Test func aPopupThatWaitsForIdleWaitsWhileOthersShow() {
    var queue = PopupQueueState<String>()
    let rules = PopupQueueRules(visibleToasts: 3)
    queue.enqueue(Self.popup("toast", toast: true))
    queue.enqueue(Self.popup("idle toast", toast: true, whenIdle: true))
    #expect(advance(&queue, rules, isIdle: false) == ["show toast"])
    #expect(queue.waiting.map(\.popup.id) == ["idle toast"])
    queue.enqueue(Self.popup("rating", .low, whenIdle: true))
    queue.enqueue(Self.popup("offer", .high, whenIdle: true))
    #expect(advance(&queue, rules, isIdle: true) == ["show offer"])
    #expect(queue.waiting.map(\.popup.id) == ["idle toast", "rating"])
    queue.forgetShown { $0 == "offer" }
    #expect(advance(&queue, rules, isIdle: true) == ["show rating"])
  }

  @Test func anEqualPriorityWaitsForTheOneUp() {
    var queue = PopupQueueState<String>()
    queue.enqueue(Self.popup("a"))
    _ = queue.advance(rules: PopupQueueRules())
    queue.enqueue(Self.popup("b"))
    #expect(advance(&queue, PopupQueueRules()).isEmpty)
    #expect(queue.waiting.map(\.popup.id) == ["b"])
    queue.forgetShown { $0 == "a" }
    #expect(advance(&queue, PopupQueueRules()) == ["show b"])
  }

  @Test func aLowerPriorityWaitsForAHigherOne() {
    var queue = PopupQueueState<String>()
    queue.enqueue(Self.popup("high", .high))
    _ = queue.advance(rules: PopupQueueRules())
    queue.enqueue(Self.popup("low", .low))
    #expect(advance(&queue, PopupQueueRules()).isEmpty)
  }

  @Test func aHigherPriorityCoversByDefault() {
    var queue = PopupQueueState<String>()
    queue.enqueue(Self.popup("low", .low))
    _ = queue.advance(rules: PopupQueueRules())
    queue.enqueue(Self.popup("critical", .critical))
    #expect(advance(&queue, PopupQueueRules()) == ["show critical"])
    #expect(queue.shown.map(\.popup.id) == ["low", "critical"])
  }

  @Test func aHigherPriorityReplacesWhenTheRulesSaySo() {
    var queue = PopupQueueState<String>()
    let rules = PopupQueueRules(higherPriority: .replace)
    queue.enqueue(Self.popup("low", .low))
    _ = queue.advance(rules: rules)
    queue.enqueue(Self.popup("critical", .critical))
    #expect(advance(&queue, rules) == ["replace low", "show critical"])
    #expect(queue.shown.map(\.popup.id) == ["critical"])
  }

  @Test func waitingPopupsShowByPriorityThenArrival() {
    var queue = PopupQueueState<String>()
    queue.enqueue(Self.popup("up", .critical))
    _ = queue.advance(rules: PopupQueueRules())
    for (name, priority) in [("n1", PopupPriority.normal), ("l", .low), ("h", .high), ("n2", .normal)] {
      queue.enqueue(Self.popup(name, priority))
    }
    #expect(queue.waiting.map(\.popup.id) == ["h", "n1", "n2", "l"])
  }

  @Test func toastsStackUpToTheLimitThenWait() {
    var queue = PopupQueueState<String>()
    let rules = PopupQueueRules(visibleToasts: 2)
    for name in ["t1", "t2", "t3"] { queue.enqueue(Self.popup(name, toast: true)) }
    #expect(advance(&queue, rules) == ["show t1", "show t2"])
    #expect(queue.waiting.map(\.popup.id) == ["t3"])
    queue.forgetShown { $0 == "t1" }
    #expect(advance(&queue, rules) == ["show t3"])
  }

  @Test func aLimitBelowOneShowsOneToast() {
    var queue = PopupQueueState<String>()
    for name in ["t1", "t2"] { queue.enqueue(Self.popup(name, toast: true)) }
    #expect(advance(&queue, PopupQueueRules(visibleToasts: 0)) == ["show t1"])
  }

  @Test func aHigherToastReplacesTheLowestWhenFullAndTheRulesSaySo() {
    var queue = PopupQueueState<String>()
    let rules = PopupQueueRules(higherPriority: .replace, visibleToasts: 1)
    queue.enqueue(Self.popup("t1", .low, toast: true))
    _ = queue.advance(rules: rules)
    queue.enqueue(Self.popup("t2", .high, toast: true))
    #expect(advance(&queue, rules) == ["replace t1", "show t2"])
    queue.enqueue(Self.popup("t3", .high, toast: true))
    #expect(advance(&queue, rules).isEmpty)
  }

  @Test func toastsAndDimmedPopupsDoNotWaitForEachOther() {
    var queue = PopupQueueState<String>()
    queue.enqueue(Self.popup("dimmed", .critical))
    queue.enqueue(Self.popup("toast", .low, toast: true))
    #expect(advance(&queue, PopupQueueRules()) == ["show dimmed", "show toast"])
  }

  @Test func cancelAndDropRemoveWaitingPopupsOnly() {
    var queue = PopupQueueState<String>()
    queue.enqueue(Self.popup("a"))
    _ = queue.advance(rules: PopupQueueRules())
    queue.enqueue(Self.popup("b"))
    queue.enqueue(Self.popup("c"))
    let cancelled = queue.cancel("b")
    #expect(cancelled)
    let cancelledShown = queue.cancel("a")
    #expect(!cancelledShown)
    #expect(queue.waiting.map(\.popup.id) == ["c"])
    queue.dropWaiting()
    #expect(queue.waiting.isEmpty)
    #expect(queue.contains("a"))
    #expect(queue.popup("a")?.priority == .normal)
  }
}
