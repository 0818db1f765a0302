#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  /// The root of a ModalStack app: it installs the router's host on its window and builds the
  /// view of every route the router presents or pushes, from anywhere, on top of whatever is showing.
  ///
  /// ```swift
  /// struct SceneRoot: View {               // in each WindowGroup: one router per window
  ///   @State private var router = Router<Screen>()
  ///
  ///   var body: some View {
  ///     ModalStackRoot(router: router) {
  ///       ModalStackNavigationStack {    // your stack: the router's pushes are values in its path
  ///         HomeView()
  ///       }
  ///     } destination: { screen in
  ///       switch screen {
  ///       case .lesson(let id): LessonView(id: id)
  ///       case .settings: SettingsView()
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The root adds nothing around your content: bring your own stacks as
  /// ``ModalStackNavigationStack`` (in a `NavigationSplitView` or a `TabView`: a stack per tab,
  /// each named). Every route view gets the router
  /// (`@Environment(Router<Screen>.self)`) and a ``ModalDismissAction`` bound to its route
  /// (`@Environment(\.modalDismiss)`); presented layers inherit the environment above the root,
  /// live, as SwiftUI's own sheets do (`View.modalStackEnvironment(excluding:)` keeps a
  /// value out). A route's
  /// view is built once, when it is presented; presenting or dismissing above it never re-creates it.
  ///
  /// The window owns the host, not the root: a root re-created with the same router (`.id(user)`,
  /// an `if`, a root per tab) joins it and supplies the layers until it goes. Layers follow their
  /// root, as SwiftUI's own sheets go with the view that presented them: when the router's last
  /// root leaves for good (`if signedIn { ModalStackRoot … } else { Login() }` at sign-out), its
  /// layers are dismissed (``RouteChangeReason/rootLeft``) and the router lets the window go; a
  /// root off screen (another tab, a cover over it) keeps them. One router drives one window: a
  /// root with another router, of this destination type or another, waits while the first router's
  /// layers are up (``RouterEvent/attachRefused(_:)``, once) and takes the window when they are
  /// gone.
  @MainActor
  public struct ModalStackRoot<Destination: Hashable & Sendable, Content: View>: View {
    @State private var model = RootModel<Destination>()
    private let router: Router<Destination>?
    private let content: Content
    private let destination: @MainActor (Destination) -> AnyView
    private var stack: StackSource<Destination>?
    private var controller: (@MainActor (Destination) -> RouteController?)?

    /// Creates a root.
    ///
    /// A root given another router (a new session at sign-in) switches to it: the old router's
    /// layers go with it, then the new router takes the window.
    /// - Parameters:
    ///   - router: The router whose routes this root shows.
    ///   - content: The root view.
    ///   - destination: The view of a destination, for presented and pushed routes.
    public init<DestinationContent: View>(
      router: Router<Destination>,
      @ViewBuilder content: () -> Content,
      @ViewBuilder destination: @escaping @MainActor (Destination) -> DestinationContent
    ) {
      self.router = router
      self.content = content()
      self.destination = { AnyView(destination($0)) }
    }

    /// Creates a root for an app that gives every presentation's content inline
    /// (`present(item:presentation:content:)`), with no destination enum: its router is a
    /// `Router<LocalRoute>`.
    ///
    /// ```swift
    /// ModalStackRoot {
    ///   ArticleList()   // .present(item: $selected) { article in ArticleView(article) }
    /// }
    /// ```
    /// - Parameters:
    ///   - router: The router; a new one by default.
    ///   - content: The root view.
    public init(router: Router<LocalRoute>? = nil, @ViewBuilder content: () -> Content)
    where Destination == LocalRoute {
      self.router = router
      self.content = content()
      // Local routes bring their content; a route without it (none is made) shows nothing.
      self.destination = { _ in AnyView(EmptyView()) }
    }

    /// Creates a root that shows a stack your own model owns: an `@Observable` model's property,
    /// `@State`, a reducer's state.
    ///
    /// Every change of the value is a new target, reached from whatever is on screen in one plan.
    /// What the router changes itself (a swipe, a tap outside, a popup's exit, a deep link, a
    /// `router.present` from a view) is written back to the value once; a write-back never starts
    /// a plan. An invalid value (a repeated id, a push onto a popup) is refused: the previous value
    /// is written back, with a runtime warning in debug builds. See ``StackBinding``. Each
    /// write-back is made in a transaction whose `modalChangeReason` says why
    /// (``RouteChangeReason/interactive`` for a swipe, …); the initializer that takes `write`
    /// hands the reason over directly.
    ///
    /// ```swift
    /// @Observable final class AppModel {
    ///   var routes: [Route<Screen>] = []
    ///   func openLesson(_ id: Int) { routes.append(Route(.lesson(id), presentation: .fullScreenCover)) }
    /// }
    ///
    /// struct SceneRoot: View {
    ///   @State private var model = AppModel()
    ///
    ///   var body: some View {
    ///     ModalStackRoot(stack: $model.routes) {
    ///       HomeView()
    ///     } destination: { screen in
    ///       ScreenView(screen)
    ///     }
    ///   }
    /// }
    /// ```
    /// - Parameters:
    ///   - stack: The routes above the root, bottom first.
    ///   - router: The router that renders them, for deep links, events and commands from views
    ///     (which are written back to `stack`); a new one by default. Pass your own (kept in
    ///     `@State`) when the root may be re-created with a new identity (`.id(_:)`, an `if`):
    ///     a second router cannot take the window while the first one's layers are up.
    ///   - content: The root view.
    ///   - destination: The view of a destination, for presented and pushed routes.
    public init<DestinationContent: View>(
      stack: Binding<[Route<Destination>]>,
      router: Router<Destination>? = nil,
      @ViewBuilder content: () -> Content,
      @ViewBuilder destination: @escaping @MainActor (Destination) -> DestinationContent
    ) {
      self.init(
        stack: { stack.wrappedValue }, write: { routes, reason in stack.write(routes, reason: reason) }, router: router,
        content: content, destination: destination)
    }

    /// Creates a root that shows a stack your own model owns and hears why each change the router
    /// made itself happened, in the shape of ``StackBinding``: `write` gets the routes and the
    /// ``RouteChangeReason`` (``RouteChangeReason/interactive`` for a swipe,
    /// ``RouteChangeReason/tapOutside``, ``RouteChangeReason/deepLink``, …), so the model can tell
    /// the user's change from the app's. The rules are those of the initializer that takes a
    /// `Binding`.
    ///
    /// ```swift
    /// @Observable final class AppModel {
    ///   private(set) var routes: [Route<Screen>] = []
    ///   private(set) var closedByUser = 0
    ///   func routesChanged(_ new: [Route<Screen>], _ reason: RouteChangeReason) {
    ///     if reason == .interactive || reason == .tapOutside { closedByUser += 1 }
    ///     routes = new
    ///   }
    /// }
    ///
    /// ModalStackRoot(stack: { model.routes }, write: { model.routesChanged($0, $1) }) {
    ///   HomeView()
    /// } destination: { screen in
    ///   ScreenView(screen)
    /// }
    /// ```
    /// - Parameters:
    ///   - stack: Reads the model's routes above the root, bottom first.
    ///   - write: Writes a change the router made back to the model, with its reason: once per
    ///     change, and with ``RouteChangeReason/hostRefused`` when the model's value was refused
    ///     and the previous one is written back. A model that keeps another value (a veto) has
    ///     that value planned next.
    ///   - router: The router that renders them; a new one by default.
    ///   - content: The root view.
    ///   - destination: The view of a destination, for presented and pushed routes.
    public init<DestinationContent: View>(
      stack: @escaping @MainActor () -> [Route<Destination>],
      write: @escaping @MainActor ([Route<Destination>], RouteChangeReason) -> Void,
      router: Router<Destination>? = nil,
      @ViewBuilder content: () -> Content,
      @ViewBuilder destination: @escaping @MainActor (Destination) -> DestinationContent
    ) {
      // No router is made here: `init` runs on every render of the parent. The root's state
      // makes one on first use when none is given.
      self.router = router
      self.content = content()
      self.destination = { AnyView(destination($0)) }
      self.stack = StackSource(read: stack, write: write)
    }

    /// Makes the `UIViewController` of each route that shows one
    /// (``Presentation/showingController``, ``Router/presentForResult(_:as:returning:id:)``):
    /// Safari, a share sheet, mail, a picker, or a controller of the app's own. It is presented in
    /// the route's modal style like any layer; when it finishes by itself the route leaves with
    /// ``RouteChangeReason/finished``. A destination the rule makes none for shows its SwiftUI view.
    ///
    /// ```swift
    /// ModalStackRoot(router: router) {
    ///   HomeView()
    /// } destination: { screen in
    ///   ScreenView(screen)
    /// }
    /// .controllers { screen in
    ///   switch screen {
    ///   case .web(let url): .safari(url)
    ///   case .share(let url): .activity(items: [url])
    ///   default: nil
    ///   }
    /// }
    /// ```
    /// - Parameter make: The controller of a destination, or `nil` for its SwiftUI view.
    /// - Returns: The root, making those controllers.
    public func controllers(_ make: @escaping @MainActor (Destination) -> RouteController?) -> Self {
      var root = self
      root.controller = make
      return root
    }

    /// The app's content as it is, with what layers and markers inside it need, and the anchor
    /// that joins the window's host.
    public var body: some View {
      let model = model
      let router = model.router(given: router)
      model.destination = destination
      model.controller = controller
      let installation = model.isInstalled ? model.installation : nil
      // Only roots of the router that drives the window show the root layer's pushes.
      let drives = installation?.owner == ObjectIdentifier(router)
      return
        content
        .environment(\.modalDismiss, ModalDismissAction(routeID: nil, router: router))
        .environment(
          \.modalStackLayer,
          drives ? installation?.rootState.handle { [weak installation] in installation?.supplier?.builder } : nil
        )
        .environment(\.popoverAnchorRegistry, installation?.anchors)
        .environment(\.presentationContextRegistry, installation?.contexts)
        .environment(\.localRoutes, LocalRoutes(router: router))
        .environment(router)
        .background {
          EnvironmentCapture { model.environment.capture($0) }
            .frame(width: 0, height: 0)
          ControllerAnchor {
            model.appeared(under: $0)
          } onDisappear: {
            model.disappeared()
          } onLeave: {
            model.left()
          }
          .frame(width: 0, height: 0)
          .accessibilityHidden(true)
        }
        .onChange(of: ObjectIdentifier(router)) { model.routerChanged() }
        .modifier(StackBindingModifier(stack: stack, router: router))
    }
  }
#endif
