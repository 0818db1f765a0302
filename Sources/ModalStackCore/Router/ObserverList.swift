/// Callbacks kept in the order they were added, each under a key that removes it; one that
/// returns `false` when called is dropped (its owner is gone).
@MainActor
final class ObserverList<Value> {
  private var callbacks: [Int: @MainActor (Value) -> Bool] = [:]
  private var nextKey = 0

  func add(_ callback: @escaping @MainActor (Value) -> Bool) -> Int {
    nextKey += 1
    callbacks[nextKey] = callback
    return nextKey
  }

  func remove(_ key: Int) { callbacks[key] = nil }

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
    for key in callbacks.keys.sorted() where callbacks[key]?(value) == false { callbacks[key] = nil }
  }
}
