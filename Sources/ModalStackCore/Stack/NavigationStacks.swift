import Observation

/// The navigation stacks the app marked on one layer (each a stack view, a `ModalStackNavigationStack` for its
/// identity's life), and which one a push goes to when the app names none.
/// The app's selection wins: a custom tab bar that keeps every tab alive sends `onAppear` to all at launch.
/// A `TabView` builds a tab's content a frame after it is first selected, so a push into a stack not shown yet waits.
package struct LayerStacks: Sendable {
  private struct StackView: Sendable {
    let id: Int
    let stack: NavigationStackID
    var viewsOnScreen: Int
  }
  /// The stack views alive on the layer, oldest first, with how many of their views are on screen.
  private var stackViews: [StackView] = []
  /// The stack views with a view on screen, in the order their last view appeared.
  private var onScreen: [Int] = []
  /// The stack the user was in last.
  private var last: NavigationStackID?
  private var chosen: NavigationStackID?
  /// Whether the layer was created with a navigation stack of its own (``NavigationStackID/main``).
  package var hasOwnStack = false

  package init() {}

  /// The stack a push goes into when the app names none: the chosen one, the newest on screen, the
  /// last one, else the layer's own stack or the first marked one.
  package var selected: NavigationStackID? {
    if let chosen { return chosen }
    if let newest = onScreen.last, let view = stackViews.first(where: { $0.id == newest }) { return view.stack }
    return last ?? (hasOwnStack ? .main : stackViews.first?.stack)
  }

  package var showsNoStack: Bool { stackViews.isEmpty && !hasOwnStack }

  /// The app says which stack is selected (its `TabView` selection); `nil` leaves it to appearances.
  package mutating func select(_ stack: NavigationStackID?) { chosen = stack }

  package func shows(_ stack: NavigationStackID) -> Bool {
    (hasOwnStack && stack == .main) || stackViews.contains { $0.stack == stack }
  }

  /// Whether this stack view shows its stack's routes: of two stack views with one name, only the
  /// older does, or each route would be pushed twice (the layer's own `main` stack is the oldest).
  package func isShowing(_ stackView: Int) -> Bool {
    guard let stack = stackViews.first(where: { $0.id == stackView })?.stack else { return false }
    return stackViews.first { $0.stack == stack }?.id == stackView
  }

  /// A view in a stack view appeared (its root, or a pushed route's view); `stackView` is the stack
  /// view's id, one for its identity's life.
  package mutating func viewAppeared(inStackView stackView: Int, of stack: NavigationStackID) {
    if let index = stackViews.firstIndex(where: { $0.id == stackView }) {
      stackViews[index].viewsOnScreen += 1
    } else {
      stackViews.append(StackView(id: stackView, stack: stack, viewsOnScreen: 1))
    }
    onScreen.removeAll { $0 == stackView }
    onScreen.append(stackView)
    last = stack
  }

  /// A view in a stack view disappeared (covered by a push, its tab left, the screen covered).
  package mutating func viewDisappeared(inStackView stackView: Int) {
    guard let index = stackViews.firstIndex(where: { $0.id == stackView }) else { return }
    stackViews[index].viewsOnScreen = max(0, stackViews[index].viewsOnScreen - 1)
    if stackViews[index].viewsOnScreen == 0 { onScreen.removeAll { $0 == stackView } }
  }

  /// A stack view left for good (its identity ended).
  package mutating func stackViewLeft(_ stackView: Int) {
    stackViews.removeAll { $0.id == stackView }
    onScreen.removeAll { $0 == stackView }
  }
}

/// The marked stacks of every layer of one window (`nil`: the root layer), read by its router for pushes.
/// ``requested(onLayer:)`` is observed so a `TabView`'s selection can follow a push into another stack.
@MainActor
@Observable
package final class NavigationStacks {
  /// The layers whose content has been made, by modal route (`nil` for the root layer).
  @ObservationIgnored private var layers: [RouteID?: LayerStacks] = [:]
  private var requests: [RouteID?: NavigationStackID] = [:]
  /// The newest top route seen, so only a new push asks for its stack.
  @ObservationIgnored private var newestTop: RouteID?

  package init() {}

  /// The stacks of a layer (`nil`: the root layer), if its content has been made.
  package subscript(layer: RouteID?) -> LayerStacks? { layers[layer] }

  /// The app says which stack of a layer is selected (`modalStackSelection(_:)`).
  package func select(_ stack: NavigationStackID?, layer: RouteID?) {
    layers[layer, default: LayerStacks()].select(stack)
    if let stack, requests[layer] == stack { requests[layer] = nil }
  }

  /// The target changed: a new push on top, into a stack other than the selected one, asks for that
  /// stack. Returns the stack it waits for (the layer shows none of its name yet), else `nil`.
  @discardableResult
  package func targetChanged<Destination>(top: Route<Destination>?, onLayer layer: RouteID?) -> NavigationStackID? {
    guard let top, top.id != newestTop else { return nil }
    newestTop = top.id
    guard let stack = top.shownInStack else { return nil }
    // A layer whose content is not made yet asks too: its tab view can follow once it is built.
    let stacks = layers[layer]
    if stacks?.selected != stack, requests[layer] != stack { requests[layer] = stack }
    guard let stacks, !stacks.shows(stack) else { return nil }
    return stack
  }

  /// The stack the router wants on screen on a layer, until it is selected or shows a view.
  package func requested(onLayer layer: RouteID?) -> NavigationStackID? { requests[layer] }

  /// A layer's content was made (a root appeared for the root layer): its stacks are known from now on.
  package func layerMade(_ layer: RouteID?, hasOwnStack: Bool) {
    layers[layer, default: LayerStacks()].hasOwnStack = hasOwnStack
  }

  package func keepLayers(_ kept: Set<RouteID>) {
    layers = layers.filter { $0.key.map(kept.contains) ?? true }
    if requests.keys.contains(where: { $0.map { !kept.contains($0) } ?? false }) {
      requests = requests.filter { $0.key.map(kept.contains) ?? true }
    }
  }

  package func viewAppeared(inStackView stackView: Int, of stack: NavigationStackID, layer: RouteID?) {
    layers[layer, default: LayerStacks()].viewAppeared(inStackView: stackView, of: stack)
    if requests[layer] == stack { requests[layer] = nil }
  }

  /// The ids of the routes a stack view shows on a layer (none unless it is its stack's showing one); asked on every
  /// path change and appearance, so the order of a stack's `onAppear` and its joining the layer does not matter.
  package func routes<Destination>(
    shownByStackView stackView: Int, of stack: NavigationStackID, onLayer layer: RouteID?, path: [Route<Destination>]
  ) -> [RouteID] {
    guard layers[layer]?.isShowing(stackView) == true else { return [] }
    return path.routes(in: stack).map(\.id)
  }

  package func viewDisappeared(inStackView stackView: Int, layer: RouteID?) {
    layers[layer]?.viewDisappeared(inStackView: stackView)
  }

  package func stackViewLeft(_ stackView: Int, layer: RouteID?) { layers[layer]?.stackViewLeft(stackView) }

  /// Where a push onto a layer goes: the stack it joins (`nil`, the main stack, while the layer's content is not made
  /// and the app named none), or ``RouteStackError/noStackShowsPushes(_:)`` when a modal layer on screen marks none.
  package func stack(forPush requested: NavigationStackID?, onLayer layer: RouteID?, isOnScreen: Bool) -> Result<
    NavigationStackID?, RouteStackError
  > {
    guard let stacks = layers[layer] else { return .success(requested) }
    let stack = requested ?? stacks.selected ?? .main
    // A push would never show on a modal layer on screen that marks no stack at all (a stack of another name may
    // still be built, so the push waits for it).
    if layer != nil, isOnScreen, stacks.showsNoStack { return .failure(.noStackShowsPushes(stack)) }
    return .success(stack)
  }
}
