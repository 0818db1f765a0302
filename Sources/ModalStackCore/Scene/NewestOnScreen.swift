/// Which of several views that come and go is current: the newest on screen; when it goes, the
/// previous one on screen; with none, the last one, until one appears again (SwiftUI re-creates
/// views at will). Each carries a value, read from the current one.
package struct NewestOnScreen<ID: Hashable, Value> {
  private var onScreen: [(id: ID, value: Value)] = []
  /// The current one: the newest on screen, else the one that was current last.
  private var last: (id: ID, value: Value)?

  package init() {}

  /// The current one's value: the newest on screen's, or the last one's.
  package var current: Value? { last?.value }

  package var currentID: ID? { last?.id }

  /// One appeared (or appeared again): it is current from now on.
  package mutating func appear(_ id: ID, with value: Value) {
    onScreen.removeAll { $0.id == id }
    onScreen.append((id, value))
    last = onScreen.last
  }

  /// One has a new value; it does not become the newest.
  package mutating func update(_ id: ID, to value: Value) {
    if let index = onScreen.firstIndex(where: { $0.id == id }) { onScreen[index].value = value }
    if last?.id == id { last = (id, value) }
  }

  /// One left the screen: the previous one on screen is current, else it stays current.
  package mutating func disappear(_ id: ID) {
    onScreen.removeAll { $0.id == id }
    if let newest = onScreen.last { last = newest }
  }

  /// Forgets every one, on screen or last.
  package mutating func removeAll() {
    onScreen.removeAll()
    last = nil
  }
}
