#if canImport(UIKit)
  import SwiftUI
  import UIKit

  /// A zero-size representable whose only job is to find the controller the host is installed on:
  /// once its view is in a window, it reports the window's root view controller, and it reports
  /// when it leaves the screen (something covers it) and when SwiftUI lets it go for good
  /// (`dismantleUIViewController(_:coordinator:)`, called only before SwiftUI removes it).
  ///
  /// It never presents from `updateUIViewController` and reads no binding, so re-creating it
  /// (a rotation, a re-render) changes nothing: installing is idempotent.
  @MainActor
  struct ControllerAnchor: UIViewControllerRepresentable {
    let onFound: @MainActor (UIViewController) -> Void
    let onDisappear: @MainActor () -> Void
    let onLeave: @MainActor () -> Void

    func makeUIViewController(context: Context) -> AnchorController {
      AnchorController(onFound: onFound, onDisappear: onDisappear, onLeave: onLeave)
    }

    func updateUIViewController(_ controller: AnchorController, context: Context) {}

    static func dismantleUIViewController(_ controller: AnchorController, coordinator: ()) { controller.onLeave() }

    /// The anchor's controller: reports its window's root controller when it appears.
    @MainActor
    final class AnchorController: UIViewController {
      private let onFound: @MainActor (UIViewController) -> Void
      private let onDisappear: @MainActor () -> Void
      let onLeave: @MainActor () -> Void
      private var hasCheckedContainer = false

      init(
        onFound: @escaping @MainActor (UIViewController) -> Void, onDisappear: @escaping @MainActor () -> Void,
        onLeave: @escaping @MainActor () -> Void
      ) {
        self.onFound = onFound
        self.onDisappear = onDisappear
        self.onLeave = onLeave
        super.init(nibName: nil, bundle: nil)
      }

      @available(*, unavailable, message: "The anchor is made by SwiftUI, never from a storyboard")
      required init?(coder: NSCoder) { nil }

      override func loadView() {
        view = UIView(frame: .zero)
        view.isUserInteractionEnabled = false
      }

      override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        onDisappear()
      }

      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Appeared: the window's root controller is in the window and not in a transition.
        if let root = view.window?.rootViewController { onFound(root) }
        // Inside something presented (a SwiftUI sheet, a hosting controller presented by UIKit):
        // SwiftUI's `dismiss` under this root is that presentation's.
        guard !hasCheckedContainer else { return }
        hasCheckedContainer = true
        var container: UIViewController = self
        while let parent = container.parent { container = parent }
        if container.presentingViewController != nil {
          runtimeWarning(
            "ModalStackRoot is inside a presented controller: @Environment(\\.dismiss) in a ModalStack layer dismisses "
              + "that presentation with every layer on it; use @Environment(\\.modalDismiss) in layers")
        }
      }
    }
  }
#endif
