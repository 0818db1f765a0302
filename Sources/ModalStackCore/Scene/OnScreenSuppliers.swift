/// Which of several views that come and go supplies something now: the newest one on screen;
/// when it goes, the previous one still on screen; with none, the last one that supplied, until
/// one appears again.
///
/// Roots of one window are suppliers (a re-created root, a root per tab), and so are the
/// navigation stacks an app marks for the router's pushes (one per tab: the selected tab's stack
/// appeared last). SwiftUI re-creates views at will, so what a view supplies must outlive it
/// only until another takes over.
///
/// ```swift
/// var roots = OnScreenSuppliers<Int, String>()
/// roots.appear(1, supplying: "signed out")
/// roots.appear(2, supplying: "signed in")      // the newest supplies
/// roots.disappear(2)
/// roots.current                                // "signed out": handed back
/// roots.disappear(1)
/// roots.current                                // "signed out": kept until a root returns
/// ```
package struct OnScreenSuppliers<ID: Hashable, Supply> {
  /// The suppliers on screen, in the order they appeared.
  private var onScreen: [(id: ID, supply: Supply)] = []
  /// The one that supplied last, kept when none is on screen.
  private var last: (id: ID, supply: Supply)?

  /// An empty list.
  package init() {}

  /// What the newest supplier on screen supplies, or the last one's when none is on screen.
  package var current: Supply? { (onScreen.last ?? last)?.supply }

  /// The newest supplier on screen, or the last one when none is on screen.
  package var currentID: ID? { (onScreen.last ?? last)?.id }

  /// A supplier appeared (or appeared again): it supplies from now on.
  /// - Parameters:
  ///   - id: The supplier.
  ///   - supply: What it supplies.
  package mutating func appear(_ id: ID, supplying supply: Supply) {
    onScreen.removeAll { $0.id == id }
    onScreen.append((id, supply))
    last = onScreen.last
  }

  /// A supplier has something new to supply (its view was rendered again), on screen or the last
  /// one to go (which supplies until one returns); it does not become the newest.
  /// - Parameters:
  ///   - id: The supplier.
  ///   - supply: What it supplies now.
  package mutating func update(_ id: ID, supplying supply: Supply) {
    if let index = onScreen.firstIndex(where: { $0.id == id }) { onScreen[index].supply = supply }
    if last?.id == id { last = (id, supply) }
  }

  /// A supplier left the screen: the previous one on screen supplies; with none, it keeps
  /// supplying until one appears.
  /// - Parameter id: The supplier.
  package mutating func disappear(_ id: ID) {
    onScreen.removeAll { $0.id == id }
    if let newest = onScreen.last { last = newest }
  }

  /// Forgets every supplier, on screen or last: they supply for someone who left.
  package mutating func removeAll() {
    onScreen.removeAll()
    last = nil
  }
}
