import ModalStackCore
import ModalStackTesting

/// The conformance suite's simulated host: ``SimulatedHost`` windows on one virtual clock, a
/// ``SimulatedScene`` for the first window's roots, and the windows' logs read into the trace.
/// It stages everything (``stages``), and a broken UIKit rule is a line of the trace
/// (`violation: …`) rather than an issue of its own, so that the trace says where it happened.
@MainActor
package final class SimulatedConformanceHost: ConformanceHost {
  /// One simulated window, its router and how much of its log the trace has.
  @MainActor
  private final class Window {
    let host: SimulatedHost<String>
    let router: Router<String>
    var logRead = 0
    /// Other code's controllers, latest last.
    var foreign: [SimulatedController] = []

    init(clock: SimulatedClock) throws {
      host = SimulatedHost(clock: clock, recordsIssues: false)
      router = Router(scheduler: clock)
      try router.attach(host)
    }
  }

  package let recorder = TraceRecorder()
  package var stages: Set<ConformanceRequirement> { [.backgrounding, .userGestures, .scriptedRoots, .swiftUIViews] }
  /// The virtual clock of every window.
  package let clock = SimulatedClock()
  private var windows: [Window] = []
  private let scene: SimulatedScene<String>
  private var roots: [String: SimulatedScene<String>.Root] = [:]
  /// What the app injected above each root, by root name.
  private var injected: [String: [String: String]] = [:]

  /// A host with one window whose router shows the root.
  package init() throws {
    let first = try Window(clock: clock)
    windows = [first]
    scene = SimulatedScene(host: first.host)
    recorder.pull = { [unowned self] in pullLogs() }
  }

  package func router(inWindow window: Int) -> Router<String>? {
    window < windows.count ? windows[window].router : nil
  }

  package func stage(_ action: ConformanceAction, inWindow index: Int) async {
    if action == .openWindow {
      guard let window = try? Window(clock: clock) else {
        return recorder.record("error: the second window did not attach")
      }
      windows.append(window)
      return
    }
    guard index < windows.count else { return recorder.record("error: window \(index + 1) is not open") }
    let window = windows[index]
    let host = window.host
    switch action {
    case .swipeDown(let cancel): host.swipeDown(progress: 0.5, cancel: cancel)
    case .tapOutside: host.tapOutside()
    case .dragSheet(let detent): host.dragSheet(to: detent)
    case .tapBack: host.tapBack(on: window.router)
    case .presentForeign(let kind):
      if let controller = host.presentForeign(kind) { window.foreign.append(controller) }
    case .dismissForeign:
      if let controller = window.foreign.popLast() { host.dismissForeign(controller) }
    case .resize(let width): host.resize(to: width)
    case .enterBackground: host.enterBackground()
    case .enterForeground: host.enterForeground()
    case .showRoot(let name): roots[name] = scene.showRoot(name, router: window.router)
    case .removeRoot(let name): if let root = roots[name] { scene.removeRoot(root) }
    case .closeWindow: host.closeWindow()
    case .viewCallsDismiss: host.viewCallsDismiss()
    case .markStack, .showTabView, .selectRequestedTab, .appPushValue, .userGoesBack, .injectEnvironment,
      .readEnvironment, .readContainer:
      stageView(action, router: window.router)
    case .present, .push, .pop, .dismiss, .dismissAll, .dismissModal, .selectDetent, .dismissThenPush, .pushInto,
      .link, .answerDismissals, .openWindow:
      break
    }
  }

  /// Stages what the app's SwiftUI views do, in the first window's scene.
  private func stageView(_ action: ConformanceAction, router: Router<String>) {
    let top = router.presented.topLayer.modal
    let stack = scene.selectedStack(inLayer: top?.id) ?? .main
    switch action {
    case .markStack(nil): scene.showMarkedStack(.main)
    case .markStack(let screen?):
      let presented = router.presented.routes.first { $0.presentation.isModal && $0.destination == screen }
      scene.contentMarksStack(presented?.id ?? RouteID(screen))
    case .showTabView(let tabs): scene.showTabView(tabs.map { NavigationStackID($0) }, statesSelection: true)
    case .selectRequestedTab: if let requested = router.requestedStack { scene.selectTab(requested) }
    case .appPushValue(let value): scene.appPushes(value, inStack: stack, inLayer: top?.id)
    case .userGoesBack: scene.userGoesBack(inStack: stack, inLayer: top?.id)
    case .injectEnvironment(let key, let value, let name):
      guard let root = roots[name] else { return recorder.record("error: root \(name) is not shown") }
      injected[name, default: [:]][key] = value
      scene.updateRoot(root, environment: injected[name] ?? [:])
    case .readEnvironment(let key):
      guard let top else { return recorder.record("error: no layer is presented") }
      let value = scene.environment(of: top.id)?[key]
      recorder.record(TraceNormalizer.environmentRead(key, value: value, in: top.description))
    case .readContainer:
      guard let top else { return recorder.record("error: no layer is presented") }
      recorder.record(TraceNormalizer.container(of: top.description, scene.container(of: top.id)?.rawValue))
    default: break
    }
  }

  package func settle() async { await windows[0].host.settle(within: .seconds(5)) }

  package func pause() async { await windows[0].host.settle(within: .milliseconds(100)) }

  package func chain(ofWindow index: Int) -> [String] {
    guard index < windows.count else { return [] }
    return windows[index].host.window.chain.flatMap { controller in
      [Self.name(of: controller)] + controller.overlays.map { "\($0.name) overlay" }
    }
  }

  /// A controller as the chain lists it: its name, and for the router's own the style it shows in.
  private static func name(of controller: SimulatedController) -> String {
    guard controller.foreignKind == nil, controller.configuration != nil, let style = controller.effectiveStyleName
    else {
      return controller.name
    }
    return "\(controller.name) \(style)"
  }

  /// The windows' new log lines, in the trace's vocabulary.
  private func pullLogs() -> [String] {
    var lines: [String] = []
    for (index, window) in windows.enumerated() {
      let log = window.host.log
      let chain = window.host.window.chain
      let requestedStyle = { (name: String) in
        chain.first { $0.name == name && $0.foreignKind == nil }?.configuration?.style.rawValue
      }
      for entry in log[window.logRead...] {
        if let line = TraceNormalizer.line(forSimulatorMessage: entry.message, requestedStyle: requestedStyle) {
          lines.append(TraceNormalizer.inWindow(index, line))
        }
      }
      window.logRead = log.count
    }
    return lines
  }
}
