import ModalStackCore

/// A `TabView` the app shows in a layer, a named navigation stack per tab, as SwiftUI runs it.
struct SimulatedTabView {
  /// The tabs, each a stack's name, in order.
  let tabs: [NavigationStackID]
  /// Whether it keeps every tab alive (a custom tab bar), or builds each on first selection.
  let keepsTabsAlive: Bool
  /// Whether the app states the selection to the router (`modalStackSelection(_:)`).
  let statesSelection: Bool
  /// The selected tab: app state.
  var selected: NavigationStackID
  /// The tabs whose content is built.
  var built: Set<NavigationStackID> = []
}

extension SimulatedScene {
  /// How a tab view builds its tabs and sends their views `onAppear`.
  public enum TabViewKind: Sendable {
    /// SwiftUI's `TabView` (a `UITabBarController`): a tab's content is built when the tab is
    /// first selected, a frame after the state change that selected it, and its views appear
    /// then; a tab left disappears, and appears again when selected (see UIKit's Rules as the
    /// Simulator Enforces Them, 'Tabs are built lazily').
    case system
    /// A custom tab bar that keeps every tab alive (a `ZStack` with opacity): every tab's views
    /// appear at launch and none disappears or appears on a switch (`onAppear` is about the
    /// hierarchy, not visibility).
    case keepingTabsAlive
  }

  /// The app shows a tab view with a navigation stack per tab (each marked with
  /// `ModalStackNavigationStack`).
  /// - Parameters:
  ///   - tabs: The tabs' stack names, in order.
  ///   - selected: The selected tab; the first by default.
  ///   - kind: How it builds its tabs; SwiftUI's `TabView` by default.
  ///   - statesSelection: Whether the app tells the router which tab is selected
  ///     (`modalStackSelection(_:)`), as appearances alone cannot tell with a
  ///     custom tab bar.
  ///   - layer: The layer it is in: a modal route, or `nil` for the root layer.
  public func showTabView(
    _ tabs: [NavigationStackID], selected: NavigationStackID? = nil, kind: TabViewKind = .system,
    statesSelection: Bool = false, inLayer layer: RouteID? = nil
  ) {
    guard let first = tabs.first else { return }
    let selection = selected ?? first
    tabViews[layer] = SimulatedTabView(
      tabs: tabs, keepsTabsAlive: kind == .keepingTabsAlive, statesSelection: statesSelection,
      selected: selection)
    if statesSelection { session.stacks.select(selection, layer: layer) }
    // The first render builds what it shows: the selected tab, or every tab a custom tab bar
    // keeps alive. Only a later selection builds its tab a frame late.
    switch kind {
    case .system: build(selection, inLayer: layer)
    case .keepingTabsAlive:
      for tab in tabs { build(tab, inLayer: layer) }
    }
  }

  /// The user (or the app, following `Router/requestedStack`) selects a tab: the selection is app
  /// state at once; the tab's views appear as its kind of tab view sends them.
  /// - Parameters:
  ///   - tab: The tab's stack name.
  ///   - layer: The layer its tab view is in.
  public func selectTab(_ tab: NavigationStackID, inLayer layer: RouteID? = nil) {
    guard var tabView = tabViews[layer], tabView.tabs.contains(tab), tabView.selected != tab else { return }
    let previous = tabView.selected
    tabView.selected = tab
    tabViews[layer] = tabView
    host.window.record("tab \(tab) selected")
    if tabView.statesSelection { session.stacks.select(tab, layer: layer) }
    guard !tabView.keepsTabsAlive else { return }
    hideMarkedStack(previous, inLayer: layer)
    if tabView.built.contains(tab) {
      showMarkedStack(tab, inLayer: layer)
    } else {
      buildTab(tab, inLayer: layer)
    }
  }

  /// The selected tab of the tab view in a layer.
  /// - Parameter layer: The layer.
  public func selectedTab(inLayer layer: RouteID? = nil) -> NavigationStackID? { tabViews[layer]?.selected }

  /// A tab selected for the first time is built a frame later; its stack's views appear then, if
  /// it is still the one shown.
  private func buildTab(_ tab: NavigationStackID, inLayer layer: RouteID?) {
    host.clock.schedule(after: host.window.configuration.tick) { [weak self] in self?.build(tab, inLayer: layer) }
  }

  /// A tab's content is built: its stack's views appear, if it is the one shown (a system tab
  /// view) or at all (one that keeps tabs alive).
  private func build(_ tab: NavigationStackID, inLayer layer: RouteID?) {
    guard var tabView = tabViews[layer], !tabView.built.contains(tab) else { return }
    tabView.built.insert(tab)
    tabViews[layer] = tabView
    guard tabView.keepsTabsAlive || tabView.selected == tab else { return }
    host.window.record("tab \(tab) is built")
    showMarkedStack(tab, inLayer: layer)
  }
}
