#if canImport(UIKit)
  import ModalStack
  import SwiftUI

  /// The popup queue: popups wait by priority, a critical one goes over, toasts stack and go after
  /// their lifetime; the waiting popups show live. And a popup with a text field that takes focus,
  /// stays above the keyboard and gives the keyboard back to the screen below when it goes.
  @MainActor
  struct PopupQueueSection: View {
    @Environment(Router<Screen>.self) private var router
    @State private var note = ""

    var body: some View {
      Section("Popup queue (\(router.popupQueue.count) waiting)") {
        Button("Queue three: what's new, a tip, a rating") {
          router.attempt {
            try router.enqueue(.confirmation("What's new in 2.0"), as: .popup, priority: .normal)
            try router.enqueue(.confirmation("Swipe a lesson to save it"), as: .popup, priority: .normal)
            try router.enqueue(.confirmation("Enjoying the app?"), as: .popup, priority: .low)
          }
        }
        Button("Session expired (critical: goes over)") {
          router.attempt {
            try router.enqueue(
              .confirmation("Your session expired"), as: .popup(dismissOnTapOutside: false), priority: .critical)
          }
        }
        Button("Two toasts, 2 s each") {
          router.attempt {
            try router.enqueue(.notice("Saved"), as: .toast, lifetime: .seconds(2), announcement: "Saved")
            try router.enqueue(.notice("Synced"), as: .toast, lifetime: .seconds(2), announcement: "Synced")
          }
        }
        ForEach(router.popupQueue, id: \.route.id) { waiting in
          Text("\(String(describing: waiting.route.destination)) · priority \(waiting.priority.rawValue)").font(
            .caption)
        }
      }
      Section("A popup with a text field") {
        TextField("A note (keeps the keyboard under the popup)", text: $note)
        Button("Rename…") { router.attempt { try router.present(.rename("Lesson 1"), as: .popup(alignment: .center)) } }
      }
    }
  }

  /// A popup whose text field takes focus when it shows.
  @MainActor
  struct RenamePopup: View {
    @State var name: String
    @FocusState private var isFocused: Bool
    @Environment(\.modalDismiss) private var dismiss

    var body: some View {
      VStack(spacing: 16) {
        Text("Rename").font(.headline)
        TextField("Name", text: $name)
          .textFieldStyle(.roundedBorder)
          .focused($isFocused)
          .submitLabel(.done)
          .onSubmit { dismiss() }
        Button("Done") { dismiss() }.buttonStyle(.borderedProminent)
      }
      .padding(24)
      .background(.background, in: RoundedRectangle(cornerRadius: 16))
      .padding(32)
      .onAppear { isFocused = true }
    }
  }

  /// A toast's content; the queue dismisses it after its lifetime.
  @MainActor
  struct NoticeView: View {
    let text: String

    var body: some View {
      Text(text)
        .padding(.horizontal, 24)
        .padding(.vertical, 12)
        .background(.thinMaterial, in: Capsule())
        .padding(.bottom, 32)
    }
  }
#endif
