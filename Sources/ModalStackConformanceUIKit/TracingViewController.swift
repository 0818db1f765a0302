#if canImport(UIKit)
  import ModalStackCore
  import UIKit

  /// A controller of the conformance suite's UIKit host (the root, a layer, or other code's sheet or
  /// cover): a plain `UIViewController` that writes UIKit's appearance callbacks (will and did) into the trace,
  /// named as the simulator names its controllers.
  @MainActor
  final class TracingViewController: UIViewController {
    /// Its name in the trace: `root`, the route it shows (`sheet(settings)`), or `sheet#1`.
    var traceName: String
    /// How the host configured it; `nil` for the root and for other code's controllers.
    let configuration: ControllerConfiguration?
    /// Whether other code presented it.
    let isForeign: Bool
    /// The names of the routes on its navigation path (a layer's path is data here: there is no
    /// navigation controller, so the trace has the host's call, not a push animation).
    var path: [String] = []
    /// The presentation controller delegate, which UIKit holds weakly.
    var presentationDelegate: TracingPresentationDelegate?
    /// Called when it is asked to dismiss itself (a layer's view calling SwiftUI's `dismiss()`):
    /// `true` when the host took the request, as the adapter's layer controller asks its host.
    var onDismissRequested: (@MainActor () -> Bool)?
    private var pendingDismissCompletions: [() -> Void] = []
    private let record: @MainActor (String) -> Void

    /// A controller.
    /// - Parameters:
    ///   - name: Its name in the trace.
    ///   - configuration: How the host configured it.
    ///   - isForeign: Whether other code presents it.
    ///   - record: Where its trace lines go.
    init(
      name: String, configuration: ControllerConfiguration?, isForeign: Bool = false,
      record: @escaping @MainActor (String) -> Void
    ) {
      self.traceName = name
      self.configuration = configuration
      self.isForeign = isForeign
      self.record = record
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
    }

    /// SwiftUI's `dismiss()` in a layer calls this on the layer's controller: the host decides
    /// first, as with the adapter's `LayerHostingController`.
    override func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
      guard onDismissRequested?() == true else { return super.dismiss(animated: animated, completion: completion) }
      // The router may keep it (a confirm-first route the user keeps): the completion runs once
      // it has really gone, as UIKit's would.
      if let completion { pendingDismissCompletions.append(completion) }
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      record("\(traceName).viewWillAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      record("\(traceName).viewWillDisappear")
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      record("\(traceName).viewDidAppear")
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      record("\(traceName).viewDidDisappear")
      if isBeingDismissed {
        let completions = pendingDismissCompletions
        pendingDismissCompletions.removeAll()
        for completion in completions { completion() }
      }
    }
  }
#endif
