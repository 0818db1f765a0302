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
  package var stages: Set<ConformanceRequirement> { [.backgrounding, .userGestures, .scriptedRoots] }
  /// The virtual clock of every window.
  package let clock = SimulatedClock()
  private var windows: [Window] = []
  private let scene: SimulatedScene<String>
  private var roots: [String: SimulatedScene<String>.Root] = [:]

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
    case .present, .push, .pop, .dismiss, .dismissAll, .dismissModal, .selectDetent, .dismissThenPush, .openWindow:
      break
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
