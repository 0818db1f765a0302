#if canImport(UIKit)
  import ModalStack
  import SwiftUI

  /// A list whose rows each present their own item with `present(item:)`. Each row has its own
  /// binding and slot; the routes live on the router, so recycling rows or re-rendering the list
  /// never closes them (see UIKit's Rules as the Simulator Enforces Them, 'Presentation modifiers inside lists').
  @MainActor
  struct RowsScreen: View {
    var body: some View {
      List(1...50, id: \.self) { lesson in
        LessonRow(lesson: lesson)
      }
      .navigationTitle("Rows")
    }
  }

  /// One row and its own presentation.
  @MainActor
  private struct LessonRow: View {
    let lesson: Int
    @State private var opened: Int?

    var body: some View {
      Button(opened == nil ? "Lesson \(lesson)" : "Lesson \(lesson) (open)") { opened = lesson }
        .present(item: $opened, id: \.self) { _ in
          .sheet(detents: [.medium, .large], grabber: true)
        } destination: {
          Screen.lesson($0)
        }  // Swift infers the destination type from `Screen.`, not from a bare `.lesson`
    }
  }
#endif
