import ModalStackCore
import ModalStackTesting

/// The destinations the tests navigate between.
enum Screen: Hashable, Sendable, Codable, CustomStringConvertible {
  case settings
  case learn(Int)
  case profile(String)
  case popup(String)

  var description: String {
    switch self {
    case .settings: "settings"
    case .learn(let id): "learn \(id)"
    case .profile(let name): "profile \(name)"
    case .popup(let name): "popup \(name)"
    }
  }
}

/// A router attached to a simulated host on a shared virtual clock.
@MainActor
struct Harness {
  let clock = SimulatedClock()
  let host: SimulatedHost<Screen>
  let router: Router<Screen>
  var events: [RouterEvent<Screen>] { recorder.events }
  /// What became of the links the router was given.
  var linkEvents: [LinkEvent] { recorder.linkEvents }
  let recorder = EventRecorder()
  let subscriptions: [EventSubscription]

  init(policy: AnimationPolicy = .lastOnly, attach: Bool = true) {
    host = SimulatedHost(clock: clock)
    router = Router(scheduler: clock, settings: RouterSettings(animationPolicy: policy))
    subscriptions = [
      router.observe { [recorder] in recorder.events.append($0) },
      router.observeLinks { [recorder] in recorder.linkEvents.append($0) },
    ]
    if attach { try! router.attach(host) }  // a new router on a new window cannot conflict
  }

  /// Presents `count` full-screen `learn` layers and waits until they are on screen.
  func presentLayers(_ count: Int, as presentation: Presentation = .fullScreenCover) async throws {
    for index in 1...count { try router.present(.learn(index), as: presentation) }
    await host.settle()
  }

  /// Log lines that are controller calls (present/dismiss/setViewControllers).
  var controllerCalls: [String] {
    host.log.map(\.message).filter {
      $0.hasPrefix("present(") || $0.hasPrefix("dismiss(") || $0.hasPrefix("setViewControllers(")
    }
  }
}

@MainActor
final class EventRecorder {
  var events: [RouterEvent<Screen>] = []
  var linkEvents: [LinkEvent] = []
}
