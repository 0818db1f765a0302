#if canImport(UIKit)
  import ModalStack
  import ModalStackConformance
  import ModalStackCore
  import ModalStackTesting
  import UIKit

  /// The conformance suite's second UIKit host: the real `ModalStack` adapter, as an app runs it.
  /// Each window's root controller shows a `ModalStackRoot`; the adapter installs its own host,
  /// makes `LayerHostingController`s with SwiftUI content, sets its presentation delegate and wraps
  /// popups in its popup container. Nothing of ``TracingLayerFactory`` is used: what the trace
  /// records comes from UIKit's callbacks on the adapter's controllers (through `AdapterProbe`).
  ///
  /// Gestures are staged as on ``UIKitConformanceHost``: the adapter's presentation delegate is
  /// asked and told in UIKit's documented order, and the dismissal is UIKit's own; a tap outside a
  /// popup is reported as the popup container reports it; SwiftUI's `dismiss()` in a layer is the
  /// layer's `LayerHostingController` asked to dismiss itself, as SwiftUI asks it. Scenarios whose
  /// roots come and go, that need the background, or that are made of the app's own SwiftUI views
  /// are skipped with the reasons in ``ConformanceSkips/allowedOnAdapterHost``.
  @MainActor
  package final class AdapterConformanceHost: ConformanceHost {
    package let recorder = TraceRecorder()
    package var stages: Set<ConformanceRequirement> { [.userGestures] }
    private let scene: UIWindowScene?
    private var windows: [AdapterConformanceWindow] = []

    /// Opens the first window and waits until its root installed the adapter.
    /// - Returns: The host.
    package static func make() async throws -> AdapterConformanceHost {
      let host = AdapterConformanceHost()
      host.openWindow()
      await host.settle()
      _ = host.recorder.take()
      return host
    }

    private init() {
      scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first
      AdapterProbe.observer = { [weak self] controller, call in
        guard let self else { return }
        for window in windows where window.hear(controller, call) { break }
      }
    }

    private func openWindow() {
      let index = windows.count
      windows.append(
        AdapterConformanceWindow(scene: scene) { [recorder] line in
          recorder.record(TraceNormalizer.inWindow(index, line))
        })
    }

    /// Whether the first window's root is on screen and the adapter is installed there.
    package var isReady: Bool {
      guard let first = windows.first else { return false }
      return first.root.viewIfLoaded?.window != nil && first.connect()
    }

    /// Closes every window and stops listening: the next scenario starts afresh.
    package func tearDown() {
      for window in windows { window.close() }
      windows.removeAll()
      AdapterProbe.observer = nil
    }

    package func router(inWindow window: Int) -> Router<String>? {
      window < windows.count ? windows[window].router : nil
    }

    package func stage(_ action: ConformanceAction, inWindow index: Int) async {
      if action == .openWindow {
        openWindow()
        // The new root attaches its router once it appears in the window.
        await settle()
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
      case .closeWindow:
        AdapterProbe.windowClosed(in: window.window, String.self)
        window.close()
      case .viewCallsDismiss:
        // What SwiftUI's `dismiss()` in the layer calls: its hosting controller's own dismissal.
        (AdapterProbe.controllers(in: window.window, String.self).dropFirst().last as? UIViewController)?.dismiss(
          animated: true)
      case .enterBackground, .enterForeground, .showRoot, .removeRoot, .userGoesBack, .markStack, .showTabView,
        .selectRequestedTab, .appPushValue, .injectEnvironment, .readEnvironment, .readContainer:
        // Never staged here: the suite skips these scenarios (`ConformanceSkips.allowedOnAdapterHost`).
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
        for window in windows { window.connect() }
        let busy = windows.contains { $0.isOpen && (!$0.router.isSettled || $0.isTransitioning || !$0.connect()) }
        quietPolls = busy ? 0 : quietPolls + 1
      }
    }

    package func pause() async { try? await Task.sleep(for: .milliseconds(100)) }

    package func chain(ofWindow window: Int) -> [String] {
      window < windows.count ? windows[window].chainDescription : []
    }

    // MARK: Staged gestures, in UIKit's documented order

    /// The top controller if it is one of the adapter's layers, not in a transition.
    private func top(of window: AdapterConformanceWindow) -> UIViewController? {
      guard !window.isTransitioning, let top = window.chain.last, window.configuration(of: top) != nil else {
        return nil
      }
      return top
    }

    /// A swipe down, or a tap on the dimming view, told to the adapter's presentation delegate as
    /// UIKit tells it (see ``UIKitConformanceHost``); a swipe let go early hands the sheet its
    /// appearance back and reports the cancelled transition.
    private func swipe(in window: AdapterConformanceWindow, cancel: Bool, reason: RouteChangeReason) {
      guard let top = top(of: window), let configuration = window.configuration(of: top), configuration.popup == nil,
        let presentationController = top.presentationController,
        let delegate = presentationController.delegate, let shown = window.shownStyle(of: top)
      else { return }
      guard [.pageSheet, .formSheet].contains(shown) || (shown == .popover && reason == .tapOutside) else { return }
      let name = window.name(of: top)
      if top.isModalInPresentation {
        window.record("presentationControllerDidAttemptToDismiss \(name)")
        delegate.presentationControllerDidAttemptToDismiss?(presentationController)
        return
      }
      window.record("presentationControllerShouldDismiss \(name)")
      guard delegate.presentationControllerShouldDismiss?(presentationController) ?? true else { return }
      window.record("presentationControllerWillDismiss \(name)")
      delegate.presentationControllerWillDismiss?(presentationController)
      if cancel {
        top.beginAppearanceTransition(false, animated: true)
        top.beginAppearanceTransition(true, animated: true)
        top.endAppearanceTransition()
        window.record("interactive dismissal of \(name) cancelled")
        AdapterProbe.userCancelledDismissal(of: top, in: window.window, String.self)
        return
      }
      top.presentingViewController?.dismiss(animated: true) { [weak window] in
        window?.record("presentationControllerDidDismiss \(name)")
        delegate.presentationControllerDidDismiss?(presentationController)
      }
    }

    /// A tap outside the top controller: overlays that close on it are told as the adapter's
    /// overlay touch handling tells the host; a dimmed popup as its container does; a sheet at an
    /// undimmed detent lets it through; a popover or a dimmed sheet goes as after a swipe.
    private func tapOutside(in window: AdapterConformanceWindow) {
      guard !window.isTransitioning, let topController = window.chain.last else { return }
      let overlays = AdapterProbe.controllers(in: window.window, String.self).filter {
        $0.overlaidController === topController
      }
      for overlay in overlays.reversed() {
        guard let overlay = overlay as? UIViewController,
          window.configuration(of: overlay)?.popup?.dismissOnTapOutside == true
        else { continue }
        AdapterProbe.userTappedOutside(overlay, in: window.window, String.self)
      }
      guard let top = top(of: window), let configuration = window.configuration(of: top) else { return }
      if let popup = configuration.popup {
        if popup.dismissOnTapOutside { AdapterProbe.userTappedOutside(top, in: window.window, String.self) }
        return
      }
      if var sheet = configuration.sheet {
        let identifier = top.sheetPresentationController?.selectedDetentIdentifier
        sheet.selectedDetent = sheet.detents.first { $0.uiKitIdentifier == identifier } ?? sheet.selectedDetent
        if sheet.passesTouchesThrough { return }
      }
      swipe(in: window, cancel: false, reason: .tapOutside)
    }

    /// A drag of the top sheet to a detent: UIKit moves it and tells the sheet's delegate.
    private func drag(in window: AdapterConformanceWindow, to detent: SheetDetent) {
      guard let top = top(of: window), let sheet = top.sheetPresentationController,
        let delegate = sheet.delegate,
        window.configuration(of: top)?.sheet?.detents.contains(detent) == true,
        sheet.selectedDetentIdentifier != detent.uiKitIdentifier
      else { return }
      sheet.animateChanges { sheet.selectedDetentIdentifier = detent.uiKitIdentifier }
      window.record(
        "sheetPresentationControllerDidChangeSelectedDetentIdentifier \(window.name(of: top)) \(detent.identifier)")
      delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier?(sheet)
    }

    /// The back button of the top layer: its path loses its last route, as its path state reports.
    private func tapBack(in window: AdapterConformanceWindow) {
      let layer = window.router.presented.topLayer
      guard !window.isTransitioning, !layer.path.isEmpty,
        let controller = AdapterProbe.controllers(in: window.window, String.self).last as? UIViewController
      else { return }
      AdapterProbe.userChangedPath(of: controller, to: Array(layer.path.dropLast()), in: window.window)
    }

    // MARK: Other code

    private func presentForeign(_ kind: SimulatedWindow.ForeignKind, in window: AdapterConformanceWindow) {
      window.foreignCount += 1
      let name = "\(kind.rawValue)#\(window.foreignCount)"
      guard let presenter = window.chain.last else { return }
      let controller = TracingViewController.foreign(kind, named: name, over: presenter, record: window.record)
      window.foreign.append(controller)
      window.record(TraceNormalizer.othersPresent(name, on: window.name(of: presenter), animated: true))
      presenter.present(controller, animated: true)
    }

    /// Other code dismisses its controller; the adapter notices the layers that went with it on
    /// its own (its layer controllers report leaving the window).
    private func dismissForeign(in window: AdapterConformanceWindow) {
      guard let controller = window.foreign.popLast(), let presenter = controller.presentingViewController else {
        return
      }
      window.record(TraceNormalizer.othersDismiss(window.name(of: controller), animated: true))
      presenter.dismiss(animated: true)
    }
  }
#endif
