#if canImport(UIKit)
import ModalStack
import Observation
import SwiftUI

/// The example app: one router for the window, every route built by ``ScreenView``.
///
/// Open `modalstack-example://lesson/42` (Safari, or `xcrun simctl openurl booted …`) while
/// modals are showing: the lesson opens on top of them.
@main
@MainActor
struct ExampleApp: App {
  @State private var router = Router<Screen>()
  @State private var favorites = Favorites()

  var body: some Scene {
    WindowGroup {
      ModalStackRoot(router: router) {
        HomeView()
      } destination: { screen in
        ScreenView(screen: screen)
      }
      // Injected above the root: every presented layer sees it too.
      .environment(favorites)
    }
  }
}

/// App state injected with `.environment(_:)`, to show that presented layers inherit it.
@MainActor
@Observable
final class Favorites {
  var lessons: Set<Int> = []
}
#endif
