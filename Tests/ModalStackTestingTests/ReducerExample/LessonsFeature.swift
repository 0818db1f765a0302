import ModalStackCore

// A reducer-style feature as an app team would write it: the navigation state is a value in the
// feature's state, changed only by a pure `(inout State, Action)` function. ModalStack renders it
// (`StackBinding`, or `ModalStackRoot(stack:)` in SwiftUI) and reports what the user did as
// actions. The DocC article "Driving ModalStack from your own state" walks through this file.

/// The screens of the feature.
enum LessonsScreen: Hashable, Sendable, Codable {
  case lesson(Int)
  case settings
  case tip(String)
}

/// The feature's state: navigation is one of its values, and it is `Codable` like the rest.
struct LessonsState: Equatable, Codable {
  var routes: [Route<LessonsScreen>] = []
  var completed: Set<Int> = []
  var closed: [String] = []
}

/// Everything that can happen: the user's intents, and what ModalStack reports.
enum LessonsAction: Equatable {
  case openLesson(Int)
  case openSettings
  case showTip(String)
  case finishLesson(Int)
  /// The router changed the routes itself (a swipe, a tap outside, a deep link): the new value.
  case routesChanged([Route<LessonsScreen>])
  /// A route was dismissed, and why (`RouterEvent.didDismiss`).
  case didDismiss(LessonsScreen, RouteChangeReason)
}

/// The reducer: pure, synchronous, testable without any router.
func lessonsReducer(_ state: inout LessonsState, _ action: LessonsAction) {
  switch action {
  case .openLesson(let id):
    state.routes.append(Route(.lesson(id), presentation: .fullScreenCover))
  case .openSettings:
    state.routes.append(Route(.settings, presentation: .sheet(detents: [.medium, .large], grabber: true)))
  case .showTip(let text):
    state.routes.append(Route(.tip(text), presentation: .popup(alignment: .bottom)))
  case .finishLesson(let id):
    state.completed.insert(id)
    // The lesson and everything above it close, in one transition.
    if let index = state.routes.firstIndex(where: { $0.destination == .lesson(id) }) {
      state.routes.removeSubrange(index...)
    }
  case .routesChanged(let routes):
    state.routes = routes
  case .didDismiss(let screen, let reason):
    state.closed.append("\(screen) (\(reason))")
  }
}

/// A minimal store: it runs the reducer, hands the routes to ModalStack after every action, and
/// turns ModalStack's reports into actions. (TCA's `Store` plays this part in a TCA app.)
@MainActor
final class LessonsStore {
  private(set) var state: LessonsState
  private var binding: StackBinding<LessonsScreen>?
  private var subscription: EventSubscription?

  init(state: LessonsState = LessonsState(), router: Router<LessonsScreen>) {
    self.state = state
    binding = StackBinding(router: router) { [weak self] routes, _ in self?.send(.routesChanged(routes)) }
    subscription = router.observe { [weak self] event in
      if case .didDismiss(let route, let reason) = event { self?.send(.didDismiss(route.destination, reason)) }
    }
    binding?.update(state.routes)
  }

  func send(_ action: LessonsAction) {
    lessonsReducer(&state, action)
    binding?.update(state.routes)
  }
}
