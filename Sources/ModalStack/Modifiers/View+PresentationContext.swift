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
    /// The view must be in the layer the route is presented from; while it is not on screen, the
    /// route covers the window, as UIKit does without a context, with a runtime warning.
    /// - Parameter name: The context's name; unique among the contexts of one layer.
    /// - Returns: The view, inside a controller that defines the presentation context.
    @MainActor
    public func presentationContext(_ name: PresentationContextID) -> some View {
      PresentationContextContainer(name: name, content: self)
    }
  }

  /// The context's controller as the content's container (the content in a child hosting
  /// controller): UIKit presents a context style over the context controller's view (and removes
  /// that view for `currentContext`), so a controller behind the content would show the route
  /// behind it. SwiftUI adds it as a child of the layer's hosting controller, where UIKit's walk up
  /// for a context style finds it.
  @MainActor
  private struct PresentationContextContainer<Content: View>: UIViewControllerRepresentable {
    let name: PresentationContextID
    let content: Content

    func makeUIViewController(context: Context) -> PresentationContextController<Content> {
      PresentationContextController(content: HostedContextContent(content: content, environment: context.environment))
    }

    func updateUIViewController(_ controller: PresentationContextController<Content>, context: Context) {
      controller.hosting.rootView = HostedContextContent(content: content, environment: context.environment)
      let registry = context.environment.presentationContextRegistry
      context.coordinator.registry = registry
      registry?.register(controller, named: name)
    }

    /// The content's own size, as it would have without the container.
    func sizeThatFits(
      _ proposal: ProposedViewSize, uiViewController controller: PresentationContextController<Content>,
      context: Context
    ) -> CGSize? {
      controller.hosting.sizeThatFits(
        in: CGSize(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity))
    }

    static func dismantleUIViewController(
      _ controller: PresentationContextController<Content>, coordinator: Coordinator
    ) {
      coordinator.registry?.unregister(controller)
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    @MainActor
    final class Coordinator {
      weak var registry: PresentationContextRegistry?
    }
  }

  /// The content with the environment where the container sits: a hosting controller starts afresh.
  private struct HostedContextContent<Content: View>: View {
    let content: Content
    let environment: EnvironmentValues

    var body: some View { content.environment(\.self, environment) }
  }

  /// Defines a presentation context and shows the content through a child hosting controller.
  @MainActor
  private final class PresentationContextController<Content: View>: UIViewController {
    let hosting: UIHostingController<HostedContextContent<Content>>

    init(content: HostedContextContent<Content>) {
      hosting = UIHostingController(rootView: content)
      super.init(nibName: nil, bundle: nil)
      definesPresentationContext = true
      // The container sizes to the content: a content that grows asks for a new layout.
      hosting.sizingOptions = .intrinsicContentSize
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .clear
      hosting.view.backgroundColor = .clear
      addChild(hosting)
      hosting.view.frame = view.bounds
      hosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(hosting.view)
      hosting.didMove(toParent: self)
    }
  }
#endif
