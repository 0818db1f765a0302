#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI
  import UIKit

  extension View {
    /// Registers this view as the source of popovers whose ``PopoverAnchor`` has this identifier.
    ///
    /// ```swift
    /// Button("Filters") { try? router.present(.filters, as: .modal(.popover(PopoverAnchor("filters")))) }
    ///   .popoverAnchor("filters")
    /// ```
    /// The popover's arrow points at this view's frame. A popover whose anchor is not on screen
    /// points at the middle of the window, without an arrow, rather than make UIKit throw.
    /// - Parameter id: The identifier; unique among the anchors on screen.
    /// - Returns: The view, registered as an anchor inside the enclosing ``ModalStackRoot``.
    @MainActor
    public func popoverAnchor(_ id: String) -> some View {
      modifier(PopoverAnchorModifier(id: id))
    }
  }

  /// Puts a source view behind the content and registers it.
  @MainActor
  private struct PopoverAnchorModifier: ViewModifier {
    let id: String
    @Environment(\.popoverAnchorRegistry) private var registry

    func body(content: Content) -> some View {
      content.background(PopoverSourceView(id: id, registry: registry))
    }
  }

  /// A transparent, non-interactive view with the content's frame, registered under an identifier.
  @MainActor
  private struct PopoverSourceView: UIViewRepresentable {
    let id: String
    let registry: PopoverAnchorRegistry?

    func makeUIView(context: Context) -> UIView {
      let view = UIView()
      view.isUserInteractionEnabled = false
      view.backgroundColor = .clear
      registry?.register(view, for: id)
      return view
    }

    func updateUIView(_ view: UIView, context: Context) {
      registry?.register(view, for: id)
    }
  }
#endif
