#if canImport(UIKit)
  import ModalStackCore
  import Observation
  import SwiftUI
  import UIKit

  /// The model of one ``ModalStackRoot``, what the layers are built from while it is the current
  /// root: its router, destination views, local content and carried environment. Its init has no side effects (`@State` makes one on
  /// every init of the root): the router and the registries are made on first use.
  @MainActor
  @Observable
  final class RootModel<Destination: Hashable & Sendable> {
    /// Its identity among the window's roots; a re-created root has a new one.
    @ObservationIgnored let id = Identities.next()
    /// The window's installation, once found. Weak: the window owns it (a strong reference would
    /// keep a closed window's installation, and its router, alive).
    @ObservationIgnored private(set) weak var installation: WindowInstallation<Destination>?
    /// Whether the root has found its window; observed, so the root's body follows.
    private(set) var isInstalled = false
    @ObservationIgnored let environment = CarriedEnvironment()
    /// The app's view for a destination, the latest render's. Observed, so each render of the root
    /// re-draws the layers' views it built, as SwiftUI's `.sheet` content follows its presenter.
    var destination: @MainActor (Destination) -> AnyView = { _ in AnyView(EmptyView()) }
    /// The app's rule for routes that show a controller, the latest render's.
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

    var router: Router<Destination> { router(given: givenRouter) }

    /// The views of `present(item:…content:)` routes: the router's, so whichever root is current finds them.
    var localContent: LocalContentRegistry { LocalContentRegistry(router: router) }

    var builder: RouteViewBuilder<Destination> {
      RouteViewBuilder(
        router: router, destination: { [weak self] in self?.destination($0) ?? AnyView(EmptyView()) },
        localContent: localContent,
        controller: { [weak self] in self?.controller?($0) })
    }

    /// The root appeared in a window: it joins the window's host (the core decides what its router does).
    func appeared(under rootController: UIViewController) {
      guard let window = rootController.viewIfLoaded?.window else { return }
      let installation = WindowInstallation<Destination>.of(window, rootController: rootController)
      self.installation = installation
      isInstalled = true
      // A command the app refused and ignored (`try?`) is a runtime warning in debug builds.
      router.refusalWarning = { runtimeWarning($0) }
      router.waitLog = { debugLog($0) }
      if case .refuse(let error) = installation.session.rootAppeared(id, router: router, model: self) {
        runtimeWarning("ModalStackRoot: its router does not drive the window: \(error)")
      }
      // A notification tapped for this scene before any root was here.
      if let scene = window.windowScene {
        for url in SceneLinks.waiting.take(for: ObjectIdentifier(scene)) {
          router.send(.open(url, from: .notification))
        }
      }
    }

    /// The root left the screen (covered, its tab not selected): the previous root on screen is current.
    func disappeared() { installation?.session.rootDisappeared(id) }

    /// SwiftUI let the root go for good: when it was its router's last root, its layers go with it.
    func left() { installation?.session.rootLeft(id) }

    /// The root was rendered with another router than it showed: it switches to it.
    func routerChanged() {
      guard let installation, let given = givenRouter else { return }
      installation.session.rootChangedRouter(id, to: given, model: self)
    }
  }

  /// Numbers that tell roots and stack views apart, unique for the app's life.
  @MainActor
  enum Identities {
    private static var last = 0

    static func next() -> Int {
      last += 1
      return last
    }
  }
#endif
