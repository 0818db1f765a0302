#if canImport(UIKit)
  import ModalStack
  import SwiftUI

  /// The Lessons tab's root: its stack (`"lessons"`) shows the router's pushes into it, also
  /// those made from another tab (``HomeView``'s "Lesson 3, in the Lessons tab").
  @MainActor
  struct LessonsScreen: View {
    @Environment(Router<Screen>.self) private var router

    var body: some View {
      List(1...12, id: \.self) { lesson in
        // Pushes into the stack the user is in: this tab's.
        Button("Lesson \(lesson)") { router.attempt { try router.push(.lesson(lesson)) } }
      }
      .navigationTitle("Lessons")
      .accessibilityIdentifier("lessons")
    }
  }
#endif
