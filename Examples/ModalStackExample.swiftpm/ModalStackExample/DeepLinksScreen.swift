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
            let router = router
            router.attempt {
              try router.present(.message("A sheet that stays open"), as: .sheet)
              try router.present(.nested(level: 1), as: .fullScreenCover)
            }
            Task.detached {
              try? await Task.sleep(for: .seconds(2))
              // From any thread, like a notification delegate: delivered on the main actor, in order;
              // a refusal is a `commandFailed` event (the Log tab) and a runtime warning in debug.
              router.send(.open(URL(string: "modalstack-example://lesson/42")!))
            }
          }
        } footer: {
          Text("From a terminal: xcrun simctl openurl booted modalstack-example://lesson/42")
        }
        Section {
          Button("Two covers, then a link asks to confirm a delete") {
            let router = router
            router.attempt {
              try router.present(.lesson(7), as: .fullScreenCover)
              try router.present(.nested(level: 1), as: .fullScreenCover)
            }
            Task.detached {
              try? await Task.sleep(for: .seconds(2))
              router.send(.open(URL(string: "modalstack-example://lesson/7/delete")!))
              // Arrives while the alert is up: it waits for the answer, then goes on.
              try? await Task.sleep(for: .seconds(1))
              router.send(.present(.message("Presented once the alert was answered"), .sheet))
            }
          }
        } footer: {
          Text("The alert is a route: a present that arrives while it is up waits for the answer.")
        }
      }
      .navigationTitle("Deep links")
    }
  }
#endif
