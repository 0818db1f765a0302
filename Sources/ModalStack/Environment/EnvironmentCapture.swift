#if canImport(UIKit)
  import SwiftUI
  import UIKit

  /// An invisible view that reports the environment where it sits, each time it changes, so a root
  /// or a `present(item:)` can hand the values the app carries to the layers it presents (see
  /// ``CarriedEnvironment``). It reads the environment SwiftUI passes to a representable's
  /// update; it presents nothing.
  @MainActor
  struct EnvironmentCapture: UIViewRepresentable {
    let onChange: @MainActor (EnvironmentValues) -> Void

    func makeUIView(context: Context) -> UIView {
      let view = UIView(frame: .zero)
      view.isUserInteractionEnabled = false
      view.isHidden = true
      return view
    }

    func updateUIView(_ view: UIView, context: Context) {
      onChange(context.environment)
    }
  }
#endif
