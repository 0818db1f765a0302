#if canImport(UIKit)
  import ModalStack
  import SwiftUI

  /// Popups: an alert-like card, a toast at the bottom, a banner with a blurred background, a card
  /// in a SwiftUI colour with a SwiftUI transition registered on the root (`"drop"`).
  @MainActor
  struct PopupsScreen: View {
    @Environment(Router<Screen>.self) private var router

    var body: some View {
      List {
        Button("Confirmation (centre, tap outside closes)") {
          router.attempt { try router.present(.confirmation("Delete this lesson?"), as: .popup()) }
        }
        Button("Toast (bottom, no dimming, slides up)") {
          router.attempt {
            try router.present(
              .toast("Saved"),
              as: .popup(
                alignment: .bottom, dimming: .none, transition: CustomTransition(effects: [.move(.bottom), .opacity])))
          }
        }
        Button("Banner (top, blurred, must press OK)") {
          router.attempt {
            try router.present(
              .confirmation("You are offline"),
              as: .popup(
                alignment: .top, dimming: .init(opacity: 0.2, blurRadius: 12), dismissOnTapOutside: false,
                transition: .move(from: .top)))
          }
        }
        Button("Tip (indigo dimming, drops in with a spring)") {
          router.attempt {
            try router.present(
              .confirmation("Swipe a lesson to save it"),
              as: .popup(
                dimming: .init(color: .indigo, opacity: 0.35),
                transition: .named("drop", duration: 0.45, curve: .spring(response: 0.45, dampingFraction: 0.7))))
          }
        }
        PopupQueueSection()
      }
      .navigationTitle("Popups")
    }
  }

  /// A card that closes itself; its exit animation plays before the route is removed.
  @MainActor
  struct ConfirmationPopup: View {
    let question: String
    @Environment(\.modalDismiss) private var dismiss

    var body: some View {
      VStack(spacing: 16) {
        Text(question).font(.headline)
        HStack {
          Button("Cancel") { dismiss() }
          Button("OK") { dismiss() }.buttonStyle(.borderedProminent)
        }
      }
      .padding(24)
      .background(.background, in: RoundedRectangle(cornerRadius: 16))
      // What the example app's UI test looks for.
      .accessibilityElement(children: .contain)
      .accessibilityIdentifier("popup-confirmation")
      .padding(32)
    }
  }

  /// A toast that closes itself after a moment, measured by a task (not a fixed exit delay).
  @MainActor
  struct ToastView: View {
    let text: String
    @Environment(\.modalDismiss) private var dismiss

    var body: some View {
      Text(text)
        .padding(.horizontal, 24)
        .padding(.vertical, 12)
        .background(.thinMaterial, in: Capsule())
        .padding(.bottom, 32)
        .task {
          try? await Task.sleep(for: .seconds(2))
          dismiss()
        }
    }
  }
#endif
