/// The navigation stacks the app marked on each layer of one window, and which one the user is
/// in: where a push goes when the app names no stack, and whether any stack would show it.
///
/// Each marked stack (a tab's, a split-view column's, a screen's own) shows only the routes
/// pushed into it. SwiftUI tells a stack's views, not the stack, that they appear: a push
/// sends `onAppear` to the pushed view and `onDisappear` to the one it covers, and a tab's views
/// disappear when another tab is selected. So a stack counts as on screen while any of its
/// views is, and the stack the user is in is the one whose view appeared last; when none is on
/// screen (a cover over the tabs), the last one is kept.
///
/// ```swift
/// var stacks = LayerStacks()
/// stacks.viewAppeared(inMark: 1, of: "feed")
/// stacks.viewAppeared(inMark: 2, of: "inbox")      // the user selects the inbox tab
/// stacks.viewDisappeared(inMark: 1)
/// stacks.selected                                  // "inbox"
/// ```
package struct LayerStacks: Sendable {
  private struct Mark: Sendable {
    let mark: Int
    let stack: NavigationStackID
    var viewsOnScreen: Int
  }
  /// The marked stacks alive on the layer, oldest first, with how many of their views are on screen.
  private var marks: [Mark] = []
  /// The marks with a view on screen, in the order their last view appeared.
  private var onScreen: [Int] = []
  /// The stack the user was in last.
  private var last: NavigationStackID?
  /// Whether the layer was created with a navigation stack of its own, which shows
  /// ``NavigationStackID/main``.
  package var hasOwnStack = false

  /// A layer with no marked stack.
  package init() {}

  /// The stack a push goes into when the app names none: the one whose view appeared last; when
  /// none is on screen, the last one; else the layer's own stack, or the first marked one.
  package var selected: NavigationStackID? {
    if let newest = onScreen.last, let mark = marks.first(where: { $0.mark == newest }) { return mark.stack }
    return last ?? (hasOwnStack ? .main : marks.first?.stack)
  }

  /// Whether a stack of this name shows pushed routes on the layer.
  /// - Parameter stack: The stack's name.
  package func shows(_ stack: NavigationStackID) -> Bool {
    (hasOwnStack && stack == .main) || marks.contains { $0.stack == stack }
  }

  /// Whether this mark shows its stack's routes: two marks with the same name (the same screen
  /// shown twice) would push each route twice, so the older one shows them and the other none.
  /// A layer's own stack is a mark too (`main`, made with the layer, so the oldest).
  /// - Parameter mark: The mark.
  package func isShowing(_ mark: Int) -> Bool {
    guard let stack = marks.first(where: { $0.mark == mark })?.stack else { return false }
    return marks.first { $0.stack == stack }?.mark == mark
  }

  /// A view of a marked stack appeared: its root, or a pushed route's view.
  /// - Parameters:
  ///   - mark: The mark (one per marked stack view, for its identity's life).
  ///   - stack: The stack's name.
  package mutating func viewAppeared(inMark mark: Int, of stack: NavigationStackID) {
    if let index = marks.firstIndex(where: { $0.mark == mark }) {
      marks[index].viewsOnScreen += 1
    } else {
      marks.append(Mark(mark: mark, stack: stack, viewsOnScreen: 1))
    }
    onScreen.removeAll { $0 == mark }
    onScreen.append(mark)
    last = stack
  }

  /// A view of a marked stack disappeared (covered by a push, its tab left, the screen covered).
  /// - Parameter mark: The mark.
  package mutating func viewDisappeared(inMark mark: Int) {
    guard let index = marks.firstIndex(where: { $0.mark == mark }) else { return }
    marks[index].viewsOnScreen = max(0, marks[index].viewsOnScreen - 1)
    if marks[index].viewsOnScreen == 0 { onScreen.removeAll { $0 == mark } }
  }

  /// A marked stack left for good (its view's identity ended): it shows nothing any more.
  /// - Parameter mark: The mark.
  package mutating func markLeft(_ mark: Int) {
    marks.removeAll { $0.mark == mark }
    onScreen.removeAll { $0 == mark }
  }
}

/// The marked stacks of every layer of one window, by layer: the root layer (`nil`) and each
/// modal route's layer. The window's session owns it and its router reads it for pushes.
@MainActor
package final class NavigationStacks {
  /// The layers whose content has been made, by modal route (`nil` for the root layer).
  private var layers: [RouteID?: LayerStacks] = [:]

  /// No layer yet.
  package init() {}

  /// The stacks of a layer, if its content has been made.
  /// - Parameter layer: The layer's modal route, `nil` for the root layer.
  package subscript(layer: RouteID?) -> LayerStacks? { layers[layer] }

  /// A layer's content was made (a root appeared for the root layer): its stacks are known from
  /// now on.
  /// - Parameters:
  ///   - layer: The layer's modal route, `nil` for the root layer.
  ///   - hasOwnStack: Whether it was created with a navigation stack of its own.
  package func layerMade(_ layer: RouteID?, hasOwnStack: Bool) {
    layers[layer, default: LayerStacks()].hasOwnStack = hasOwnStack
  }

  /// Forgets the layers that are gone.
  /// - Parameter kept: The modal routes of the layers still up.
  package func keepLayers(_ kept: Set<RouteID>) {
    layers = layers.filter { $0.key.map(kept.contains) ?? true }
  }

  /// A view of a marked stack appeared in a layer.
  package func viewAppeared(inMark mark: Int, of stack: NavigationStackID, layer: RouteID?) {
    layers[layer, default: LayerStacks()].viewAppeared(inMark: mark, of: stack)
  }

  /// A view of a marked stack disappeared in a layer.
  package func viewDisappeared(inMark mark: Int, layer: RouteID?) { layers[layer]?.viewDisappeared(inMark: mark) }

  /// A marked stack of a layer left for good.
  package func markLeft(_ mark: Int, layer: RouteID?) { layers[layer]?.markLeft(mark) }

  /// Where a push onto a layer goes.
  /// - Parameters:
  ///   - requested: The stack the app named, if any.
  ///   - layer: The layer's modal route, `nil` for the root layer.
  ///   - isOnScreen: Whether the layer is on screen now (its stacks have had their chance to appear).
  /// - Returns: The stack the route joins, or ``RouteStackError/noStackShowsPushes(_:)`` when the
  ///   layer is on screen and no stack of it would show the route: the push would be invisible.
  package func stack(forPush requested: NavigationStackID?, onLayer layer: RouteID?, isOnScreen: Bool) -> Result<
    NavigationStackID, RouteStackError
  > {
    guard let stacks = layers[layer] else { return .success(requested ?? .main) }
    let stack = requested ?? stacks.selected ?? .main
    guard !isOnScreen || stacks.shows(stack) else { return .failure(.noStackShowsPushes(stack)) }
    return .success(stack)
  }
}
