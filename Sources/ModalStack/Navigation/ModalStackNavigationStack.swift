#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  /// A `NavigationStack` whose path holds the router's pushes into it, beside the app's own
  /// `NavigationLink(value:)` and `path.append(_:)` entries: use it where you would write
  /// `NavigationStack`, in the root or in a presented screen. Name each stack of a `TabView` or a
  /// `NavigationSplitView`.
  ///
  /// ```swift
  /// TabView(selection: $tab) {
  ///   ModalStackNavigationStack("feed") { FeedView() }
  ///     .tabItem { Label("Feed", systemImage: "list.bullet") }.tag(NavigationStackID("feed"))
  ///   ModalStackNavigationStack("inbox") { InboxView() }
  ///     .tabItem { Label("Inbox", systemImage: "tray") }.tag(NavigationStackID("inbox"))
  /// }
  /// .modalStackSelection(tab)                      // pushes with no stack named go to this tab
  /// .onChange(of: router.requestedStack) { _, stack in if let stack { tab = stack } }
  /// ```
  /// A router push is a value in the stack's path, so several levels pushed at once are one change
  /// of the path, and the app's own value pushes and the router's interleave in order. The back
  /// button and the swipe back over a route are reported to the router as the user's.
  ///
  /// A router change removes values from the end of the path down to the first route it changed,
  /// then appends the router's routes: the app's entries above that route go with it.
  @MainActor
  public struct ModalStackNavigationStack<Root: View>: View {
    private let stack: NavigationStackID
    private let appPath: Binding<NavigationPath>?
    private let root: Root
    @Environment(\.modalStackLayer) private var layer
    @State private var model = StackPathModel()

    /// A navigation stack that shows the router's pushes into it, with a path of its own.
    /// - Parameters:
    ///   - stack: The stack's name, unique on its screen; ``NavigationStackID/main`` (the default)
    ///     for a screen with one stack.
    ///   - path: The app's own path, when the app pushes values with `path.append(_:)` too; the
    ///     router's routes are values in it (`nil`, the default: the stack keeps its path).
    ///   - root: The stack's first screen.
    public init(
      _ stack: NavigationStackID = .main, path: Binding<NavigationPath>? = nil, @ViewBuilder root: () -> Root
    ) {
      self.stack = stack
      self.appPath = path
      self.root = root()
    }

    public var body: some View {
      let model = model
      let layer = layer
      let stack = stack
      model.appPath = appPath
      return NavigationStack(path: model.path) {
        root.navigationDestination(for: RoutePathValue.self) { value in model.view(for: value) }
      }
      // Its screens (the root and every push) know the stack they are in: a share link shares it.
      .environment(\.modalStackNavigationStack, stack)
      // On screen while in the hierarchy shown: a push inside it changes nothing, a tab switched away
      // from or a cover over it does (SwiftUI's `onAppear`/`onDisappear` of the stack).
      .onAppear {
        model.appeared(in: layer, as: stack)
        if let layer, !layer.isShowingStackView(model.id) {
          runtimeWarning(
            "two navigation stacks named \(stack) on one screen: only the first shows the router's pushes; "
              + "name each ModalStackNavigationStack")
        }
      }
      .onDisappear { model.disappeared() }
      // SwiftUI let the stack go for good: it stops showing routes.
      .background { ViewLifetime { model.leave() }.frame(width: 0, height: 0) }
      .onChange(of: layer?.id) { model.join(layer, as: stack) }
    }
  }

  private struct NavigationStackNameKey: EnvironmentKey {
    static let defaultValue: NavigationStackID? = nil
  }

  extension EnvironmentValues {
    /// The navigation stack this view is in on its layer; `nil` outside one. Pass it on with a push
    /// from the view, so the push joins the stack the view is in:
    ///
    /// ```swift
    /// @Environment(\.modalStackNavigationStack) private var stack
    /// @Environment(\.modalDismiss) private var dismiss
    ///
    /// Button("Profile") { try? router.push(.profile(id), onto: dismiss.layer, in: stack) }
    /// ```
    public internal(set) var modalStackNavigationStack: NavigationStackID? {
      get { self[NavigationStackNameKey.self] }
      set { self[NavigationStackNameKey.self] = newValue }
    }
  }

  /// A router route as a value of a navigation path.
  /// Not `Codable`: a saved route id would name no route after a relaunch (the router restores
  /// its own routes), so a path holding one has no codable form.
  struct RoutePathValue: Hashable, Sendable {
    let route: RouteID
  }

  extension View {
    /// Tells the router which navigation stack of this screen is selected: put it on a `TabView`
    /// with the selected tab's stack name. Pushes that name no stack go there, whatever order
    /// SwiftUI's appearances came in (a custom tab bar that keeps every tab alive sends `onAppear`
    /// to all of them at launch).
    /// - Parameter stack: The selected stack; `nil` leaves it to appearances.
    /// - Returns: The view, telling the router its selection.
    @MainActor
    public func modalStackSelection(_ stack: NavigationStackID?) -> some View {
      modifier(StackSelectionModifier(stack: stack))
    }
  }

  /// Hands the selection to the layer when it changes and when the layer is found.
  @MainActor
  private struct StackSelectionModifier: ViewModifier {
    let stack: NavigationStackID?
    @Environment(\.modalStackLayer) private var layer

    func body(content: Content) -> some View {
      content
        .onChange(of: stack, initial: true) { layer?.select(stack) }
        .onChange(of: layer?.id) { layer?.select(stack) }
        .onDisappear { layer?.select(nil) }
    }
  }
#endif
