#if canImport(UIKit)
  import ModalStackCore
  import Observation
  import SwiftUI

  /// The path of one ``ModalStackNavigationStack``: SwiftUI's `NavigationPath` (its own, or the
  /// app's), written through the core's `NavigationPathEntries` so the router's routes and the
  /// app's values stay told apart. The layer writes it even while the stack is off screen.
  @MainActor
  @Observable
  final class StackPathModel {
    private var ownPath = NavigationPath()
    @ObservationIgnored var appPath: Binding<NavigationPath>?
    @ObservationIgnored private var entries = NavigationPathEntries()
    /// The path as `entries` last took it in: a path that differs was written by the app.
    @ObservationIgnored private var taken = NavigationPath()
    @ObservationIgnored private(set) var stack = NavigationStackID.main
    /// The stack view's id, for its identity's life.
    @ObservationIgnored let id = Identities.next()
    @ObservationIgnored private var layer: AnyLayerHandle?

    init() {}

    var path: Binding<NavigationPath> {
      Binding(
        get: {
          let path = self.current
          // The app changed its own path: taken in after this update, never while SwiftUI reads the path.
          if path != self.taken { Task { @MainActor [weak self] in self?.takeAppChanges() } }
          return path
        },
        set: { newPath in self.written(newPath) })
    }

    private var current: NavigationPath { appPath?.wrappedValue ?? ownPath }

    private func assign(_ path: NavigationPath) {
      if let appPath { appPath.wrappedValue = path } else { ownPath = path }
      taken = path
    }

    /// SwiftUI (the user's back, a `NavigationLink(value:)`) or the app wrote the path.
    private func written(_ newPath: NavigationPath) {
      let popped = take(newPath)
      assign(newPath)
      if !popped.isEmpty { layer?.userPopped(popped) }
    }

    /// Takes in the app's own changes of its path: routes it popped are reported as the user's back.
    private func takeAppChanges() {
      let popped = take(current)
      if !popped.isEmpty { layer?.userPopped(popped) }
    }

    /// Tells `entries` what the path holds now; returns the router's routes it no longer holds.
    private func take(_ path: NavigationPath) -> [RouteID] {
      let old = taken
      taken = path
      guard path != old else { return [] }
      let kept = NavigationPathEntries.unchangedCount(was: old.count, is: path.count) { count in
        old.prefix(count) == path.prefix(count)
      }
      return entries.written(count: path.count, kept: kept)
    }

    /// Shows the routes the layer pushed into this stack, in one write of the path.
    func show(_ routes: [RouteID]) {
      // A route the app popped since the last write is not shown again, and is reported after it.
      let popped = take(current)
      if !popped.isEmpty { Task { @MainActor [weak self] in self?.layer?.userPopped(popped) } }
      let write = entries.show(routes.filter { !popped.contains($0) })
      guard !write.isEmpty else { return }
      var path = current
      path.removeLast(write.removingLast)
      for route in write.appending { path.append(RoutePathValue(route: route)) }
      assign(path)
    }

    /// The view of a route value, or nothing once the route is gone.
    func view(for value: RoutePathValue) -> some View {
      let layer = layer
      return Group {
        // A pushed screen's state lives as long as its route, as a layer's does.
        if let view = layer?.view(value.route) { view.id(value.route) }
      }
    }

    @ObservationIgnored private var isOnScreen = false

    /// The stack appeared: it joins its layer, is counted on screen, and shows its routes.
    func appeared(in layer: AnyLayerHandle?, as stack: NavigationStackID) {
      guard !isOnScreen else { return join(layer, as: stack) }
      isOnScreen = true
      join(layer, as: stack, reportingAppearance: true)
    }

    /// The stack left the screen (its tab left, a cover over it), keeping its state.
    func disappeared() {
      guard isOnScreen else { return }
      isOnScreen = false
      layer?.viewChanged(id, stack, false)
    }

    /// Joins a layer: the core learns of the stack view before the stack asks which routes it shows, so the
    /// oldest stack of its name shows them from its first frame.
    func join(_ layer: AnyLayerHandle?, as stack: NavigationStackID, reportingAppearance: Bool = false) {
      let isNewLayer = self.layer?.id != layer?.id
      if isNewLayer, let old = self.layer { old.stackViewLeft(id) }
      self.stack = stack
      self.layer = layer
      if isOnScreen, isNewLayer || reportingAppearance { layer?.viewChanged(id, stack, true) }
      layer?.register(self)
    }

    func leave() {
      layer?.stackViewLeft(id)
      layer = nil
    }
  }

  extension NavigationPath {
    fileprivate func prefix(_ count: Int) -> NavigationPath {
      var path = self
      path.removeLast(self.count - count)
      return path
    }
  }
#endif
