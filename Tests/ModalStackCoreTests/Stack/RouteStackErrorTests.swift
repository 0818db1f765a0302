import Foundation
import ModalStackTesting
import Testing

@testable import ModalStackCore

/// A refused command's error names the screen it is about (the destination's description, not
/// a generated id) and what to do, in its own text: what `print`, `localizedDescription`, the
/// refusal warning and the flight recorder show. Where only an id is known, it names the id and
/// where ids are read.
@MainActor
@Suite struct RouteStackErrorTests {
  /// A refused command, what sets it up, the screen its error must name and the fix it must say.
  struct Refusal: Sendable, CustomStringConvertible {
    let description: String
    let setUp: @MainActor @Sendable (Router<Screen>) throws -> Void
    let command: @MainActor @Sendable (Router<Screen>) throws -> Void
    let screen: String
    let fix: String
  }

  nonisolated static let refusals: [Refusal] = [
    Refusal(
      description: "a taken id",
      setUp: { try $0.present(.settings, as: .sheet, id: "settings") },
      command: { try $0.present(.profile("ada"), as: .sheet, id: "settings") },
      screen: "profile ada", fix: "give the route a new id"),
    Refusal(
      description: "a push onto a popup",
      setUp: { try $0.present(.popup("tip"), as: .popup()) },
      command: { try $0.push(.learn(7)) },
      screen: "learn 7", fix: "give it a background colour or present instead"),
    Refusal(
      description: "an insert before a modal",
      setUp: { try $0.present(.learn(2), as: .fullScreenCover) },
      command: { try $0.insert(.settings, before: $0.stack.routes[0].id) },
      screen: "learn 2", fix: "name a pushed route"),
    Refusal(
      description: "a detent the sheet does not have",
      setUp: { try $0.present(.profile("grace"), as: .sheet) },
      command: { try $0.selectDetent(.height(10), of: $0.stack.routes[0].id) },
      screen: "profile grace", fix: "not one of the sheet's detents"),
  ]

  @Test(arguments: refusals)
  func aRefusedCommandNamesItsScreenAndTheFix(_ refusal: Refusal) throws {
    let harness = Harness()
    try refusal.setUp(harness.router)
    let error = try #require(throws: RouteStackError.self) { try refusal.command(harness.router) }
    #expect(error.localizedDescription == "\(error)")
    #expect(error.localizedDescription.contains(refusal.screen))
    #expect(error.localizedDescription.contains(refusal.fix))
  }

  @Test(arguments: RouteStackErrorCase.allCases)
  func everyCaseNamesItsInputAndWhatToDo(_ errorCase: RouteStackErrorCase) {
    ErrorRule.expect(errorCase)
  }

  @Test func anIdNotOnTheStackIsNamedWithWhereIdsAreRead() throws {
    let harness = Harness()
    let error = try #require(throws: RouteStackError.self) { try harness.router.dismiss("gone") }
    #expect(error.localizedDescription.contains("no route gone on the stack"))
    #expect(error.localizedDescription.contains("router.stack"))
  }

  @Test func aSentRefusalPrintsTheSameTextInTheWarningTheEventAndTheTrace() async throws {
    let harness = Harness()
    harness.router.startRecording()
    var warnings: [String] = []
    harness.router.refusalWarning = { warnings.append($0) }
    try harness.router.present(.settings, as: .sheet, id: "settings")
    await harness.host.settle()
    let router = harness.router
    await Task.detached { router.send(.present(.profile("ada"), .sheet, id: "settings")) }.value
    await harness.host.settle()
    let text = RouteStackError.duplicateRouteID("settings", screen: "profile ada").description
    #expect(warnings.count == 1 && warnings.allSatisfy { $0.hasSuffix(text) })
    #expect(harness.events.contains { "\($0)" == "commandFailed: \(text)" })
    let recorded = harness.router.trace().entries.compactMap { if case .event(let e) = $0.kind { e.text } else { nil } }
    #expect(recorded.contains("commandFailed: \(text)"))
  }
}

enum RouteStackErrorCase: ErrorCases {
  case duplicateRouteID, invalidPresentation, routeNotFound, nothingToPop, nothingToDismiss, invalidCount
  case protectedFlow, protectedScope, noStackShowsPushes, indexOutOfRange, tooFewRoutes, tooFewLayers
  case tooFewPushes, noRouteMatches, destinationTypeMismatch, noLocalRoutes, notAPush

  init(_ error: RouteStackError) {
    self =
      switch error {
      case .duplicateRouteID: .duplicateRouteID
      case .invalidPresentation: .invalidPresentation
      case .routeNotFound: .routeNotFound
      case .nothingToPop: .nothingToPop
      case .nothingToDismiss: .nothingToDismiss
      case .invalidCount: .invalidCount
      case .protectedFlow(let id, _): id == nil ? .protectedScope : .protectedFlow
      case .noStackShowsPushes: .noStackShowsPushes
      case .indexOutOfRange: .indexOutOfRange
      case .tooFewRoutes: .tooFewRoutes
      case .tooFewLayers: .tooFewLayers
      case .tooFewPushes: .tooFewPushes
      case .noRouteMatches: .noRouteMatches
      case .destinationTypeMismatch: .destinationTypeMismatch
      case .noLocalRoutes: .noLocalRoutes
      case .notAPush: .notAPush
      }
  }

  /// Where a case knows the screen, the input its text must name is the screen, not the id.
  var sample: (error: RouteStackError, input: String) {
    switch self {
    case .duplicateRouteID: (.duplicateRouteID("settings", screen: "profile ada"), "profile ada")
    case .invalidPresentation: (.invalidPresentation(RouteID(), .emptyDetents, screen: "learn 7"), "learn 7")
    case .routeNotFound: (.routeNotFound("gone"), "route gone")
    case .nothingToPop: (.nothingToPop, "pushed route")
    case .nothingToDismiss: (.nothingToDismiss, "modal")
    case .invalidCount: (.invalidCount(0), "count 0")
    case .protectedFlow: (.protectedFlow(RouteID(), screen: "profile payment"), "profile payment")
    case .protectedScope: (.protectedFlow(nil, screen: nil), "a scope")
    case .noStackShowsPushes: (.noStackShowsPushes("feed"), "feed")
    case .indexOutOfRange: (.indexOutOfRange(4, valid: 0...2), "index 4")
    case .tooFewRoutes: (.tooFewRoutes(3, available: 1), "3 routes")
    case .tooFewLayers: (.tooFewLayers(3, available: 1), "3 layers")
    case .tooFewPushes: (.tooFewPushes(3, available: 1, stack: "feed"), "feed")
    case .noRouteMatches: (.noRouteMatches("settings"), "settings")
    case .destinationTypeMismatch: (.destinationTypeMismatch("Other", router: "Screen"), "Other")
    case .noLocalRoutes: (.noLocalRoutes(router: "Screen"), "Router<Screen>")
    case .notAPush: (.notAPush(RouteID(), screen: "learn 2"), "learn 2")
    }
  }
}
