#if canImport(UIKit)
import ModalStack
import SwiftUI

/// Deep links stacking over open modals: open a few modals, then let a "notification" arrive.
/// The lesson opens on top of them; closing it shows them again, untouched.
@MainActor
struct DeepLinksScreen: View {
  @Environment(Router<Screen>.self) private var router

  var body: some View {
    List {
      Section {
        Button("Open a sheet and a cover, then a link arrives in 2 s") {
          _ = try? router.present(.message("A sheet that stays open"), as: .sheet)
          _ = try? router.present(.nested(level: 1), as: .fullScreenCover)
          let router = router
          Task.detached {
            try? await Task.sleep(for: .seconds(2))
            // From any thread, like a notification delegate: delivered on the main actor, in order.
            router.send(.open(URL(string: "modalstack-example://lesson/42")!))
          }
        }
      } footer: {
        Text("From a terminal: xcrun simctl openurl booted modalstack-example://lesson/42")
      }
    }
    .navigationTitle("Deep links")
  }
}
#endif
