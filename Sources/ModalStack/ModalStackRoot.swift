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
  /// ``ModalStackNavigationStack``. Every route view gets the router and a ``ModalDismissAction``
  /// bound to its route (`@Environment(\.modalDismiss)`); presented layers inherit the environment
  /// above the root, live, as SwiftUI's own sheets do. A route's view is built once, when it is
  /// presented.
  ///
  /// The window owns the host, not the root: a root re-created with the same router joins it.
  /// When the router's last root leaves for good, its layers are dismissed
  /// (``RouteChangeReason/rootLeft``), as SwiftUI's sheets go with the view that presented them.
  /// One router drives one window: a root with another router waits while the first router's
  /// layers are up (``RouterEvent/attachRefused(_:)``).
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
    /// A root given another router switches to it: the old router's layers go with it.
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

    /// Creates a root for an app that gives every presentation's content inline, with no
    /// destination enum: its router is a `Router<LocalRoute>`.
    ///
    /// - Parameters:
    ///   - router: The router; a new one by default.
    ///   - content: The root view.
    public init(router: Router<LocalRoute>? = nil, @ViewBuilder content: () -> Content)
    where Destination == LocalRoute {
      self.router = router
      self.content = content()
      self.destination = { _ in AnyView(EmptyView()) }
    }

    /// Creates a root that shows a stack your own model owns (an `@Observable` model's property,
    /// `@State`, a reducer's state), with the rules of ``StackBinding``.
    ///
    /// Every change of the value is a new target, reached in one plan; what the router changes
    /// itself (a swipe, a deep link) is written back once, in a transaction whose
    /// `modalChangeReason` says why. An invalid value is refused and the previous one written back.
    ///
    /// - Parameters:
    ///   - stack: The routes above the root, bottom first.
    ///   - router: The router that renders them; a new one by default. Pass your own (kept in
    ///     `@State`) when the root may be re-created with a new identity.
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
    /// made itself happened: `write` gets the routes and the ``RouteChangeReason``.
    ///
    /// - Parameters:
    ///   - stack: Reads the model's routes above the root, bottom first.
    ///   - write: Writes a change the router made back to the model, once per change, with its
    ///     reason (``RouteChangeReason/hostRefused`` when the model's value was refused).
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
      // No router is made here: `init` runs on every render of the parent.
      self.router = router
      self.content = content()
      self.destination = { AnyView(destination($0)) }
      self.stack = StackSource(read: stack, write: write)
    }

    /// Makes the `UIViewController` of each route that shows one (``Presentation/showingController``,
    /// ``Router/presentForResult(_:as:returning:id:)``); when it finishes by itself the route leaves
    /// with ``RouteChangeReason/finished``. A destination it makes none for shows its SwiftUI view.
    ///
    /// ```swift
    /// .controllers { screen in
    ///   switch screen {
    ///   case .web(let url): .safari(url)
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

    /// The app's content as it is, with the anchor that joins the window's host.
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
          drives ? installation?.rootState.handle { [weak installation] in installation?.currentRoot?.builder } : nil
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
