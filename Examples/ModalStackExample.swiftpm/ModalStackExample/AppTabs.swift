#if canImport(UIKit)
  import ModalStack
  import SwiftUI

  /// The scene's tabs, a ``ModalStackNavigationStack`` each, named as the tab is tagged. The
  /// selection is stated to the router (pushes that name no stack go to the selected tab) and
  /// follows `router.requestedStack`, so a push into another tab (a link, a button) shows it.
  @MainActor
  struct AppTabs: View {
    @Environment(Router<Screen>.self) private var router
    // Restored with the scene, as the router's stack is (``SceneRoot``).
    @SceneStorage("tab") private var tab = "home"

    var body: some View {
      TabView(selection: $tab) {
        ModalStackNavigationStack("home") { HomeView() }
          .tabItem { Label("Situations", systemImage: "square.stack") }.tag("home")
        ModalStackNavigationStack("lessons") { LessonsScreen() }
          .tabItem { Label("Lessons", systemImage: "book") }.tag("lessons")
        ModalStackNavigationStack("log") { EventLogScreen() }
          .tabItem { Label("Log", systemImage: "list.bullet.rectangle") }.tag("log")
      }
      .modalStackSelection(NavigationStackID(tab))
      .onChange(of: router.requestedStack) { _, stack in if let stack { tab = stack.name } }
    }
  }
#endif
