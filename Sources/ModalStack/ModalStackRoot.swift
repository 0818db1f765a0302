#if canImport(UIKit)
import ModalStackCore
import SwiftUI

/// The root of a ModalStack app: it shows your root content in a `NavigationStack`, installs the
/// router's host on the window's root controller, and builds the view of every route the router
/// presents or pushes, from anywhere, on top of whatever is showing.
///
/// ```swift
/// struct SceneRoot: View {               // in each WindowGroup: one router per window
///   @State private var router = Router<Screen>()
///
///   var body: some View {
///     ModalStackRoot(router: router) {
///       HomeView()
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
/// Every route view gets the router (`@Environment(Router<Screen>.self)`), a
/// ``ModalDismissAction`` bound to its route (`@Environment(\.modalDismiss)`), and the environment
/// of the root: values and observable objects you inject on or above `ModalStackRoot` reach every
/// presented layer (see the GettingStarted article). A route's view is built once, when it is
/// presented; presenting or dismissing above it never re-creates it.
///
/// One router drives one window: a root whose window already has another router is refused
/// (``RouterEvent/attachRefused(_:)``). Keep the router stable (in `@State`): the host is
/// installed once, with the router the root first saw.
@MainActor
public struct ModalStackRoot<Destination: Hashable & Sendable, Content: View>: View {
  @State private var installation: HostInstallation<Destination>
  private let content: Content
  private var stack: Binding<[Route<Destination>]>?

  /// Creates a root.
  /// - Parameters:
  ///   - router: The router whose routes this root shows.
  ///   - content: The root view.
  ///   - destination: The view of a destination, for presented and pushed routes.
  public init<DestinationContent: View>(
    router: Router<Destination>,
    @ViewBuilder content: () -> Content,
    @ViewBuilder destination: @escaping @MainActor (Destination) -> DestinationContent
  ) {
    _installation = State(wrappedValue: HostInstallation(router: router) { AnyView(destination($0)) })
    self.content = content()
  }

  /// Creates a root that shows a stack your own model owns: an `@Observable` model's property,
  /// `@State`, a reducer's state.
  ///
  /// Every change of the value is a new target, reached from whatever is on screen in one plan.
  /// What the router changes itself (a swipe, a tap outside, a popup's exit, a deep link, a
  /// `router.present` from a view) is written back to the value once; a write-back never starts
  /// a plan. An invalid value (a repeated id, a push onto a popup) is refused: the previous value
  /// is written back, with a runtime warning in debug builds. See ``StackBinding``.
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
    self.init(router: router ?? Router(), content: content, destination: destination)
    self.stack = stack
  }

  /// The root content in the root layer's `NavigationStack`, with the anchor that installs the host.
  public var body: some View {
    let installation = installation
    LayerContent(
      state: installation.rootState, hostsNavigationStack: { _ in true }, root: AnyView(content), builder: installation.builder
    )
    .environment(\.modalDismiss, installation.rootDismissAction)
    .background {
      EnvironmentCapture { installation.capture($0) }
        .frame(width: 0, height: 0)
      ControllerAnchor { installation.install(on: $0) }
        .frame(width: 0, height: 0)
        .accessibilityHidden(true)
    }
    .environment(\.popoverAnchorRegistry, installation.anchors)
    .environment(\.localContentRegistry, installation.localContent)
    .environment(installation.router)
    .modifier(StackBindingModifier(stack: stack, router: installation.router))
  }
}
#endif
