import ModalStackCore

/// The SwiftUI side of one simulated window: roots that appear, disappear and are re-created
/// with what they supply, the environment each layer sees, the navigation stacks the app marks
/// for the router's pushes, and the container each layer was created with. The window's host
/// is shared by every root, as in the adapter (the window owns it), and the decisions are the
/// core's (`WindowSession`, `LayerContainer`, `LayerEnvironment`), so tests of an app's roots
/// run what ships.
///
/// ```swift
/// let scene = SimulatedScene<Screen>(clock: clock)
/// let signedIn = scene.showRoot("signed in", router: router, environment: ["model": "session 1"])
/// try router.present(.settings, as: .sheet)
/// let again = scene.showRoot("signed in", router: router, environment: ["model": "session 2"])
/// scene.removeRoot(signedIn)                       // `.id(user)` re-created the root
/// scene.environment(of: settingsID)?["model"]      // "session 2": the newest root supplies, live
/// ```
@MainActor
public final class SimulatedScene<Destination: Hashable & Sendable> {
  /// A root view on screen: its identity, which a re-created root does not share.
  public struct Root: Hashable, Sendable, CustomStringConvertible {
    /// The identity.
    public let id: Int
    /// A name for logs.
    public let name: String
    public var description: String { "\(name)#\(id)" }
  }

  /// A view that presents with `present(item:)`: its layer follows this view's environment.
  public final class Presenter {
    /// What the app injected above this view, by name; change it and the layer follows.
    public var environment: [String: String]
    init(environment: [String: String]) { self.environment = environment }
  }

  /// What a root supplies: the environment the app injected above it.
  final class Supply {
    var environment: [String: String]
    init(environment: [String: String]) { self.environment = environment }
  }

  /// The window's host: every root of the window shares it.
  public let host: SimulatedHost<Destination>
  let session: WindowSession<Destination, Supply>
  private var roots: [Int: (root: Root, supply: Supply)] = [:]
  /// The router of each root; the app owns them.
  private var routers: [Int: WeakRouter<Destination>] = [:]
  private var nextRootID = 1
  /// The system appearance; each layer's own `colorScheme` follows its trait collection.
  public private(set) var colorScheme = "light"
  private var presenters: [RouteID: Presenter] = [:]
  private var preferredColorSchemes: [RouteID: String] = [:]
  /// The navigation stacks the app marked for the router's pushes on the root layer (one per tab).
  private var markedStacks = OnScreenSuppliers<String, Void>()
  /// The modal routes whose content marks a navigation stack of its own.
  private var layersMarkingStacks: Set<RouteID> = []

  /// A scene on a fresh window.
  /// - Parameters:
  ///   - clock: The virtual clock.
  ///   - configuration: The window's durations.
  ///   - recordsIssues: Whether a broken UIKit rule records an issue in the running test.
  public convenience init(
    clock: SimulatedClock, configuration: SimulatedWindow.Configuration = .init(), recordsIssues: Bool = true
  ) {
    self.init(host: SimulatedHost(clock: clock, configuration: configuration, recordsIssues: recordsIssues))
  }

  /// A scene on a window's host.
  /// - Parameter host: The window's host.
  public init(host: SimulatedHost<Destination>) {
    self.host = host
    session = WindowSession(host: host)
    session.onChange = { [weak self] in self?.sessionChanged() }
  }

  /// The router that drove the window when the session last changed.
  private var drivingRouter = WeakRouter<Destination>()
  /// Whether a root is appearing now (its admission is recorded by `showRoot`).
  private var isAdmitting = false

  /// The session changed: a refused root that waited on screen may have taken the window over
  /// when the owner's layers went, with no appearance of its own (UIKit sends none to a root
  /// under a sheet that goes).
  private func sessionChanged() {
    guard let router = session.router, router !== drivingRouter.router else { return }
    drivingRouter = WeakRouter(router: router)
    guard !isAdmitting else { return }
    host.observeScene(for: router)
    host.window.record(
      "root \(supplyingRoot.map(String.init(describing:)) ?? "none") takes the window over: the owner's layers are gone"
    )
  }

  /// The router that drives the window.
  public var router: Router<Destination>? { session.router }

  // MARK: Roots

  /// A root appears with its router (`ModalStackRoot(router:)` in the view tree): the first
  /// attaches, one with the same router joins and supplies from now on, one with another router
  /// takes the window when none of the owner's layers are up and is refused (once) otherwise.
  /// - Parameters:
  ///   - name: A name for logs.
  ///   - router: Its router.
  ///   - environment: What the app injected above it (and carries into layers), by name.
  /// - Returns: The root.
  @discardableResult
  public func showRoot(_ name: String, router: Router<Destination>, environment: [String: String] = [:]) -> Root {
    let root = Root(id: nextRootID, name: name)
    nextRootID += 1
    let supply = Supply(environment: environment)
    roots[root.id] = (root, supply)
    routers[root.id] = WeakRouter(router: router)
    isAdmitting = true
    let admission = session.rootAppeared(root.id, router: router, supplying: supply)
    isAdmitting = false
    host.window.record("root \(root) appears: \(admission)")
    if [.attach, .takeOver].contains(admission) { host.observeScene(for: router) }
    return root
  }

  /// A root that left the screen comes back with the same identity (a tab selected again, a
  /// cover over it dismissed): its state is still there.
  /// - Parameter root: The root.
  public func showAgain(_ root: Root) {
    guard let entry = roots[root.id], let router = router(of: root) else { return }
    isAdmitting = true
    let admission = session.rootAppeared(root.id, router: router, supplying: entry.supply)
    isAdmitting = false
    host.window.record("root \(root) appears again: \(admission)")
    if [.attach, .takeOver].contains(admission) { host.observeScene(for: router) }
  }

  /// The app renders a root again with other injected values (a model replaced at sign-out).
  /// - Parameters:
  ///   - root: The root.
  ///   - environment: What the app injects above it now.
  public func updateRoot(_ root: Root, environment: [String: String]) {
    roots[root.id]?.supply.environment = environment
  }

  /// A root leaves the screen (its `if` turned false, its `.id` changed, its tab was closed):
  /// its state dies with it; the previous root on screen supplies.
  /// - Parameter root: The root.
  public func removeRoot(_ root: Root) {
    session.rootDisappeared(root.id)
    host.window.record("root \(root) disappears")
  }

  /// The root that supplies the layers now.
  public var supplyingRoot: Root? { session.supplier.flatMap { roots[$0]?.root } }

  // MARK: Navigation containers

  /// The app marks a navigation stack of its own (inside the root, one per tab) for the router's
  /// pushes on the root layer: `modalStackDestinations()` in the stack appears.
  /// - Parameter name: The stack's name (a tab's).
  public func showMarkedStack(_ name: String) { markedStacks.appear(name, supplying: ()) }

  /// A marked stack leaves the screen (its tab is no longer selected).
  /// - Parameter name: The stack's name.
  public func hideMarkedStack(_ name: String) { markedStacks.disappear(name) }

  /// The app's stack the root layer's pushes show in: the marked one that appeared last.
  public var stackShowingRootPushes: String? { markedStacks.currentID }

  /// The content of a presented route marks a navigation stack of its own (a sheet whose screen
  /// brings its `NavigationStack` with `modalStackDestinations()` in it).
  /// - Parameter id: The layer's modal route.
  public func contentMarksStack(_ id: RouteID) { layersMarkingStacks.insert(id) }

  /// The container a layer was created with, for its modal route; never changes while it is up.
  /// - Parameter id: The layer's modal route.
  public func container(of id: RouteID) -> LayerContainer? { controller(of: id)?.container }

  /// How many times a layer's content was built again since it was created: a container that
  /// appeared or went on a push or pop would rebuild it (its state lost).
  /// - Parameter id: The layer's modal route.
  public func contentRebuilds(of id: RouteID) -> Int? { controller(of: id)?.contentRebuilds }

  /// Whether the routes pushed on a layer are on screen: in the stack it was created with, or in
  /// the one its content marks.
  /// - Parameter id: The layer's modal route.
  public func showsPushedRoutes(ofLayer id: RouteID) -> Bool {
    container(of: id)?.showsPushedRoutes(contentMarksStack: layersMarkingStacks.contains(id)) ?? false
  }

  // MARK: Environment

  /// A view inside the root that will present with `present(item:)`.
  /// - Parameter environment: What the app injected above it.
  /// - Returns: The presenter; change its environment and its layers follow.
  public func presenter(environment: [String: String]) -> Presenter { Presenter(environment: environment) }

  /// Presents a route with `present(item:)` from a view: its layer follows that view's environment.
  /// - Parameters:
  ///   - destination: The destination.
  ///   - presentation: How it is shown.
  ///   - presenter: The view whose modifier presents it.
  /// - Returns: The route's id.
  /// - Throws: The router's error.
  @discardableResult
  public func presentItem(_ destination: Destination, as presentation: Presentation, from presenter: Presenter) throws
    -> RouteID
  {
    guard let router else { throw HostAttachError.windowHasAnotherRouter }
    let id = try router.present(destination, as: presentation)
    presenters[id] = presenter
    return id
  }

  /// The system appearance changes (dark mode): every layer's trait collection follows.
  /// - Parameter scheme: `light` or `dark`.
  public func setColorScheme(_ scheme: String) {
    colorScheme = scheme
    host.window.record("appearance changed to \(scheme)")
  }

  /// A layer sets `.preferredColorScheme` for itself.
  /// - Parameters:
  ///   - scheme: `light` or `dark`.
  ///   - id: The layer's modal route.
  public func setPreferredColorScheme(_ scheme: String, inLayer id: RouteID) { preferredColorSchemes[id] = scheme }

  /// The environment a presented layer sees now: what the app carries into it (from the newest
  /// root, or the view that presented it), live, and the layer's own values, never overwritten.
  /// - Parameter id: The layer's modal route.
  /// - Returns: The values by name, or `nil` when the route is not presented.
  public func environment(of id: RouteID) -> [String: String]? {
    guard controller(of: id) != nil else { return nil }
    let carried = presenters[id]?.environment ?? session.supply?.environment ?? [:]
    var own = [
      "colorScheme": preferredColorSchemes[id] ?? colorScheme, "isPresented": "true", "dismiss": "dismiss \(id)",
    ]
    if let preferred = preferredColorSchemes[id] { own["preferredColorScheme"] = preferred }
    return LayerEnvironment.resolve(carried: carried, library: libraryValues, own: own)
  }

  /// The library's own values every layer is given, as the adapter's layer content injects them
  /// (a layer's hosting controller starts from SwiftUI's defaults): the window's router, its
  /// `present(item:)` views and popover anchors, and the popup transitions the supplying root
  /// registered (`popupTransition(_:_:)`, named in its environment as `popupTransitions`).
  private var libraryValues: [String: String] {
    guard let router else { return [:] }
    var values = [
      "router": "router \(ObjectIdentifier(router).hashValue)", "localContentRegistry": "window's present(item:) views",
      "popoverAnchorRegistry": "window's anchors",
    ]
    values["popupTransitions"] = session.supply?.environment["popupTransitions"]
    return values
  }

  /// The router a layer's views read with `@Environment(Router<…>.self)`, as the adapter gives it.
  /// - Parameter id: The layer's modal route.
  /// - Returns: The router, or `nil` when the route is not presented or the layer has none.
  public func router(inLayer id: RouteID) -> Router<Destination>? {
    guard environment(of: id)?["router"] != nil else { return nil }
    return router
  }

  // MARK: The scene

  /// The window is resized across the compact/regular boundary; presentations adapt.
  /// - Parameter width: The new width class.
  public func resize(to width: SimulatedWindow.Width) { host.resize(to: width) }

  /// The scene goes to the background; time limits stop counting.
  public func enterBackground() {
    host.enterBackground()
    router?.sceneDidEnterBackground()
  }

  /// The scene comes back.
  public func enterForeground() {
    router?.sceneWillEnterForeground()
    host.enterForeground()
  }

  private func router(of root: Root) -> Router<Destination>? { routers[root.id]?.router }

  private func controller(of id: RouteID) -> SimulatedController? {
    host.window.chain.first { $0.routeID == id }
      ?? host.window.chain.lazy.flatMap(\.overlays).first { $0.routeID == id }
  }
}

/// A router held weakly: the app (or the test) owns it.
@MainActor
struct WeakRouter<Destination: Hashable & Sendable> {
  weak var router: Router<Destination>?
  init(router: Router<Destination>? = nil) { self.router = router }
}
