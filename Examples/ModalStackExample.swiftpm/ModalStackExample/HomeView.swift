#if canImport(UIKit)
  import ModalStack
  import SwiftUI

  /// The first tab's root: one row per situation the example shows.
  @MainActor
  struct HomeView: View {
    @Environment(Router<Screen>.self) private var router
    @Environment(Favorites.self) private var favorites

    var body: some View {
      List {
        Section("Situations") {
          Button("Every style and transition") { router.attempt { try router.present(.styles, as: .sheet) } }
          Button("Popups") { router.attempt { try router.push(.popups) } }
          Button("Deep links over open modals") { router.attempt { try router.push(.deepLinks) } }
          Button("present(item:)") { router.attempt { try router.push(.presentItem) } }
          Button("Rows presenting their own item") { router.attempt { try router.push(.rows) } }
          Button("A Maps-like undimmed sheet") { router.attempt { try router.push(.map) } }
          Button("Dismiss all") { router.attempt { try router.present(.dismissAll, as: .fullScreenCover) } }
        }
        Section {
          // Into another tab's stack: `router.requestedStack` names it, and `AppTabs` selects it.
          Button("Lesson 3, in the Lessons tab") {
            router.attempt { try router.push(.lesson(3), onto: .root, in: "lessons") }
          }
          // Links and sent commands wait while it is up; the Log tab shows what waits.
          Button("A protected checkout") {
            router.attempt { try router.present(.checkout, as: .sheet(dismissPolicy: .blocked).protected()) }
          }
          // A refusal, reported as every refusal of the example is (`Router.attempt`).
          Button("A push onto a popup (refused)") {
            router.attempt {
              try router.present(.toast("A popup takes no pushes"), as: .popup(alignment: .bottom, dimming: .none))
              try router.push(.lesson(1))
            }
          }
        } header: {
          Text("A real app")
        } footer: {
          Text("The scene saves the router's stack when it goes to the background and restores it at launch.")
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
        router.attempt {
          try router.present(.toast("Lesson \(id) deleted"), as: .popup(alignment: .bottom, dimming: .none))
        }
      }
    }
  }
#endif
