import ModalStackCore

/// The SwiftUI side of one simulated window: roots that appear, disappear and are re-created,
/// the environment each layer sees, the navigation stacks the app marks, and each layer's
/// container. The window's host is shared by every root, and the decisions are the core's
/// (`WindowSession`, `LayerContainer`, `LayerEnvironment`), so tests of an app's roots run what ships.
///
/// ```swift
/// let scene = SimulatedScene<Screen>(clock: clock)
/// let signedIn = scene.showRoot("signed in", router: router, environment: ["model": "session 1"])
/// try router.present(.settings, as: .sheet)
/// let again = scene.showRoot("signed in", router: router, environment: ["model": "session 2"])
/// scene.removeRoot(signedIn)                       // `.id(user)` re-created the root
/// scene.environment(of: settingsID)?["model"]      // "session 2": the newest root is current, live
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

  /// A root's model, what the layers are built from: the environment the app injected above it,
  /// and the root itself.
  final class RootModel {
    var environment: [String: String]
    let root: Root
    weak var router: Router<Destination>?
    init(environment: [String: String], root: Root, router: Router<Destination>) {
      self.environment = environment
      self.root = root
      self.router = router
    }
  }

  /// What built a layer's content when its controller was made; a layer built from nothing stays
  /// blank. What draws its views afterwards is ``SimulatedScene/rootView(of:)``.
  public struct LayerContent {
    /// The root whose destination views built it; `nil` for a blank layer (no root to build it from).
    public let root: Root?
    /// The router its views act on; `nil` for a blank layer or a router gone.
    public weak var router: Router<Destination>?
    /// Whether the layer was built from nothing: a blank screen with no way out.
    public var isBlank: Bool { root == nil }
  }

  /// The window's host, shared by every root; a new one after ``replaceWindowRoot()``.
  public private(set) var host: SimulatedHost<Destination>
  private(set) var session: WindowSession<Destination, RootModel>
  private var roots: [Int: (root: Root, model: RootModel)] = [:]
  private var routers: [Int: WeakRouter<Destination>] = [:]
  private var nextRootID = 1
  /// The system appearance; each layer's own `colorScheme` follows its trait collection.
  public private(set) var colorScheme = "light"
  private var presenters: [RouteID: Presenter] = [:]
  private var preferredColorSchemes: [RouteID: String] = [:]
  /// The navigation stacks the app marked, by layer (`nil`: the root layer) and name, each with
  /// its stack view's id.
  private var stackViews: [RouteID?: [NavigationStackID: (id: Int, isOnScreen: Bool)]] = [:]
  private var nextStackView = 1
  /// The stacks a layer's content marks, declared before the layer is made: they appear with it.
  private var declaredStacks: [RouteID: [NavigationStackID]] = [:]
  private var contents: [RouteID: LayerContent] = [:]
  /// Each marked stack's `NavigationStack(path:)`, by stack view, written through the core's `NavigationPathEntries`.
  var navigationPaths: [Int: SimulatedNavigationPath] = [:]
  /// The path the host last gave each layer (`nil`: the root layer): its controller shows it.
  private var hostPaths: [RouteID?: [Route<Destination>]] = [:]
  var tabViews: [RouteID?: SimulatedTabView] = [:]

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
  public init(host: SimulatedHost<Destination>) {
    self.host = host
    session = WindowSession(host: host)
    connect()
  }

  private func connect() {
    session.onChange = { [weak self] in self?.sessionChanged() }
    host.swiftUI.layerMade = { [weak self] layer, controller in self?.layerMade(layer, controller: controller) }
    host.swiftUI.pathSet = { [weak self] index, _, path in self?.pathSet(index, path: path) }
  }

  private var drivingRouter = WeakRouter<Destination>()
  private var isAppearing = false

  /// The session changed: a refused root that waited on screen may have taken the window over,
  /// with no appearance of its own (UIKit sends none to a root under a sheet that goes).
  private func sessionChanged() {
    guard let router = session.router, router !== drivingRouter.router else { return }
    drivingRouter = WeakRouter(router: router)
    guard !isAppearing else { return }
    host.observeScene(for: router)
    host.window.record(
      "root \(supplyingRoot.map(String.init(describing:)) ?? "none") takes the window over: the owner's layers are gone"
    )
  }

  /// The router that drives the window.
  public var router: Router<Destination>? { session.router }

  // MARK: Roots

  /// A root appears with its router (`ModalStackRoot(router:)`): the core decides whether it
  /// attaches, joins, takes the window over or is refused.
  /// - Parameters:
  ///   - name: A name for logs.
  ///   - router: Its router.
  ///   - environment: What the app injected above it (and carries into layers), by name.
  @discardableResult
  public func showRoot(_ name: String, router: Router<Destination>, environment: [String: String] = [:]) -> Root {
    let root = Root(id: nextRootID, name: name)
    nextRootID += 1
    let model = RootModel(environment: environment, root: root, router: router)
    roots[root.id] = (root, model)
    routers[root.id] = WeakRouter(router: router)
    isAppearing = true
    let outcome = session.rootAppeared(root.id, router: router, model: model)
    isAppearing = false
    host.window.record("root \(root) appears: \(outcome)")
    if [.attach, .takeOver].contains(outcome) { host.observeScene(for: router) }
    return root
  }

  /// A root that left the screen comes back with the same identity (a tab selected again).
  public func showAgain(_ root: Root) {
    guard let entry = roots[root.id], let router = router(of: root) else { return }
    isAppearing = true
    let outcome = session.rootAppeared(root.id, router: router, model: entry.model)
    isAppearing = false
    host.window.record("root \(root) appears again: \(outcome)")
    if [.attach, .takeOver].contains(outcome) { host.observeScene(for: router) }
  }

  /// The app renders a root again with other injected values (a model replaced at sign-out).
  public func updateRoot(_ root: Root, environment: [String: String]) {
    roots[root.id]?.model.environment = environment
  }

  /// A root leaves the screen but keeps its identity and state (its tab is no longer selected, a
  /// full-screen cover is over it); ``showAgain(_:)`` brings it back.
  public func hideRoot(_ root: Root) {
    session.rootDisappeared(root.id)
    host.window.record("root \(root) leaves the screen")
  }

  /// A root leaves for good (its `if` turned false, its `.id` changed): when it was the last root
  /// of the window's router, the router's layers go with it at the end of the turn.
  public func removeRoot(_ root: Root) {
    session.rootLeft(root.id)
    roots[root.id] = nil
    host.window.record("root \(root) disappears")
  }

  /// The app renders a root with another router (`ModalStackRoot(router:)` given a new one).
  public func setRouter(_ router: Router<Destination>, of root: Root) {
    guard let entry = roots[root.id] else { return }
    let model = RootModel(environment: entry.model.environment, root: root, router: router)
    roots[root.id] = (root, model)
    routers[root.id] = WeakRouter(router: router)
    isAppearing = true
    session.rootChangedRouter(root.id, to: router, model: model)
    isAppearing = false
    host.window.record("root \(root) is given another router")
    if session.router === router { host.observeScene(for: router) }
  }

  /// The app replaces the window's root controller (`window.rootViewController = …`): the old chain
  /// goes with it, and the window gets a fresh host; the router keeps its stack.
  @discardableResult
  public func replaceWindowRoot() -> SimulatedHost<Destination> {
    session.windowRootReplaced()
    let window = SimulatedWindow(clock: host.clock, configuration: host.window.configuration)
    host = SimulatedHost(window: window, recordsIssues: host.recordsIssues)
    session = WindowSession(host: host)
    roots.removeAll()
    stackViews.removeAll()
    tabViews.removeAll()
    navigationPaths.removeAll()
    hostPaths.removeAll()
    connect()
    host.window.record("the window's root controller is replaced")
    return host
  }

  /// What built a layer's content, for its modal route, when its controller was made.
  public func content(of id: RouteID) -> LayerContent? { contents[id] }

  /// What draws a layer's first view now: the current root, as for its pushes, or the one that
  /// made the layer while no root is current.
  public func rootView(of id: RouteID) -> LayerContent? {
    guard let made = contents[id], !made.isBlank else { return contents[id] }
    return session.currentModel.map { LayerContent(root: $0.root, router: $0.router) } ?? made
  }

  /// A layer's controller is made: its content is built now, from the current root's model.
  private func layerMade(_ layer: Layer<Destination>, controller: SimulatedController) {
    guard let route = layer.modal else { return }
    hostPaths[route.id] = layer.path
    let model = session.makingLayer(route, container: controller.container ?? .content)
    contents[route.id] = LayerContent(root: model?.root, router: model?.router)
    // A stack made with the layer (`ModalStackNavigationStack` as its first view) appears with it.
    if controller.container == .navigationStack { showMarkedStack(.main, inLayer: route.id) }
    for stack in declaredStacks[route.id] ?? [] { showMarkedStack(stack, inLayer: route.id) }
  }

  /// The current root: the newest on screen, whose views build the layers now.
  public var supplyingRoot: Root? { session.currentRootID.flatMap { roots[$0]?.root } }

  // MARK: Navigation containers

  /// A navigation stack of the app (a `ModalStackNavigationStack`) comes on screen: built the first
  /// time (its path written once), and its `onAppear` runs. A tab selected, a column shown.
  public func showMarkedStack(_ name: NavigationStackID, inLayer layer: RouteID? = nil) {
    let stackView = stackViews[layer]?[name]?.id ?? nextStackViewID()
    guard stackViews[layer]?[name]?.isOnScreen != true else { return }
    stackViews[layer, default: [:]][name] = (stackView, true)
    session.stacks.viewAppeared(inStackView: stackView, of: name, layer: layer)
    if navigationPaths[stackView] == nil {
      navigationPaths[stackView] = SimulatedNavigationPath()
      writePath(ofStackView: stackView, stack: name, layer: layer)
    }
  }

  /// A marked stack leaves the screen, keeping its state: its tab is no longer selected.
  public func hideMarkedStack(_ name: NavigationStackID, inLayer layer: RouteID? = nil) {
    guard let entry = stackViews[layer]?[name], entry.isOnScreen else { return }
    stackViews[layer]?[name] = (entry.id, false)
    session.stacks.viewDisappeared(inStackView: entry.id, layer: layer)
  }

  private func nextStackViewID() -> Int {
    defer { nextStackView += 1 }
    return nextStackView
  }

  /// The stack of the root layer a push goes into when the app names none.
  public var stackShowingRootPushes: NavigationStackID? { session.stacks[nil]?.selected }

  /// The stack of a layer a push goes into when the app names none.
  public func selectedStack(inLayer layer: RouteID?) -> NavigationStackID? { session.stacks[layer]?.selected }

  /// The routes a marked stack shows now, bottom first: those pushed into it, while on screen.
  public func routesShown(inStack name: NavigationStackID, inLayer layer: RouteID? = nil) -> [Route<Destination>] {
    guard let entry = stackViews[layer]?[name], entry.isOnScreen, let shown = navigationPaths[entry.id] else {
      return []
    }
    let routes = path(ofLayer: layer)
    return shown.entries.routes.compactMap { id in routes.first { $0.id == id } }
  }

  /// The content of a presented route marks a navigation stack of its own: it appears with the layer.
  public func contentMarksStack(_ id: RouteID, named name: NavigationStackID = .main) {
    declaredStacks[id, default: []].append(name)
    if contents[id] != nil { showMarkedStack(name, inLayer: id) }
  }

  private func path(ofLayer layer: RouteID?) -> [Route<Destination>] {
    if let path = hostPaths[layer] { return path }
    guard let router else { return [] }
    let index = layer.flatMap { router.presented.location(of: $0)?.layer } ?? 0
    return router.presented.layer(at: index)?.path ?? []
  }

  /// The host sets a layer's path: each stack of the layer built so far gets its routes in one
  /// write. The adapter follows the `NavigationStack`'s appearance, not that of the views in it.
  private func pathSet(_ index: Int, path: [Route<Destination>]) {
    guard let router else { return }
    let layer =
      index == 0 ? nil : router.presented.layer(at: index)?.modal?.id ?? router.stack.layer(at: index)?.modal?.id
    hostPaths[layer] = path
    for (name, entry) in stackViews[layer] ?? [:] {
      writePath(ofStackView: entry.id, stack: name, layer: layer, routes: path)
    }
  }

  /// Writes a marked stack's path to show its stack's routes, once; a second stack view of its name shows none.
  private func writePath(
    ofStackView stackView: Int, stack name: NavigationStackID, layer: RouteID?, routes: [Route<Destination>]? = nil
  ) {
    guard var shown = navigationPaths[stackView] else { return }
    let path = routes ?? path(ofLayer: layer)
    let ids = session.stacks.routes(shownByStackView: stackView, of: name, onLayer: layer, path: path)
    let routes = ids.compactMap { id in path.first { $0.id == id } }
    guard shown.show(routes.map(\.id), named: { id in routes.first { $0.id == id }?.description ?? "\(id)" }) else {
      return
    }
    navigationPaths[stackView] = shown
    host.window.record("path of \(name) written: [\(shown.names.joined(separator: ", "))]")
  }

  /// How many times a marked stack's path was written: several levels pushed in one change are one write.
  public func pathWrites(inStack name: NavigationStackID, inLayer layer: RouteID? = nil) -> Int {
    stackViews[layer]?[name].flatMap { navigationPaths[$0.id]?.writes } ?? 0
  }

  /// What a marked stack's path holds now, bottom first: the router's routes and the app's values.
  public func pathShown(inStack name: NavigationStackID, inLayer layer: RouteID? = nil) -> [String] {
    stackViews[layer]?[name].flatMap { navigationPaths[$0.id]?.names } ?? []
  }

  /// The app pushes a value of its own in a marked stack on screen (`path.append(_:)`).
  public func appPushes(_ value: String, inStack name: NavigationStackID, inLayer layer: RouteID? = nil) {
    appWritesPath(removingLast: 0, appending: [value], inStack: name, inLayer: layer)
  }

  /// The app writes the path of a marked stack on screen in one update: removes `count` values from
  /// its end (all, when more), then appends `values`. The router's routes it removed are reported
  /// gone, as the user's back over them is.
  public func appWritesPath(
    removingLast count: Int, appending values: [String], inStack name: NavigationStackID, inLayer layer: RouteID? = nil
  ) {
    guard let entry = stackViews[layer]?[name], entry.isOnScreen, var shown = navigationPaths[entry.id] else { return }
    let popped = shown.appWrites(removingLast: count, appending: values)
    navigationPaths[entry.id] = shown
    host.window.record(
      count == 0 && values.count == 1
        ? "the app pushes \(values[0]) in \(name)"
        : "the app writes the path of \(name): removes \(count), appends [\(values.joined(separator: ", "))]")
    routesLeftPath(popped, inLayer: layer)
  }

  /// The user goes back `count` screens in a marked stack on screen: the router's routes it went
  /// over are reported as the user's change.
  public func userGoesBack(_ count: Int = 1, inStack name: NavigationStackID, inLayer layer: RouteID? = nil) {
    guard let entry = stackViews[layer]?[name], entry.isOnScreen, var shown = navigationPaths[entry.id],
      count > 0, shown.values.count >= count
    else { return }
    let popped = shown.userGoesBack(count)
    navigationPaths[entry.id] = shown
    host.window.record("user goes back \(count) in \(name)")
    routesLeftPath(popped, inLayer: layer)
  }

  /// Routes left a layer's stack by a write that was not the router's: the host tells the router.
  private func routesLeftPath(_ popped: [RouteID], inLayer layer: RouteID?) {
    guard let router, !popped.isEmpty else { return }
    let index = layer.flatMap { router.presented.location(of: $0)?.layer } ?? 0
    let path = path(ofLayer: layer).filter { !popped.contains($0.id) }
    hostPaths[layer] = path
    host.userChangedPath(ofLayer: index, to: path)
  }

  /// The container a layer was created with, for its modal route; never changes while it is up.
  public func container(of id: RouteID) -> LayerContainer? { controller(of: id)?.container }

  /// How many times a layer's content was built again since it was created (its state lost).
  public func contentRebuilds(of id: RouteID) -> Int? { controller(of: id)?.contentRebuilds }

  /// Whether the routes pushed on a layer are on screen.
  public func showsPushedRoutes(ofLayer id: RouteID) -> Bool {
    session.stacks[id]?.shows(.main) ?? false
  }

  // MARK: Environment

  /// A view inside the root that will present with `present(item:)`; its layers follow its environment.
  public func presenter(environment: [String: String]) -> Presenter { Presenter(environment: environment) }

  /// Presents a route with `present(item:)` from a view: its layer follows that view's environment.
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

  /// The system appearance changes (`light` or `dark`): every layer's trait collection follows.
  public func setColorScheme(_ scheme: String) {
    colorScheme = scheme
    host.window.record("appearance changed to \(scheme)")
  }

  /// A layer sets `.preferredColorScheme` (`light` or `dark`) for itself.
  public func setPreferredColorScheme(_ scheme: String, inLayer id: RouteID) { preferredColorSchemes[id] = scheme }

  /// The environment a presented layer sees now (`nil` when not presented): its presenter's, live,
  /// but for the layer's own trait values, plus the library's values, as the core decides.
  /// SwiftUI's presentation state (`isPresented`, `dismiss`) has no setter, so a layer that
  /// inherits the whole environment reads its presenter's.
  public func environment(of id: RouteID) -> [String: String]? {
    guard controller(of: id) != nil else { return nil }
    let rootState = ["isPresented": "false", "dismiss": "the root's (no presentation)"]
    let presenter = presenters[id]?.environment ?? rootState.merging(session.currentModel?.environment ?? [:]) { $1 }
    var own = [
      "colorScheme": preferredColorSchemes[id] ?? colorScheme, "isPresented": "true", "dismiss": "dismiss \(id)",
    ]
    if let preferred = preferredColorSchemes[id] { own["preferredColorScheme"] = preferred }
    // The app opts out above the presenter, in its environment, as the adapter's modifier does.
    return LayerEnvironment.resolve(
      presenter: presenter, inheritance: LayerEnvironment.inheritance(in: presenter), library: libraryValues, own: own)
  }

  /// A view in a layer calls SwiftUI's `dismiss()`: when the layer reads its own, its hosting
  /// controller hands it to the router (``SimulatedHost/viewCallsDismiss(inLayerOf:)``); when it
  /// reads its presenter's, it acts for the presenter, and under a root it does nothing (Apple,
  /// `PresentationMode.dismiss()`: "If `isPresented` is false, `dismiss()` is a no-op").
  /// - Parameter id: The layer's modal route; the top layer by default.
  /// - Returns: What happened; `ignored` when the action is the root's or no such layer is shown.
  @discardableResult
  public func viewCallsDismiss(inLayerOf id: RouteID? = nil) -> SimulatedWindow.UserOutcome {
    guard let id = id ?? router?.presented.topLayer.modal?.id, let environment = environment(of: id) else {
      return .ignored
    }
    let layers = router?.presented.routes.filter(\.presentation.isModal).map(\.id) ?? []
    guard let acting = layers.first(where: { environment["dismiss"] == "dismiss \($0)" }) else {
      host.window.record("SwiftUI dismiss() in \(id): the presenter's (\(environment["dismiss"] ?? "none")), nothing")
      return .ignored
    }
    return host.viewCallsDismiss(inLayerOf: acting)
  }

  /// The library's own values every layer is given (a layer's hosting controller starts from
  /// SwiftUI's defaults): the router, the popover anchors, the registered popup transitions.
  private var libraryValues: [String: String] {
    guard let router else { return [:] }
    var values = [
      "router": "router \(ObjectIdentifier(router).hashValue)",
      "popoverAnchorRegistry": "window's anchors",
    ]
    values["popupTransitions"] = session.currentModel?.environment["popupTransitions"]
    return values
  }

  /// The router a layer's views read with `@Environment(Router<…>.self)`, as the adapter gives it.
  public func router(inLayer id: RouteID) -> Router<Destination>? {
    guard environment(of: id)?["router"] != nil else { return nil }
    return router
  }

  // MARK: The scene

  /// The window is resized across the compact/regular boundary; presentations adapt.
  public func resize(to width: SimulatedWindow.Width) { host.resize(to: width) }

  /// The scene goes to the background; only the driving router's time limits stop counting.
  public func enterBackground() {
    host.window.enterBackground()
    session.isSceneInBackground = true
  }

  /// The scene comes back.
  public func enterForeground() {
    session.isSceneInBackground = false
    host.window.enterForeground()
  }

  private func router(of root: Root) -> Router<Destination>? { routers[root.id]?.router }

  private func controller(of id: RouteID) -> SimulatedController? {
    host.window.chain.first { $0.routeID == id }
      ?? host.window.chain.lazy.flatMap(\.overlays).first { $0.routeID == id }
  }
}

@MainActor
struct WeakRouter<Destination: Hashable & Sendable> {
  weak var router: Router<Destination>?
  init(router: Router<Destination>? = nil) { self.router = router }
}
