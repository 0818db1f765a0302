#if canImport(UIKit)
  import ModalStack
  import SwiftUI

  /// A stack of covers and sheets to close all at once: "Close everything" is one transition.
  @MainActor
  struct NestedModalScreen: View {
    let level: Int
    @Environment(Router<Screen>.self) private var router
    @Environment(\.modalDismiss) private var dismiss

    var body: some View {
      VStack(spacing: 16) {
        Text("Modal level \(level + 1)").font(.largeTitle)
        Button("Present a sheet on top") {
          router.attempt { try router.present(.nested(level: level + 1), as: .sheet) }
        }
        Button("Present a cover on top") {
          router.attempt { try router.present(.nested(level: level + 1), as: .fullScreenCover) }
        }
        Button("Present five at once") {
          router.attempt {
            for offset in 1...5 {
              try router.present(
                .nested(level: level + offset), as: offset.isMultiple(of: 2) ? .sheet : .fullScreenCover)
            }
          }
        }
        Button("Close this one") { dismiss() }
        Button("Close everything", role: .destructive) { dismiss(.all) }.buttonStyle(.borderedProminent)
      }
      .padding()
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color(hue: Double(level % 6) / 6, saturation: 0.2, brightness: 1))
      // What the example app's UI test looks for.
      .accessibilityElement(children: .contain)
      .accessibilityIdentifier("nested-\(level + 1)")
    }
  }
#endif
