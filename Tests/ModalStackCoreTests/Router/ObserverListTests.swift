import Testing

@testable import ModalStackCore

@MainActor
@Suite struct ObserverListTests {
  /// What the callbacks heard, in order.
  @MainActor final class Heard {
    var values: [String] = []
    var keyToRemove = 0

    func callback(_ name: String, keeps: Bool = true) -> @MainActor (Int) -> Bool {
      { [self] value in
        values.append("\(name)\(value)")
        return keeps
      }
    }
  }

  @Test func callbacksAreCalledInTheOrderAddedAndOneThatDeclinesIsDropped() {
    let list = ObserverList<Int>()
    let heard = Heard()
    _ = list.add(heard.callback("a"))
    _ = list.add(heard.callback("b", keeps: false))
    _ = list.add(heard.callback("c"))
    list.send(1)
    list.send(2)
    #expect(heard.values == ["a1", "b1", "c1", "a2", "c2"])
  }

  @Test func oneRemovedDuringASendIsNotCalledAndOneAddedWaitsForTheNext() {
    let list = ObserverList<Int>()
    let heard = Heard()
    _ = list.add { [heard] value in
      heard.values.append("a\(value)")
      list.remove(heard.keyToRemove)
      _ = list.add(heard.callback("late"))
      return true
    }
    heard.keyToRemove = list.add(heard.callback("b"))
    list.send(1)
    #expect(heard.values == ["a1"])
    list.send(2)
    #expect(heard.values == ["a1", "a2", "late2"])
  }

  @Test func aReleasedSubscriptionEndsItsHandler() {
    let list = ObserverList<Int>()
    let heard = Heard()
    var subscription: EventSubscription? = list.subscribe { heard.values.append("s\($0)") }
    list.send(1)
    subscription = nil
    list.send(2)
    #expect(heard.values == ["s1"])
    #expect(subscription == nil)
  }
}
