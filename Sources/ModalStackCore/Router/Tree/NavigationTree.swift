/// Composes the navigation state of an app's features (``NavigationFeature``) into what a router
/// shows, depth first, and hands each change to the feature that owns it:
///
/// | What happens | The tree |
/// |---|---|
/// | a feature's state changes | composes the tree again and makes it the router's target, in one plan |
/// | the user or the router removes routes (a swipe, a back tap, a `ModalDismissAction`) | calls ``NavigationFeature/navigationRemoved(from:reason:)`` on the features that own them |
/// | the user answers an alert of a feature | clears it as above, then calls ``NavigationFeature/alertAnswered(_:for:)`` on that feature |
/// | the router adds a route no feature owns (a deep link) | the features' tree wins: it is taken away again |
/// | the tree composes something the router refuses (a push onto a popup, a repeated feature) | the screen stays as it was; ``error`` says why |
///
/// A route keeps its identity while its feature keeps the entry (same destination, presentation
/// and place among its equals), so a path that loses an element below keeps the screens above it.
///
/// ```swift
/// let tree = router.drive(appModel)
/// appModel.path.append(.detail(DetailModel(syncUp)))   // pushed
/// // the user swipes back: `appModel.navigationRemoved(from: 0, reason: .interactive)`
/// ```
@MainActor
public final class NavigationTree<Destination: Hashable & Sendable> {
  private struct Node {
    let route: Route<Destination>
    let owner: any NavigationFeature<Destination>
    /// The entry's place in its owner's ``NavigationFeature/navigation``.
    let index: Int
    /// The node whose route shows the owner; `nil` for the root's entries.
    let parent: Int?
    let child: (any NavigationFeature<Destination>)?
  }

  /// What identifies an entry across compositions.
  private struct EntryKey: Hashable {
    let owner: ObjectIdentifier
    let destination: Destination
    let presentation: Presentation
    let stack: NavigationStackID?
    /// Its place among the owner's entries with the same destination and presentation.
    var ordinal = 0
  }

  /// The feature at the root of the tree.
  public let root: any NavigationFeature<Destination>
  /// Why the last composition was not shown: the error a feature's ``NavigationFeature/navigation``
  /// threw, or the ``RouteStackError`` the router refused it with; `nil` once one is shown.
  public private(set) var error: (any Error)?
  /// Whether the tree still drives the router.
  public private(set) var isDriving = true
  private weak var router: Router<Destination>?
  private var binding: StackBinding<Destination>?
  private var ids: [EntryKey: RouteID] = [:]
  /// The routes the router and the tree last agreed on.
  private var agreed: Set<RouteID> = []
  /// The alerts the last change took away, by route: whose answer goes to which feature.
  private var answerable: [RouteID: Node] = [:]
  private var answers: EventSubscription?

  init(router: Router<Destination>, root: any NavigationFeature<Destination>, reason: RouteChangeReason) {
    self.router = router
    self.root = root
    let binding = StackBinding(
      router: router, read: { [weak self] in self?.routes },
      write: { [weak self] routes, reason in self?.routerChanged(routes, reason: reason) })
    self.binding = binding
    binding.follow { [weak self] in self?.update() }
    answers = router.observe { [weak self] event in
      if case .alertAnswered(let route, let answer) = event { self?.answered(route, answer) }
    }
    update(reason: reason)
  }

  /// The routes the features' state composes to now, bottom first; `nil` when one threw (``error``).
  public var routes: [Route<Destination>]? {
    do {
      return try compose().map(\.route)
    } catch {
      self.error = error
      return nil
    }
  }

  /// Makes the features' state the router's target now, without waiting for Observation or a settle.
  public func update(reason: RouteChangeReason = .programmatic) {
    guard let binding, let routes else { return }
    if case .refused(let refusal) = binding.update(routes, reason: reason) {
      error = refusal
    } else {
      error = nil
    }
    agreed = Set(binding.routes.map(\.id))
  }

  /// A dismiss action for the route that shows `feature`, as `@Environment(\.modalDismiss)` gives
  /// its view; its owner hears of it in ``NavigationFeature/navigationRemoved(from:reason:)``.
  /// - Returns: The action; with no route showing `feature`, only ``ModalDismissAction/Scope/all`` acts.
  public func dismissAction(for feature: some NavigationFeature<Destination>) -> ModalDismissAction {
    guard let router else { return .inactive }
    let node = (try? compose())?.first { $0.child === feature }
    return ModalDismissAction(routeID: node?.route.id, router: router)
  }

  /// Stops driving the router: the routes stay, and the features hear of no more changes.
  public func stop() {
    isDriving = false
    binding = nil
    answers = nil
  }

  /// Reads the tree depth first; entries keep the route ids they had while they stay.
  private func compose() throws -> [Node] {
    var nodes: [Node] = []
    var keys: Set<EntryKey> = []
    func visit(_ owner: any NavigationFeature<Destination>, parent: Int?) throws {
      var seen: [EntryKey: Int] = [:]
      for (index, entry) in try owner.navigation.enumerated() {
        var key = EntryKey(
          owner: ObjectIdentifier(owner), destination: entry.destination, presentation: entry.presentation,
          stack: entry.stack)
        let ordinal = seen[key, default: 0]
        seen[key] = ordinal + 1
        key.ordinal = ordinal
        let id = ids[key] ?? RouteID()
        ids[key] = id
        keys.insert(key)
        let route = Route(entry.destination, presentation: entry.presentation, id: id, stack: entry.stack)
        nodes.append(Node(route: route, owner: owner, index: index, parent: parent, child: entry.child))
        if let child = entry.child { try visit(child, parent: nodes.count - 1) }
      }
    }
    try visit(root, parent: nil)
    ids = ids.filter { keys.contains($0.key) }
    return nodes
  }

  /// The router changed the stack: tells the owners of the entries it took away.
  private func routerChanged(_ routes: [Route<Destination>], reason: RouteChangeReason) {
    let kept = Set(routes.map(\.id))
    let previous = agreed
    agreed = kept
    guard let nodes = try? compose() else { return }
    var gone = [Bool](repeating: false, count: nodes.count)
    var notified: Set<ObjectIdentifier> = []
    var removed: [Node] = []
    for (position, node) in nodes.enumerated() {
      let owner = ObjectIdentifier(node.owner)
      if node.parent.map({ gone[$0] }) == true || notified.contains(owner) {
        gone[position] = true
      } else if previous.contains(node.route.id), !kept.contains(node.route.id) {
        gone[position] = true
        notified.insert(owner)
        removed.append(node)
      }
    }
    answerable = Dictionary(removed.map { ($0.route.id, $0) }, uniquingKeysWith: { $1 })
    for node in removed { node.owner.navigationRemoved(from: node.index, reason: reason) }
  }

  private func answered(_ route: Route<Destination>, _ answer: AlertResponse) {
    guard let node = answerable.removeValue(forKey: route.id) else { return }
    node.owner.alertAnswered(answer, for: route.destination)
  }
}

extension Router {
  /// Drives the router from a tree of features' state (``NavigationTree``).
  /// - Parameters:
  ///   - root: The feature at the root of the tree.
  ///   - reason: Why its state is shown, such as ``RouteChangeReason/restored`` for a restored model.
  /// - Returns: The tree, which the router keeps until ``NavigationTree/stop()``; it re-reads the
  ///   models after each change Observation reports and each settle.
  @discardableResult
  public func drive(
    _ root: some NavigationFeature<Destination>, reason: RouteChangeReason = .programmatic
  ) -> NavigationTree<Destination> {
    let tree = NavigationTree(router: self, root: root, reason: reason)
    _ = targetObservers.add { _ in tree.isDriving }
    return tree
  }
}
