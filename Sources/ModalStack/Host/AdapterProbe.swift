#if canImport(UIKit)
  import ModalStackCore
  import UIKit

  /// What the conformance suite's UIKit host hears of the adapter in its windows, and the gestures
  /// it stages there. Apps never set ``observer``.
  @MainActor
  package enum AdapterProbe {
    /// What the adapter's controllers did that a conformance trace records.
    package enum Call {
      /// The factory made a layer's controller: the route it shows and how it is presented.
      case made(name: String, configuration: ControllerConfiguration)
      /// A layer controller's appearance callback (`viewWillAppear` and the others).
      case appearance(String)
      /// UIKit told the layer's presentation delegate the style it adapts to (`nil`: none).
      case adaptiveStyle(ControllerConfiguration.Style?)
      case setPath([String], animated: Bool)
      case selectDetent(String)
      case swapped(name: String, path: [String])
    }

    /// Hears each ``Call`` with the controller it concerns; `nil` in apps.
    package static var observer: (@MainActor (UIViewController, Call) -> Void)?

    /// The host installed in a window for a destination type, once a root appeared there.
    private static func host<Destination: Hashable & Sendable>(
      in window: UIWindow, _ destination: Destination.Type
    ) -> ControllerHost<HostingLayerFactory<Destination>>? {
      WindowInstallation<Destination>.existing(in: window)?.session.host
        as? ControllerHost<HostingLayerFactory<Destination>>
    }

    /// Sends the window host's controller calls to `observer`.
    /// - Returns: `false` when no root installed a host in the window yet.
    package static func observeHostCalls<Destination: Hashable & Sendable>(
      in window: UIWindow, _ destination: Destination.Type, _ observer: @escaping @MainActor (ControllerCall) -> Void
    ) -> Bool {
      guard let host = host(in: window, destination) else { return false }
      host.callObserver = observer
      return true
    }

    /// The controllers of the window host's layers still alive, root first.
    package static func controllers<Destination: Hashable & Sendable>(
      in window: UIWindow, _ destination: Destination.Type
    ) -> [any ModalController] {
      host(in: window, destination)?.controllers ?? []
    }

    /// Stages a swipe let go early: the transition coordinator's cancelled completion.
    package static func userCancelledDismissal<Destination: Hashable & Sendable>(
      of controller: UIViewController, in window: UIWindow, _ destination: Destination.Type
    ) {
      host(in: window, destination)?.userCancelledDismissal(controller)
    }

    /// Stages a tap outside a popup's content.
    package static func userTappedOutside<Destination: Hashable & Sendable>(
      _ controller: UIViewController, in window: UIWindow, _ destination: Destination.Type
    ) {
      host(in: window, destination)?.userTappedOutside(controller)
    }

    /// Stages the back button of a layer's navigation stack.
    package static func userChangedPath<Destination: Hashable & Sendable>(
      of controller: UIViewController, to path: [Route<Destination>], in window: UIWindow
    ) {
      host(in: window, Destination.self)?.userChangedPath(of: controller, to: path)
    }

    /// Stages the window's scene disconnecting.
    package static func windowClosed<Destination: Hashable & Sendable>(
      in window: UIWindow, _ destination: Destination.Type
    ) {
      host(in: window, destination)?.windowClosed()
    }
  }
#endif
