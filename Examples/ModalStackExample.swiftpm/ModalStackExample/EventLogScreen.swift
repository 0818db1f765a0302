#if canImport(UIKit)
  import ModalStack
  import SwiftUI

  /// The Log tab: what the router waits on right now (`router.waitingOn`, observed) and the events
  /// of ``EventLog``. Open a few modals in another tab, or a link during the protected checkout,
  /// and come back here.
  @MainActor
  struct EventLogScreen: View {
    @Environment(Router<Screen>.self) private var router
    @Environment(EventLog.self) private var log

    var body: some View {
      List {
        Section("Waiting on") {
          Text(router.waitingOn?.description ?? "Nothing: the screen shows the router's stack")
          if !router.heldCommands.isEmpty {
            ForEach(Array(router.heldCommands.enumerated()), id: \.offset) { _, command in
              Text("Held: \(String(describing: command))").font(.caption)
            }
          }
        }
        Section("Events, newest first") {
          ForEach(log.entries) { entry in
            Text(entry.text).font(.caption.monospaced())
          }
        }
      }
      .navigationTitle("Log")
    }
  }
#endif
