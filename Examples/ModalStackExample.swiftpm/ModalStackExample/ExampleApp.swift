#if canImport(UIKit)
  import ModalStack
  import Observation
  import os
  import SwiftUI

  /// The example app: a router per scene (each window of an iPad has its own), tabs with a stack
  /// each (``AppTabs``), every route built by ``ScreenView``. Every refusal is logged and shown
  /// (``Router/attempt(_:)``), never dropped.
  ///
  /// Open `modalstack-example://lesson/42` (Safari, or `xcrun simctl openurl booted …`) while
  /// modals are showing: the lesson opens on top of them, in the window the user is in.
  @main
  @MainActor
  struct ExampleApp: App {
    @UIApplicationDelegateAdaptor private var delegate: AppDelegate
    @State private var favorites = Favorites()

    var body: some Scene {
      WindowGroup {
        SceneRoot(delegate: delegate)
          // Injected above the root; every presented layer inherits it.
          .environment(favorites)
      }
    }
  }

  /// The root of one scene: it owns that scene's router, so two windows never share one, and its
  /// event log; it saves the router's stack when the scene goes to the background and restores it
  /// when the scene is made again.
  @MainActor
  struct SceneRoot: View {
    let delegate: AppDelegate
    // `State(wrappedValue:)` evaluates this on every init of `SceneRoot` and keeps the first: a
    // router is cheap to make and starts nothing, and the map is built once.
    @State private var router = Router(deepLinks: ExampleApp.deepLinks)
    @State private var log = EventLog()
    @SceneStorage("navigation") private var savedNavigation: Data?
    @State private var isRestored = false
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
      ModalStackRoot(router: router) {
        // The app's own stacks, one per tab: the router's pushes are values in their paths.
        AppTabs()
      } destination: { screen in
        ScreenView(screen: screen)
      }
      // Layers inherit it, as they inherit `Favorites`.
      .environment(log)
      // A SwiftUI transition that popups use by name (`CustomTransition.named("drop")`).
      .popupTransition(
        "drop",
        .asymmetric(
          insertion: .move(edge: .top).combined(with: .opacity), removal: .scale(scale: 0.8).combined(with: .opacity))
      )
      // Custom-scheme and universal links reach the scene SwiftUI delivers them to.
      .opensDeepLinks(with: router)
      // Tapped notifications open in the scene the user was last in.
      .onChange(of: scenePhase, initial: true) { _, phase in
        if phase == .active { delegate.sceneBecameActive(with: router) }
        if phase == .background { save() }
      }
      .onAppear(perform: restore)
    }

    /// Starts the log, then brings back the stack the scene had, once: its layers are presented
    /// without animation, each route into the tab's stack it was pushed into.
    private func restore() {
      log.record(router)
      guard !isRestored else { return }
      isRestored = true
      guard let savedNavigation else { return }
      do {
        try router.restore(from: savedNavigation)
      } catch {
        // Nothing changed: the tabs show, and the alert says what could not be read.
        router.report(error)
      }
    }

    /// Saves the stack; a destination that does not encode is logged (the scene is going away).
    private func save() {
      do {
        savedNavigation = try router.savedState()
      } catch {
        logNavigation(.error, "the stack was not saved: \(error.localizedDescription)")
      }
    }
  }

  extension ExampleApp {
    /// The deep links each scene's router starts with, set before the first link can arrive;
    /// built once, on first use: `modalstack-example://lesson/42` opens lesson 42 over
    /// everything; `…/message/hello` a sheet.
    static let deepLinks: DeepLinkMap<Screen> = {
      var links = DeepLinkMap<Screen>()
      // A lesson pushes the next one: its cover is created with a navigation stack.
      links.add("/lesson/:id", presentation: .modal(.fullScreen, navigation: .always)) { .lesson(try $0.value("id")) }
      links.add("/message/:text", presentation: .sheet) { .message(try $0.value("text")) }
      // `…/lesson/7/delete` asks first, over whatever shows: an alert is a route like any other.
      links.add("/lesson/:id/delete", presentation: confirmDelete) { .deleteLesson(try $0.value("id")) }
      return links
    }()

    /// The alert that confirms a delete; "delete" is the button the app acts on.
    static let confirmDelete = Presentation.alert(
      title: "Delete the lesson?", message: "Its notes go with it.",
      buttons: [AlertButton("Delete", role: .destructive, id: "delete"), .cancel()])
  }

  /// App state injected with `.environment(_:)` above the root, which presented layers inherit,
  /// live, as SwiftUI's own sheets do (each layer is hosted on its own).
  @MainActor
  @Observable
  final class Favorites {
    var lessons: Set<Int> = []
  }
#endif
