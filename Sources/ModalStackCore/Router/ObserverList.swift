/// Callbacks kept in the order they were added, each under a key that removes it; one that
/// returns `false` when called is dropped (its owner is gone).
@MainActor
final class ObserverList<Value> {
  /// In the order added, which is the order they are called in.
  private var callbacks: [(key: Int, callback: @MainActor (Value) -> Bool)] = []
  private var nextKey = 0

  func add(_ callback: @escaping @MainActor (Value) -> Bool) -> Int {
    nextKey += 1
    callbacks.append((nextKey, callback))
    return nextKey
  }

  func remove(_ key: Int) { callbacks.removeAll { $0.key == key } }

  /// Adds a handler that is called while the returned subscription is held and not cancelled.
  func subscribe(_ handler: @escaping @MainActor (Value) -> Void) -> EventSubscription {
    let subscription = EventSubscription()
    // A released subscription ends the handler at the next value, which then unregisters it.
    let key = add { [weak subscription] value in
      guard subscription != nil else { return false }
      handler(value)
      return true
    }
    subscription.onCancel = { [weak self] in self?.remove(key) }
    return subscription
  }

  func send(_ value: Value) {
    // Those registered now, in order, but for one an earlier callback removed.
    for key in callbacks.map({ $0.key }) {
      guard let callback = callbacks.first(where: { $0.key == key })?.callback else { continue }
      if !callback(value) { remove(key) }
    }
  }
}
