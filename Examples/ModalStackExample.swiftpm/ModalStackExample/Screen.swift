#if canImport(UIKit)
  import ModalStack
  import SwiftUI

  /// Every screen of the example, as a value the router can present, push and restore.
  enum Screen: Hashable, Sendable, Codable {
    case styles
    case popups
    case deepLinks
    case presentItem
    case rows
    case dismissAll
    case lesson(Int)
    case message(String)
    case toast(String)
    case confirmation(String)
    case notice(String)
    case rename(String)
    case nested(level: Int)
    case map
    case places
    case checkout
    /// An alert route: its content is the presentation's (see `ExampleApp.confirmDelete`).
    case deleteLesson(Int)
    /// An alert route that reports an error (``Router/report(_:)``).
    case problem(String)
  }

  /// The view of each screen.
  @MainActor
  struct ScreenView: View {
    let screen: Screen

    var body: some View {
      switch screen {
      case .styles: StylesScreen()
      case .popups: PopupsScreen()
      case .deepLinks: DeepLinksScreen()
      case .presentItem: PresentItemScreen()
      case .rows: RowsScreen()
      case .dismissAll: NestedModalScreen(level: 0)
      case .lesson(let id): LessonScreen(id: id)
      case .message(let text): MessageScreen(text: text)
      case .toast(let text): ToastView(text: text)
      case .confirmation(let question): ConfirmationPopup(question: question)
      case .notice(let text): NoticeView(text: text)
      case .rename(let name): RenamePopup(name: name)
      case .nested(let level): NestedModalScreen(level: level)
      case .map: MapScreen()
      case .places: PlacesSheet()
      case .checkout: CheckoutScreen()
      // A UIAlertController shows an alert route; this view is never built for it.
      case .deleteLesson, .problem: EmptyView()
      }
    }
  }

  /// A lesson: shows that views get the router, their own dismiss action and the app's state.
  @MainActor
  struct LessonScreen: View {
    let id: Int
    @Environment(Router<Screen>.self) private var router
    @Environment(\.modalDismiss) private var dismiss
    @Environment(Favorites.self) private var favorites

    var body: some View {
      List {
        Section("Lesson \(id)") {
          Button(favorites.lessons.contains(id) ? "Unfavourite" : "Favourite") {
            if favorites.lessons.contains(id) { favorites.lessons.remove(id) } else { favorites.lessons.insert(id) }
          }
          Button("Push the next lesson") { router.attempt { try router.push(.lesson(id + 1)) } }
          Button("Present a sheet on top") {
            router.attempt { try router.present(.message("Over lesson \(id)"), as: .sheet) }
          }
        }
        Section {
          Button("Close") { dismiss() }
          Button("Close everything", role: .destructive) { dismiss(.all) }
        }
      }
      .navigationTitle("Lesson \(id)")
      .accessibilityIdentifier("lesson-\(id)")
    }
  }

  /// A plain screen with a message and close buttons; works in every style.
  @MainActor
  struct MessageScreen: View {
    let text: String
    @Environment(\.modalDismiss) private var dismiss

    var body: some View {
      VStack(spacing: 16) {
        Text(text).font(.title2).multilineTextAlignment(.center)
        Button("Close") { dismiss() }.buttonStyle(.borderedProminent)
        Button("Close everything") { dismiss(.all) }
      }
      .padding(32)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(.regularMaterial)
      .accessibilityElement(children: .contain)
      .accessibilityIdentifier("message")
    }
  }
#endif
