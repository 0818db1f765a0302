#if canImport(UIKit)
  import ModalStackConformance
  import ModalStackCore
  import ModalStackTesting
  import UIKit

  /// The conformance suite's real UIKit host: windows on screen with real controllers, driven by the
  /// host logic apps run (`ControllerHost`, the adapter's configuration and presentation delegate).
  ///
  /// UIKit has no in-process API for a user's gesture, so swipes, taps and drags are staged as UIKit
  /// documents them: the presentation controller's delegate is asked and told in UIKit's order, and
  /// the dismissal is UIKit's own. What is compared for them is what follows (callbacks, the chain,
  /// the router's events), not gesture recognition. A test cannot send its own app to the
  /// background, and this host has no SwiftUI views, so scenarios that need either are skipped
  /// here (``stages``). SwiftUI's `dismiss()` in a layer is staged as SwiftUI makes it: the layer
  /// controller's own `dismiss(animated:completion:)`.
  @MainActor
  package final class UIKitConformanceHost: ConformanceHost {
    package let recorder = TraceRecorder()
    package var stages: Set<ConformanceRequirement> { [.userGestures, .scriptedRoots] }
    private let scene: UIWindowScene?
    private var windows: [UIKitConformanceWindow] = []
    private var roots: [String: Int] = [:]
    private var nextRootID = 1

    /// Opens the first window and waits for it to be on screen.
    /// - Returns: The host.
    package static func make() async throws -> UIKitConformanceHost {
      let host = try UIKitConformanceHost()
      await host.settle()
      _ = host.recorder.take()
      return host
    }

    private init() throws {
      scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first
      try openWindow()
    }

    private func openWindow() throws {
      let index = windows.count
      windows.append(
        try UIKitConformanceWindow(scene: scene) { [recorder] line in
          recorder.record(TraceNormalizer.inWindow(index, line))
        })
    }

    /// Whether the first window's root view is in a window on screen: presentations need it.
    package var isOnScreen: Bool {
      windows.first.map { $0.root.viewIfLoaded?.window != nil && !$0.window.isHidden } ?? false
    }

    /// Closes every window: the next scenario starts on a fresh one.
    package func tearDown() {
      for window in windows { window.close() }
      windows.removeAll()
    }

    package func router(inWindow window: Int) -> Router<String>? {
      window < windows.count ? windows[window].router : nil
    }

    package func stage(_ action: ConformanceAction, inWindow index: Int) async {
      if action == .openWindow {
        do { try openWindow() } catch { recorder.record("error: the second window did not attach") }
        return
      }
      guard index < windows.count else { return recorder.record("error: window \(index + 1) is not open") }
      let window = windows[index]
      switch action {
      case .swipeDown(let cancel): swipe(in: window, cancel: cancel, reason: .interactive)
      case .tapOutside: tapOutside(in: window)
      case .dragSheet(let detent): drag(in: window, to: detent)
      case .tapBack: tapBack(in: window)
      case .presentForeign(let kind): presentForeign(kind, in: window)
      case .dismissForeign: dismissForeign(in: window)
      case .resize(let width):
        window.window.traitOverrides.horizontalSizeClass = width == .regular ? .regular : .compact
        window.window.layoutIfNeeded()
      case .enterBackground: window.router.sceneDidEnterBackground()
      case .enterForeground: window.router.sceneWillEnterForeground()
      case .showRoot(let name):
        let id = nextRootID
        nextRootID += 1
        roots[name] = id
        let outcome = window.session.rootAppeared(id, router: window.router, model: name)
        window.record("root \(name)#\(id) appears: \(outcome)")
      case .removeRoot(let name):
        guard let id = roots[name] else { return }
        window.session.rootLeft(id)
        window.record("root \(name)#\(id) disappears")
      case .closeWindow:
        window.close()
        window.host.windowClosed()
      case .viewCallsDismiss:
        // What SwiftUI's `dismiss()` in the layer calls: its controller's own dismissal, which the
        // controller hands to the host as the adapter's layer controller does.
        (window.host.controllers.dropFirst().last as? TracingViewController)?.dismiss(animated: true)
      case .userGoesBack, .markStack, .showTabView, .selectRequestedTab, .appPushValue, .injectEnvironment,
        .readEnvironment, .readContainer:
        // Never staged here: this host has no SwiftUI views (`ConformanceSkips.allowed`).
        break
      case .present, .push, .pop, .dismiss, .dismissAll, .dismissModal, .selectDetent, .dismissThenPush, .pushInto,
        .link, .answerDismissals, .openWindow:
        break
      }
    }

    package func settle() async {
      let deadline = ContinuousClock.now + .seconds(5)
      var quietPolls = 0
      while ContinuousClock.now < deadline, quietPolls < 3 {
        try? await Task.sleep(for: .milliseconds(50))
        let busy = windows.contains { !$0.router.isSettled || $0.isTransitioning }
        quietPolls = busy ? 0 : quietPolls + 1
      }
    }

    package func pause() async { try? await Task.sleep(for: .milliseconds(100)) }

    package func chain(ofWindow window: Int) -> [String] {
      window < windows.count ? windows[window].chainDescription : []
    }

    // MARK: Staged gestures, in UIKit's documented order

    /// The top controller if it is the router's, not in a transition.
    private func top(of window: UIKitConformanceWindow) -> TracingViewController? {
      guard !window.isTransitioning, let top = window.chain.last as? TracingViewController, !top.isForeign,
        top.configuration != nil
      else {
        return nil
      }
      return top
    }

    /// A swipe down, or a tap on the dimming view: `presentationControllerShouldDismiss`, then
    /// `WillDismiss` and UIKit's dismissal, then `DidDismiss`; or only `DidAttemptToDismiss` when
    /// the controller is modal in presentation. A swipe let go early starts and cancels the
    /// appearance transition (`beginAppearanceTransition(_:animated:)`), as UIKit's cancelled
    /// interactive transition does.
    private func swipe(in window: UIKitConformanceWindow, cancel: Bool, reason: RouteChangeReason) {
      guard let top = top(of: window), let configuration = top.configuration, let delegate = top.presentationDelegate,
        let presentationController = top.presentationController, configuration.popup == nil
      else { return }
      let shown = delegate.shownStyle
      guard [.pageSheet, .formSheet].contains(shown) || (shown == .popover && reason == .tapOutside) else { return }
      if top.isModalInPresentation {
        delegate.presentationControllerDidAttemptToDismiss(presentationController)
        return
      }
      guard delegate.presentationControllerShouldDismiss(presentationController) else { return }
      delegate.presentationControllerWillDismiss(presentationController)
      if cancel {
        // The interactive transition starts and is cancelled: UIKit's appearance calls for it.
        top.beginAppearanceTransition(false, animated: true)
        top.beginAppearanceTransition(true, animated: true)
        top.endAppearanceTransition()
        window.record("interactive dismissal of \(top.traceName) cancelled")
        window.host.userCancelledDismissal(top)
        return
      }
      top.presentingViewController?.dismiss(animated: true) {
        delegate.presentationControllerDidDismiss(presentationController)
      }
    }

    /// A tap outside the top controller: popups that let touches through are told, a dimmed popup
    /// is told of a tap on its background, a sheet resting at an undimmed detent lets it through,
    /// and a popover or a dimmed sheet goes as after a swipe.
    private func tapOutside(in window: UIKitConformanceWindow) {
      guard !window.isTransitioning, let topController = window.chain.last else { return }
      let overlays = window.host.controllers.filter { $0.overlaidController === topController }.compactMap {
        $0 as? TracingViewController
      }
      for overlay in overlays.reversed() where overlay.configuration?.popup?.dismissOnTapOutside == true {
        window.host.userAttemptedDismissal(overlay, reason: .tapOutside)
      }
      guard let top = top(of: window), let configuration = top.configuration else { return }
      if let popup = configuration.popup {
        if popup.dismissOnTapOutside { window.host.userAttemptedDismissal(top, reason: .tapOutside) }
        return
      }
      if var sheet = configuration.sheet {
        // The detent it rests at, as UIKit reports it; at or below the largest undimmed one there
        // is no dimming view (a core rule).
        let identifier = top.sheetPresentationController?.selectedDetentIdentifier
        sheet.selectedDetent = sheet.detents.first { $0.uiKitIdentifier == identifier } ?? sheet.selectedDetent
        if sheet.passesTouchesThrough { return }
      }
      swipe(in: window, cancel: false, reason: .tapOutside)
    }

    /// A drag of the top sheet to a detent: UIKit moves it and tells the sheet's delegate.
    private func drag(in window: UIKitConformanceWindow, to detent: SheetDetent) {
      guard let top = top(of: window), let sheet = top.sheetPresentationController,
        let delegate = top.presentationDelegate,
        top.configuration?.sheet?.detents.contains(detent) == true,
        sheet.selectedDetentIdentifier != detent.uiKitIdentifier
      else { return }
      sheet.animateChanges { sheet.selectedDetentIdentifier = detent.uiKitIdentifier }
      delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
    }

    /// The back button of the top layer: its path loses its last route.
    private func tapBack(in window: UIKitConformanceWindow) {
      let layer = window.router.presented.topLayer
      guard !window.isTransitioning, !layer.path.isEmpty, let controller = window.host.controllers.last else { return }
      let path = Array(layer.path.dropLast())
      (controller as? TracingViewController)?.path = path.map(\.description)
      window.host.userChangedPath(of: controller, to: path)
    }

    // MARK: Other code

    private func presentForeign(_ kind: SimulatedWindow.ForeignKind, in window: UIKitConformanceWindow) {
      window.foreignCount += 1
      let name = "\(kind.rawValue)#\(window.foreignCount)"
      guard let presenter = window.chain.last else { return }
      let controller = TracingViewController.foreign(kind, named: name, over: presenter, record: window.record)
      window.foreign.append(controller)
      window.record(TraceNormalizer.othersPresent(name, on: UIKitConformanceWindow.name(of: presenter), animated: true))
      presenter.present(controller, animated: true)
    }

    private func dismissForeign(in window: UIKitConformanceWindow) {
      guard let controller = window.foreign.popLast(), let presenter = controller.presentingViewController else {
        return
      }
      window.record(TraceNormalizer.othersDismiss(UIKitConformanceWindow.name(of: controller), animated: true))
      // As the adapter's layer controllers report it: what left the window without the host's
      // dismissal is the host's news.
      presenter.dismiss(animated: true) { [host = window.host] in host.chainChanged() }
    }
  }
#endif
