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
    /// - Returns: The view, with a controller over it that defines the presentation context: a
    ///   route presented from it covers the view. The view stays in its own SwiftUI hierarchy (its
    ///   toolbar items, animations and focus work as without the context); touches reach it
    ///   through the context's empty view.
    @MainActor
    public func presentationContext(_ name: PresentationContextID) -> some View {
      overlay { PresentationContextAnchor(name: name) }
    }
  }

  /// The context's controller over the content, with the content's frame. UIKit presents a
  /// context style over the context controller's view, above it (and removes that view for
  /// `currentContext`), so the route covers the content; a controller put behind the content
  /// would have the route shown behind it, and one that hosted the content in a hosting
  /// controller of its own would cut the content off from its parent's preferences, animations
  /// and focus. SwiftUI adds the controller as a child of the layer's hosting controller, where
  /// UIKit's walk up for a context style finds it.
  @MainActor
  private struct PresentationContextAnchor: UIViewControllerRepresentable {
    let name: PresentationContextID

    func makeUIViewController(context: Context) -> PresentationContextController { PresentationContextController() }

    func updateUIViewController(_ controller: PresentationContextController, context: Context) {
      let registry = context.environment.presentationContextRegistry
      context.coordinator.registry = registry
      registry?.register(controller, named: name)
    }

    static func dismantleUIViewController(_ controller: PresentationContextController, coordinator: Coordinator) {
      coordinator.registry?.unregister(controller)
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    /// Remembers the registry, for the controller's dismantling.
    @MainActor
    final class Coordinator {
      weak var registry: PresentationContextRegistry?
    }
  }

  /// Defines a presentation context; its view is empty and lets touches through to the content
  /// under it.
  @MainActor
  private final class PresentationContextController: UIViewController {
    init() {
      super.init(nibName: nil, bundle: nil)
      definesPresentationContext = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func loadView() {
      let view = TouchesThroughView()
      view.backgroundColor = .clear
      self.view = view
    }
  }

  /// A view that takes no touch itself: a touch on it goes to the content under it; one on a
  /// view inside it (none, as a rule) goes there.
  @MainActor
  private final class TouchesThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
  }
#endif
