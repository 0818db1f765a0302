#if canImport(UIKit)
  import ModalStack
  import SwiftUI

  /// The root screen: one row per situation the example shows.
  @MainActor
  struct HomeView: View {
    @Environment(Router<Screen>.self) private var router
    @Environment(Favorites.self) private var favorites

    var body: some View {
      List {
        Section("Situations") {
          Button("Every style and transition") { _ = try? router.present(.styles, as: .sheet) }
          Button("Popups") { _ = try? router.push(.popups) }
          Button("Deep links over open modals") { _ = try? router.push(.deepLinks) }
          Button("present(item:)") { _ = try? router.push(.presentItem) }
          Button("Rows presenting their own item") { _ = try? router.push(.rows) }
          Button("A Maps-like undimmed sheet") { _ = try? router.push(.map) }
          Button("Dismiss all") { _ = try? router.present(.dismissAll, as: .fullScreenCover) }
        }
        Section("State shared with every layer") {
          Text("Favourite lessons: \(favorites.lessons.sorted().map(String.init).joined(separator: ", "))")
        }
      }
      .navigationTitle("ModalStack")
      // What the example app's UI test looks for.
      .accessibilityIdentifier("home")
      // The answer to an alert route, wherever it was presented from (a deep link, over covers).
      .onAlertAnswer { (route: Route<Screen>, answer) in
        guard case .deleteLesson(let id) = route.destination, answer.button.id == "delete" else { return }
        favorites.lessons.remove(id)
        _ = try? router.present(.toast("Lesson \(id) deleted"), as: .popup(alignment: .bottom, dimming: .none))
      }
    }
  }
#endif
