#if canImport(UIKit)
  import ModalStack
  import SwiftUI

  /// A protected flow: presented with `.protected()`, so a link or a sent command that arrives
  /// while it is up waits (`router.heldCommands`, `router.waitingOn`) and runs once it is closed.
  /// Its exit action saves the note before the route goes, whoever closes it.
  @MainActor
  struct CheckoutScreen: View {
    @Environment(Router<Screen>.self) private var router
    @Environment(\.modalDismiss) private var dismiss
    @Environment(EventLog.self) private var log
    @State private var note = ""

    var body: some View {
      ModalStackNavigationStack {
        Form {
          Section("Order") {
            TextField("A note for the order", text: $note)
          }
          Section {
            Button("A notification's link arrives now") {
              let router = router
              Task.detached {
                // Sent from outside the app's screens: it waits for the checkout to end.
                router.send(.open(URL(string: "modalstack-example://lesson/42")!, from: .notification))
              }
            }
            Text(router.waitingOn?.description ?? "Nothing waits").font(.footnote)
          } footer: {
            Text("The lesson opens once you pay or cancel; the sheet cannot be swiped away.")
          }
          Section {
            Button("Pay") { dismiss() }.buttonStyle(.borderedProminent)
            Button("Cancel", role: .cancel) { dismiss() }
          }
        }
        .navigationTitle("Checkout")
      }
      // Runs before the route goes, however it goes (a button, dismissAll, a restored stack).
      .modalExitAction { reason in
        try? await Task.sleep(for: .milliseconds(300))  // a save to disk or to a server
        log.note("checkout closed (\(reason)): note \"\(note)\" saved")
      }
    }
  }
#endif
