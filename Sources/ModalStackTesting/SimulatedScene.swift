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

  /// What a root supplies: the environment the app injected above it, and the root itself (its
  /// destination views, its router), which builds the layers it supplies.
  final class Supply {
    var environment: [String: String]
    let root: Root
    weak var router: Router<Destination>?
    init(environment: [String: String], root: Root, router: Router<Destination>) {
      self.environment = environment
      self.root = root
      self.router = router
    }
  }

  /// What built a layer's content when its controller was made: the root that supplied then and
  /// the router its views (the Close button, `@Environment(Router.self)`) act on. A layer built
  /// from nothing stays blank. What draws its views afterwards is ``SimulatedScene/rootView(of:)``.
  public struct LayerContent {
    /// The root whose destination views built it; `nil` for a blank layer (nothing supplied).
    public let root: Root?
    /// The router its views act on; `nil` for a blank layer or a router gone.
    public weak var router: Router<Destination>?
    /// Whether the layer was built from nothing: a blank screen with no way out.
    public var isBlank: Bool { root == nil }
  }

  /// The window's host: every root of the window shares it. A new one when the app replaces the
  /// window's root controller (``replaceWindowRoot()``).
  public private(set) var host: SimulatedHost<Destination>
  private(set) var session: WindowSession<Destination, Supply>
  private var roots: [Int: (root: Root, supply: Supply)] = [:]
  /// The router of each root; the app owns them.
  private var routers: [Int: WeakRouter<Destination>] = [:]
  private var nextRootID = 1
  /// The system appearance; each layer's own `colorScheme` follows its trait collection.
  public private(set) var colorScheme = "light"
  private var presenters: [RouteID: Presenter] = [:]
  private var preferredColorSchemes: [RouteID: String] = [:]
  /// The navigation stacks the app marked, by layer (`nil`: the root layer) and name: the mark's
  /// identity and whether its views are on screen.
  private var marks: [RouteID?: [NavigationStackID: (mark: Int, isOnScreen: Bool)]] = [:]
  private var nextMark = 1
  /// The stacks a layer's content marks, declared before the layer is made: they appear with it.
  private var declaredMarks: [RouteID: [NavigationStackID]] = [:]
  /// What built each layer's content.
  private var contents: [RouteID: LayerContent] = [:]
  /// Each marked stack's `NavigationStack(path:)`, by mark: the router's routes and the app's own
  /// values in it, written through the core's `NavigationPathEntries` as the adapter writes it.
  var navigationPaths: [Int: SimulatedNavigationPath] = [:]
  /// The path the host last gave each layer (`nil`: the root layer): its controller shows it.
  private var hostPaths: [RouteID?: [Route<Destination>]] = [:]
  /// The tab views the app shows, by layer (`nil`: the root layer).
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
  /// - Parameter host: The window's host.
  public init(host: SimulatedHost<Destination>) {
    self.host = host
    session = WindowSession(host: host)
    connect()
  }

  /// Follows the session and the host's layers, as the adapter's root does.
  private func connect() {
    session.onChange = { [weak self] in self?.sessionChanged() }
    host.swiftUI.layerMade = { [weak self] layer, controller in self?.layerMade(layer, controller: controller) }
    host.swiftUI.pathSet = { [weak self] index, _, path in self?.pathSet(index, path: path) }
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
    let supply = Supply(environment: environment, root: root, router: router)
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

  /// A root leaves the screen but keeps its identity and state (its tab is no longer selected, a
  /// full-screen cover is over it): the previous root on screen supplies. ``showAgain(_:)``
  /// brings it back.
  /// - Parameter root: The root.
  public func hideRoot(_ root: Root) {
    session.rootDisappeared(root.id)
    host.window.record("root \(root) leaves the screen")
  }

  /// A root leaves for good: its identity ends (its `if` turned false at sign-out, its `.id`
  /// changed, the view holding it went) and its state dies with it. When it was the last root of
  /// the window's router, the router's layers go with it (as SwiftUI's own sheets go with the
  /// view that presented them) at the end of the turn, and the router lets the window go.
  /// - Parameter root: The root.
  public func removeRoot(_ root: Root) {
    session.rootLeft(root.id)
    roots[root.id] = nil
    host.window.record("root \(root) disappears")
  }

  /// The app renders a root with another router (`ModalStackRoot(router:)` given a new one, the
  /// view's identity kept): the root switches to it; the old router's layers go with it when it
  /// was that router's last root, and the new router takes the window then.
  /// - Parameters:
  ///   - router: The new router.
  ///   - root: The root.
  public func setRouter(_ router: Router<Destination>, of root: Root) {
    guard let entry = roots[root.id] else { return }
    let supply = Supply(environment: entry.supply.environment, root: root, router: router)
    roots[root.id] = (root, supply)
    routers[root.id] = WeakRouter(router: router)
    isAdmitting = true
    session.rootChangedRouter(root.id, to: router, supplying: supply)
    isAdmitting = false
    host.window.record("root \(root) is given another router")
    if session.router === router { host.observeScene(for: router) }
  }

  /// The app replaces the window's root controller (`window.rootViewController = …` in a UIKit or
  /// hybrid app): the old chain goes with it, and the window gets a fresh host, as the adapter
  /// makes a fresh installation. The router lets the old one go and keeps its stack; the roots
  /// under the new root controller appear with ``showRoot(_:router:environment:)``.
  /// - Returns: The new host.
  @discardableResult
  public func replaceWindowRoot() -> SimulatedHost<Destination> {
    session.windowRootReplaced()
    let window = SimulatedWindow(clock: host.clock, configuration: host.window.configuration)
    host = SimulatedHost(window: window, recordsIssues: host.recordsIssues)
    session = WindowSession(host: host)
    roots.removeAll()
    marks.removeAll()
    tabViews.removeAll()
    navigationPaths.removeAll()
    hostPaths.removeAll()
    connect()
    host.window.record("the window's root controller is replaced")
    return host
  }

  /// What built a layer's content, when its controller was made.
  /// - Parameter id: The layer's modal route.
  /// - Returns: The content, or `nil` when no controller was made for it.
  public func content(of id: RouteID) -> LayerContent? { contents[id] }

  /// What draws a layer's first view now: the root that supplies now, as for the layer's pushes
  /// (the adapter builds both in a body, with the supplying root's latest destination closure),
  /// or the one that made the layer while no root supplies.
  /// - Parameter id: The layer's modal route.
  /// - Returns: The content, or `nil` when no controller was made for it.
  public func rootView(of id: RouteID) -> LayerContent? {
    guard let made = contents[id], !made.isBlank else { return contents[id] }
    return session.supply.map { LayerContent(root: $0.root, router: $0.router) } ?? made
  }

  /// A layer's controller is made: its content is built now, by what the session says supplies.
  private func layerMade(_ layer: Layer<Destination>, controller: SimulatedController) {
    guard let route = layer.modal else { return }
    hostPaths[route.id] = layer.path
    let supply = session.makingLayer(route, container: controller.container ?? .content)
    contents[route.id] = LayerContent(root: supply?.root, router: supply?.router)
    // A stack made with the layer is marked by the adapter (`ModalStackNavigationStack` as its
    // first view) and appears with it; so do the stacks its content marks.
    if controller.container == .navigationStack { showMarkedStack(.main, inLayer: route.id) }
    for stack in declaredMarks[route.id] ?? [] { showMarkedStack(stack, inLayer: route.id) }
  }

  /// The root that supplies the layers now.
  public var supplyingRoot: Root? { session.supplier.flatMap { roots[$0]?.root } }

  // MARK: Navigation containers

  /// A navigation stack of the app (a `ModalStackNavigationStack`: a tab's, a column's, a
  /// screen's) comes on screen: it is built the first time (its path written once, with every
  /// route pushed into it so far), and its `onAppear` runs. A tab selected, a column shown.
  /// - Parameters:
  ///   - name: The stack's name.
  ///   - layer: The layer it is in: a modal route, or `nil` for the root layer.
  public func showMarkedStack(_ name: NavigationStackID, inLayer layer: RouteID? = nil) {
    let mark = marks[layer]?[name]?.mark ?? nextMarkID()
    guard marks[layer]?[name]?.isOnScreen != true else { return }
    marks[layer, default: [:]][name] = (mark, true)
    session.stacks.viewAppeared(inMark: mark, of: name, layer: layer)
    // A stack built now shows its routes from its first frame: the whole path in one write.
    if navigationPaths[mark] == nil {
      navigationPaths[mark] = SimulatedNavigationPath()
      writePath(ofMark: mark, stack: name, layer: layer)
    }
  }

  /// A marked stack leaves the screen, keeping its state: its tab is no longer selected.
  /// - Parameters:
  ///   - name: The stack's name.
  ///   - layer: The layer it is in.
  public func hideMarkedStack(_ name: NavigationStackID, inLayer layer: RouteID? = nil) {
    guard let entry = marks[layer]?[name], entry.isOnScreen else { return }
    marks[layer]?[name] = (entry.mark, false)
    session.stacks.viewDisappeared(inMark: entry.mark, layer: layer)
  }

  private func nextMarkID() -> Int {
    defer { nextMark += 1 }
    return nextMark
  }

  /// The stack of the root layer a push goes into when the app names none: the one the user is in.
  public var stackShowingRootPushes: NavigationStackID? { session.stacks[nil]?.selected }

  /// The stack of a layer a push goes into when the app names none.
  /// - Parameter layer: A modal route, or `nil` for the root layer.
  public func selectedStack(inLayer layer: RouteID?) -> NavigationStackID? { session.stacks[layer]?.selected }

  /// The routes a marked stack shows now: those pushed into it, and only while its views are on
  /// screen (a stack in a tab not selected shows nothing).
  /// - Parameters:
  ///   - name: The stack's name.
  ///   - layer: The layer it is in.
  /// - Returns: The routes, bottom first.
  public func routesShown(inStack name: NavigationStackID, inLayer layer: RouteID? = nil) -> [Route<Destination>] {
    guard let entry = marks[layer]?[name], entry.isOnScreen, let shown = navigationPaths[entry.mark] else { return [] }
    let routes = path(ofLayer: layer)
    return shown.entries.routes.compactMap { id in routes.first { $0.id == id } }
  }

  /// The content of a presented route marks a navigation stack of its own (a sheet whose screen
  /// brings its own `ModalStackNavigationStack`): it appears with the layer.
  /// - Parameters:
  ///   - id: The layer's modal route.
  ///   - name: The stack's name.
  public func contentMarksStack(_ id: RouteID, named name: NavigationStackID = .main) {
    declaredMarks[id, default: []].append(name)
    if contents[id] != nil { showMarkedStack(name, inLayer: id) }
  }

  /// The path the host shows on a layer.
  private func path(ofLayer layer: RouteID?) -> [Route<Destination>] {
    if let path = hostPaths[layer] { return path }
    guard let router else { return [] }
    let index = layer.flatMap { router.presented.location(of: $0)?.layer } ?? 0
    return router.presented.layer(at: index)?.path ?? []
  }

  /// The host sets a layer's path: each stack of the layer built so far gets the routes pushed
  /// into it in one write of its path (the app's own values below the first changed route stay).
  /// A push or a pop inside a stack leaves the stack on screen: the adapter follows the
  /// appearance of the `NavigationStack` itself, not of the views in it.
  private func pathSet(_ index: Int, path: [Route<Destination>]) {
    guard let router else { return }
    let layer =
      index == 0 ? nil : router.presented.layer(at: index)?.modal?.id ?? router.stack.layer(at: index)?.modal?.id
    hostPaths[layer] = path
    for (name, entry) in marks[layer] ?? [:] {
      writePath(ofMark: entry.mark, stack: name, layer: layer, routes: path)
    }
  }

  /// Writes a marked stack's path to show the routes pushed into its stack, once, as the adapter's
  /// stack writes it; a mark that does not show its stack's routes (a second one of its name)
  /// shows none.
  private func writePath(
    ofMark mark: Int, stack name: NavigationStackID, layer: RouteID?, routes: [Route<Destination>]? = nil
  ) {
    guard var shown = navigationPaths[mark] else { return }
    let path = routes ?? path(ofLayer: layer)
    let ids = session.stacks.routes(shownByMark: mark, of: name, onLayer: layer, path: path)
    let routes = ids.compactMap { id in path.first { $0.id == id } }
    guard shown.show(routes.map(\.id), named: { id in routes.first { $0.id == id }?.description ?? "\(id)" }) else {
      return
    }
    navigationPaths[mark] = shown
    host.window.record("path of \(name) written: [\(shown.names.joined(separator: ", "))]")
  }

  /// How many times a marked stack's path was written since the stack was built: several levels
  /// pushed in one change are one write.
  /// - Parameters:
  ///   - name: The stack's name.
  ///   - layer: The layer it is in.
  public func pathWrites(inStack name: NavigationStackID, inLayer layer: RouteID? = nil) -> Int {
    marks[layer]?[name].flatMap { navigationPaths[$0.mark]?.writes } ?? 0
  }

  /// What a marked stack's path holds now, bottom first: the router's routes (by name) and the
  /// app's own values, as SwiftUI shows them.
  /// - Parameters:
  ///   - name: The stack's name.
  ///   - layer: The layer it is in.
  public func pathShown(inStack name: NavigationStackID, inLayer layer: RouteID? = nil) -> [String] {
    marks[layer]?[name].flatMap { navigationPaths[$0.mark]?.names } ?? []
  }

  /// The app pushes a value of its own in a marked stack on screen (`NavigationLink(value:)`
  /// tapped, or `path.append(_:)`): it lands on top of what the stack shows.
  /// - Parameters:
  ///   - value: The value's name.
  ///   - name: The stack's name.
  ///   - layer: The layer it is in.
  public func appPushes(_ value: String, inStack name: NavigationStackID, inLayer layer: RouteID? = nil) {
    appWritesPath(removingLast: 0, appending: [value], inStack: name, inLayer: layer)
  }

  /// The app writes the path of a marked stack on screen in one update: removes values from its
  /// end, then appends values of its own (`path.removeLast(); path.append(x)`; assigning a new
  /// path removes every value). The router's routes it removed are reported gone, as the user's
  /// back over them is; the app's values are its own.
  /// - Parameters:
  ///   - count: How many values to remove from the end (more than the path holds: all of them).
  ///   - values: The names of the values appended after that.
  ///   - name: The stack's name.
  ///   - layer: The layer it is in.
  public func appWritesPath(
    removingLast count: Int, appending values: [String], inStack name: NavigationStackID, inLayer layer: RouteID? = nil
  ) {
    guard let entry = marks[layer]?[name], entry.isOnScreen, var shown = navigationPaths[entry.mark] else { return }
    let popped = shown.appWrites(removingLast: count, appending: values)
    navigationPaths[entry.mark] = shown
    host.window.record(
      count == 0 && values.count == 1
        ? "the app pushes \(values[0]) in \(name)"
        : "the app writes the path of \(name): removes \(count), appends [\(values.joined(separator: ", "))]")
    routesLeftPath(popped, inLayer: layer)
  }

  /// The user goes back in a marked stack on screen (the back button, a swipe back, the back
  /// button's menu for more than one): SwiftUI writes the shorter path; the router's routes it went
  /// over are reported as the user's change, the app's own values are the app's.
  /// - Parameters:
  ///   - count: How many screens back; 1 by default.
  ///   - name: The stack's name.
  ///   - layer: The layer it is in.
  public func userGoesBack(_ count: Int = 1, inStack name: NavigationStackID, inLayer layer: RouteID? = nil) {
    guard let entry = marks[layer]?[name], entry.isOnScreen, var shown = navigationPaths[entry.mark],
      count > 0, shown.values.count >= count
    else { return }
    let popped = shown.userGoesBack(count)
    navigationPaths[entry.mark] = shown
    host.window.record("user goes back \(count) in \(name)")
    routesLeftPath(popped, inLayer: layer)
  }

  /// Routes left a layer's stack by a write of its path that was not the router's: the host tells
  /// the router, as the adapter's stack does.
  private func routesLeftPath(_ popped: [RouteID], inLayer layer: RouteID?) {
    guard let router, !popped.isEmpty else { return }
    let index = layer.flatMap { router.presented.location(of: $0)?.layer } ?? 0
    let path = path(ofLayer: layer).filter { !popped.contains($0.id) }
    hostPaths[layer] = path
    host.userChangedPath(ofLayer: index, to: path)
  }

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
    session.stacks[id]?.shows(.main) ?? false
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

  /// The environment a presented layer sees now: its presenter's whole environment (the view that
  /// presented it, else the newest root), live, as SwiftUI's own sheets inherit theirs, but for
  /// the layer's own trait values (its colour scheme), never overwritten; and the library's
  /// values. SwiftUI's presentation state (`isPresented`, `dismiss`) has no setter, so a layer that
  /// inherits the whole environment reads its presenter's, as the adapter's copy gives it.
  /// Decided by the core, as in the adapter.
  /// - Parameter id: The layer's modal route.
  /// - Returns: The values by name, or `nil` when the route is not presented.
  public func environment(of id: RouteID) -> [String: String]? {
    guard controller(of: id) != nil else { return nil }
    // A root is not presented: SwiftUI's presentation state there is that of no presentation.
    let rootState = ["isPresented": "false", "dismiss": "the root's (no presentation)"]
    let presenter = presenters[id]?.environment ?? rootState.merging(session.supply?.environment ?? [:]) { $1 }
    var own = [
      "colorScheme": preferredColorSchemes[id] ?? colorScheme, "isPresented": "true", "dismiss": "dismiss \(id)",
    ]
    if let preferred = preferredColorSchemes[id] { own["preferredColorScheme"] = preferred }
    // The app opts out above the presenter (`modalStackEnvironmentInheritance(.none)`), in its
    // environment, as the adapter's modifier does.
    return LayerEnvironment.resolve(
      presenter: presenter, inheritance: LayerEnvironment.inheritance(in: presenter), library: libraryValues, own: own)
  }

  /// A view in a layer calls SwiftUI's `dismiss()`, as the layer's environment gives it
  /// (``environment(of:)``): when the layer reads its own (`EnvironmentInheritance/named` or
  /// `EnvironmentInheritance/none`), its hosting controller is asked to dismiss itself, which
  /// the layer's controller hands to the router (``SimulatedHost/viewCallsDismiss(inLayerOf:)``);
  /// when it reads its presenter's (the default, `EnvironmentInheritance/presenter`: SwiftUI's
  /// presentation state has no setter), it acts for the presenter, and under a root, which is not
  /// presented, it does nothing (Apple, `PresentationMode.dismiss()`: "If `isPresented` is false,
  /// `dismiss()` is a no-op").
  /// - Parameter id: The layer's modal route; the top layer by default.
  /// - Returns: What happened; `ignored` when the action is the root's or no such layer is shown.
  @discardableResult
  public func viewCallsDismiss(inLayerOf id: RouteID? = nil) -> SimulatedWindow.UserOutcome {
    guard let id = id ?? router?.presented.topLayer.modal?.id, let environment = environment(of: id) else {
      return .ignored
    }
    // The layer whose presentation the action acts for: its own, or the presenting layer's.
    let layers = router?.presented.routes.filter(\.presentation.isModal).map(\.id) ?? []
    guard let acting = layers.first(where: { environment["dismiss"] == "dismiss \($0)" }) else {
      host.window.record("SwiftUI dismiss() in \(id): the presenter's (\(environment["dismiss"] ?? "none")), nothing")
      return .ignored
    }
    return host.viewCallsDismiss(inLayerOf: acting)
  }

  /// The library's own values every layer is given, as the adapter's layer content injects them
  /// (a layer's hosting controller starts from SwiftUI's defaults): the window's router, its
  /// popover anchors, and the popup transitions the supplying root
  /// registered (`popupTransition(_:_:)`, named in its environment as `popupTransitions`).
  private var libraryValues: [String: String] {
    guard let router else { return [:] }
    var values = [
      "router": "router \(ObjectIdentifier(router).hashValue)",
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

  /// The scene goes to the background; the time limits of the router that drives the window
  /// stop counting. As in the adapter, the session tells its router, and only it: a router that
  /// drove this window before and drives another now counts that window's time.
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

/// A router held weakly: the app (or the test) owns it.
@MainActor
struct WeakRouter<Destination: Hashable & Sendable> {
  weak var router: Router<Destination>?
  init(router: Router<Destination>? = nil) { self.router = router }
}
