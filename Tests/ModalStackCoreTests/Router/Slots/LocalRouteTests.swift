import Foundation
import ModalStackTesting
import Testing

@testable import ModalStackCore

/// View-local routes: shown like any route, never saved, refused with a typed error.
@MainActor
@Suite struct LocalRouteTests {
  private let local = LocalRoute(site: "Feed.swift:12:9", item: "42")

  @Test func aLocalRouteIsShownLikeAnyRoute() async throws {
    let clock = SimulatedClock()
    let host = SimulatedHost<LocalRoute>(clock: clock)
    let router = Router<LocalRoute>(scheduler: clock)
    try router.attach(host)
    try router.present(local, as: .fullScreenCover(dismissPolicy: .blocked))
    await host.settle()
    #expect(router.presented.description == "root ▸ fullScreenCover(local 42)")
    #expect(router.presented.last?.presentation == .modal(.fullScreen, dismissPolicy: .blocked))
    #expect(host.violations.isEmpty)
  }

  @Test func savingAStackWithALocalRouteIsRefusedNamingIt() async throws {
    let router = Router<LocalRoute>()
    #expect(throws: Never.self) { try router.savedState() }  // nothing local is up
    try router.present(local)
    #expect(throws: LocalRouteError.notRestorable(local)) { try router.savedState() }
    #expect(LocalRouteError.notRestorable(local).description.contains("Feed.swift:12:9"))
  }

  @Test(arguments: LocalRouteErrorCase.allCases)
  func everyErrorNamesItsInputAndWhatToDo(_ errorCase: LocalRouteErrorCase) {
    ErrorRule.expect(errorCase)
  }

  @Test func anAppsDestinationHoldsLocalRoutesThroughItsConformance() throws {
    let router = Router<AppScreen>()
    try router.present(AppScreen(local: local))
    try router.present(.settings)
    #expect(router.stack.routes.map(\.destination) == [.local(local), .settings])
    #expect(throws: LocalRouteError.notRestorable(local)) { try router.savedState() }
  }

  @Test func savedDataNeverDecodesALocalRoute() {
    #expect(throws: LocalRouteError.self) { try JSONDecoder().decode(LocalRoute.self, from: Data("{}".utf8)) }
  }
}

private enum AppScreen: Hashable, Codable, LocalRouteDestination {
  case settings
  case local(LocalRoute)
  init(local route: LocalRoute) { self = .local(route) }
}

enum LocalRouteErrorCase: ErrorCases {
  case notRestorable

  init(_ error: LocalRouteError) {
    self =
      switch error {
      case .notRestorable: .notRestorable
      }
  }

  var sample: (error: LocalRouteError, input: String) {
    switch self {
    case .notRestorable: (.notRestorable(LocalRoute(site: "Feed.swift:12:9", item: "42")), "Feed.swift:12:9")
    }
  }
}
