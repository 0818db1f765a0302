/// Which of several views that come and go supplies something now: the newest on screen; when it
/// goes, the previous one on screen; with none, the last one, until one appears again (SwiftUI
/// re-creates views at will).
package struct OnScreenSuppliers<ID: Hashable, Supply> {
  private var onScreen: [(id: ID, supply: Supply)] = []
  /// The one that supplies: the newest on screen, else the one that supplied last.
  private var last: (id: ID, supply: Supply)?

  package init() {}

  /// What the newest supplier on screen supplies, or the last one's.
  package var current: Supply? { last?.supply }

  package var currentID: ID? { last?.id }

  /// A supplier appeared (or appeared again): it supplies from now on.
  package mutating func appear(_ id: ID, supplying supply: Supply) {
    onScreen.removeAll { $0.id == id }
    onScreen.append((id, supply))
    last = onScreen.last
  }

  /// A supplier has something new to supply; it does not become the newest.
  package mutating func update(_ id: ID, supplying supply: Supply) {
    if let index = onScreen.firstIndex(where: { $0.id == id }) { onScreen[index].supply = supply }
    if last?.id == id { last = (id, supply) }
  }

  /// A supplier left the screen: the previous one on screen supplies, else it keeps supplying.
  package mutating func disappear(_ id: ID) {
    onScreen.removeAll { $0.id == id }
    if let newest = onScreen.last { last = newest }
  }

  /// Forgets every supplier, on screen or last.
  package mutating func removeAll() {
    onScreen.removeAll()
    last = nil
  }
}
