import ModalStackCore
import Testing

@Suite struct RouterEventTests {
  let route = Route(Screen.settings, presentation: .sheet, id: "s")

  @Test func willEventsBeginARoutesTransitionAndDidEventsEndIt() throws {
    let begins: [RouterEvent<Screen>] = [
      .willPresent(route, reason: .programmatic), .willDismiss(route, reason: .interactive),
    ]
    let ends: [RouterEvent<Screen>] = [
      .didPresent(route, reason: .programmatic), .didDismiss(route, reason: .tapOutside),
    ]
    for event in begins {
      let boundary = try #require(event.transitionBoundary)
      #expect(boundary.route == "s" && boundary.boundary == .begins)
    }
    for event in ends {
      let boundary = try #require(event.transitionBoundary)
      #expect(boundary.route == "s" && boundary.boundary == .ends)
    }
  }

  @Test func otherEventsAreNoTransitionsEdge() {
    let others: [RouterEvent<Screen>] = [
      .dismissBlocked(route, reason: .interactive), .dismissConfirmation(route, reason: .interactive, accepted: true),
      .resumedAfterForeignPresentation, .hostDetached, .waitingForForeignPresentation("alert"),
    ]
    #expect(others.allSatisfy { $0.transitionBoundary == nil })
  }
}
