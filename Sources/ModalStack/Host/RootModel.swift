#if canImport(UIKit)
  import ModalStackCore
  import Observation
  import SwiftUI
  import UIKit

  /// What one ``ModalStackRoot`` supplies while it is on screen: its router, the view of each
  /// destination, the views `present(item:content:)` registered, and the environment values the
  /// app carries into layers. Its init has no side effects (`@State` makes one on every init of
  /// the root): the router of `init(stack:)` and the registries are made on first use.
  @MainActor
  @Observable
  final class RootModel<Destination: Hashable & Sendable> {
    /// Its identity among the window's roots; a re-created root has a new one.
    @ObservationIgnored let id = Identities.next()
    /// The window's installation, once the root has appeared in a window. Weak: the window owns
    /// it, and it holds the roots that supply it (a strong reference would keep a closed window's
    /// installation, and its router, alive).
    @ObservationIgnored private(set) weak var installation: WindowInstallation<Destination>?
    /// Whether the root has found its window; observed, so the root's body follows.
    private(set) var isInstalled = false
    /// The app's carried environment values, where the root sits; layers read it live.
    @ObservationIgnored let environment = CarriedEnvironment()
    /// The app's view for a destination; the latest render's. Observed: each render of the root
    /// re-draws the layers' views it built (their first views and pushes), with that render's
    /// values, as SwiftUI's `.sheet` content follows its presenter. The root's body only writes it.
    var destination: @MainActor (Destination) -> AnyView = { _ in AnyView(EmptyView()) }
    /// The app's rule for routes that show a controller (``ModalStackRoot/controllers(_:)``), the
    /// latest render's; read when such a layer is made.
    @ObservationIgnored var controller: (@MainActor (Destination) -> RouteController?)?
    @ObservationIgnored private var givenRouter: Router<Destination>?
    @ObservationIgnored private var madeRouter: Router<Destination>?

    init() {}

    /// The router: the one given, or one made on first use for a root given only a stack.
    func router(given: Router<Destination>?) -> Router<Destination> {
      if let given {
        givenRouter = given
        return given
      }
      if let madeRouter { return madeRouter }
      let router = Router<Destination>()
      madeRouter = router
      return router
    }

    /// The router, as last given or made.
    var router: Router<Destination> { router(given: givenRouter) }

    /// The views of routes presented by `present(item:…content:)`: the router's, from its first
    /// frame, so whichever root supplies the layers finds them, window or not.
    var localContent: LocalContentRegistry { LocalContentRegistry(router: router) }

    /// Builds route views with this root's destinations.
    var builder: RouteViewBuilder<Destination> {
      RouteViewBuilder(
        router: router, destination: { [weak self] in self?.destination($0) ?? AnyView(EmptyView()) },
        localContent: localContent,
        controller: { [weak self] in self?.controller?($0) })
    }

    /// The root appeared in a window: it joins the window's host (the core decides whether its
    /// router attaches, joins, takes the window over or is refused, reported once).
    /// - Parameter rootController: The window's root controller.
    func appeared(under rootController: UIViewController) {
      guard let window = rootController.viewIfLoaded?.window else { return }
      let installation = WindowInstallation<Destination>.of(window, rootController: rootController)
      self.installation = installation
      isInstalled = true
      // A command the app refused and ignored (`try?`) still shows, as a runtime warning in debug builds.
      router.refusalWarning = { runtimeWarning($0) }
      // What the router waits on, when it is not its own work, is in the debug log once.
      router.waitLog = { debugLog($0) }
      if case .refuse(let error) = installation.session.rootAppeared(id, router: router, supplying: self) {
        runtimeWarning("ModalStackRoot: its router does not drive the window: \(error)")
      }
      // A notification tapped for this scene before any root was here.
      if let scene = window.windowScene {
        for url in SceneLinks.waiting.take(for: ObjectIdentifier(scene)) {
          router.send(.open(url, from: .notification))
        }
      }
    }

    /// The root left the screen (covered, its tab not selected): the previous root on screen supplies.
    func disappeared() { installation?.session.rootDisappeared(id) }

    /// SwiftUI let the root go for good (an `if` turned false at sign-out, `.id(_:)` changed): when
    /// it was its router's last root, the router's layers go with it (the core decides, at the
    /// end of the turn).
    func left() { installation?.session.rootLeft(id) }

    /// The root was rendered with another router than it showed: it switches to it (the core
    /// decides when the new router takes the window).
    func routerChanged() {
      guard let installation, let given = givenRouter else { return }
      installation.session.rootChangedRouter(id, to: given, supplying: self)
    }
  }

  /// Numbers that tell roots and marked stacks apart, unique for the app's life.
  @MainActor
  enum Identities {
    private static var last = 0

    /// A number not given before.
    static func next() -> Int {
      last += 1
      return last
    }
  }
#endif
