#if canImport(UIKit)
import ModalStack
import SwiftUI

/// A list whose rows each present their own item. The presentation is attached to the router,
/// not to the rows, so recycling rows or re-rendering the list never closes it (UIKIT-RULES §11).
@MainActor
struct RowsScreen: View {
  @Environment(Router<Screen>.self) private var router

  var body: some View {
    List(1...50, id: \.self) { lesson in
      Button("Lesson \(lesson)") {
        // One id per row: tapping the same row twice cannot stack two copies.
        _ = try? router.present(.lesson(lesson), as: .sheet(detents: [.medium, .large], grabber: true), id: RouteID("row-\(lesson)"))
      }
    }
    .navigationTitle("Rows")
  }
}
#endif
