#if canImport(UIKit)
  import ModalStack
  import SwiftUI

  /// One `present(item:)` for everything: the item decides push, sheet, cover or popup.
  @MainActor
  struct PresentItemScreen: View {
    /// What the screen can show; each case picks its own presentation.
    enum Detail: Identifiable, Hashable {
      case article(Int)
      case editor(Int)
      case player(Int)
      case tip(String)

      var id: Self { self }

      var presentation: Presentation {
        switch self {
        case .article: .push
        case .editor: .sheet(detents: [.medium, .large], grabber: true)
        case .player: .fullScreenCover
        case .tip: .popup(alignment: .bottom)
        }
      }
    }

    @State private var detail: Detail?

    var body: some View {
      List {
        Button("Article (push)") { detail = .article(1) }
        Button("Editor (sheet)") { detail = .editor(2) }
        Button("Player (cover)") { detail = .player(3) }
        Button("Tip (popup)") { detail = .tip("Swipe down to close sheets") }
      }
      .navigationTitle("present(item:)")
      .present(item: $detail, presentation: \.presentation) { detail in
        switch detail {
        case .article(let id), .editor(let id), .player(let id): Screen.lesson(id)
        case .tip(let text): Screen.toast(text)
        }
      }
    }
  }
#endif
