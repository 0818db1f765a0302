import Foundation
import Testing

@testable import ModalStackCore

/// What an app shows or logs of an error (`localizedDescription`) is the error's own
/// description, which names the input, for every error type the core throws.
@Suite struct ErrorDescriptionTests {
  static let errors: [any Error & CustomStringConvertible] = [
    RouteStackError.routeNotFound(RouteID("settings")),
    PresentationError.emptyDetents,
    HostAttachError.windowHasAnotherRouter,
    LocalRouteError.notRestorable(LocalRoute(site: "Home.swift:12:5", item: "1")),
    DeepLinkError.malformedURL("myapp://%%"),
    RestorationError.unsupportedVersion(found: 9, supported: 1),
    TraceError.corrupted("not JSON"),
    PopupQueueError.priorityOutOfRange(1_000),
  ]

  @Test(arguments: 0..<errors.count)
  func anErrorReadsAsItsDescriptionWhereAppsShowIt(_ index: Int) {
    let error = Self.errors[index]
    #expect(error.localizedDescription == error.description)
    #expect(!error.localizedDescription.contains("error 0") && !error.localizedDescription.contains("error 1"))
  }
}
