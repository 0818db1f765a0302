#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI
  import UIKit

  extension View {
    /// Makes this view the presentation context named `name` (UIKit's
    /// `definesPresentationContext`): a `currentContext` or `overCurrentContext` route, or a
    /// popup, that names it covers this view's frame only, not the window.
    ///
    /// ```swift
    /// CardView()
    ///   .presentationContext("card")
    /// // elsewhere
    /// try router.present(.details, as: .overCurrentContext(in: "card"))
    /// ```
    /// The view must be in the layer the route is presented from (the top one). While it is not
    /// on screen, the route covers the window, as UIKit does without a context, and ModalStack
    /// logs a runtime warning.
    /// - Parameter name: The context's name; unique among the contexts of one layer.
    /// - Returns: The view, with a controller behind it that defines the presentation context.
    @MainActor
    public func presentationContext(_ name: PresentationContextID) -> some View {
      modifier(PresentationContextModifier(name: name))
    }
  }

  /// Puts a context's controller behind the content, with the content's frame.
  @MainActor
  private struct PresentationContextModifier: ViewModifier {
    let name: PresentationContextID
    @Environment(\.presentationContextRegistry) private var registry

    func body(content: Content) -> some View {
      content.background(PresentationContextController(name: name, registry: registry))
    }
  }

  /// A child controller with the content's frame that defines a presentation context: SwiftUI
  /// adds it as a child of the layer's hosting controller, where UIKit's walk up for a context
  /// style finds it.
  @MainActor
  private struct PresentationContextController: UIViewControllerRepresentable {
    let name: PresentationContextID
    let registry: PresentationContextRegistry?

    func makeUIViewController(context: Context) -> UIViewController {
      let controller = UIViewController()
      controller.definesPresentationContext = true
      controller.view.backgroundColor = .clear
      return controller
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
      context.coordinator.registry = registry
      registry?.register(controller, named: name)
    }

    static func dismantleUIViewController(_ controller: UIViewController, coordinator: Coordinator) {
      coordinator.registry?.unregister(controller)
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    /// Remembers the registry, for the controller's dismantling.
    @MainActor
    final class Coordinator {
      weak var registry: PresentationContextRegistry?
    }
  }
#endif
