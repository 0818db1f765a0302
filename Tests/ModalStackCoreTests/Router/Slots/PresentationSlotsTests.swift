import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

@MainActor
@Suite struct PresentationSlotsTests {
  @Test func contentIsForgottenWhenItsRouteIsDismissedByAnyone() async throws {
    let harness = Harness()
    let slots = harness.router.presentationSlots
    let swiped = try harness.router.present(.settings, as: .sheet)
    let dismissed = try harness.router.present(.learn(1), as: .fullScreenCover)
    slots.setContent("settings view", for: swiped)
    slots.setContent("lesson view", for: dismissed)
    await harness.host.settle()
    try harness.router.dismiss(dismissed)
    await harness.host.settle()
    #expect(slots.content(for: dismissed) == nil)
    #expect(slots.content(for: swiped) as? String == "settings view")
    harness.host.swipeDown()
    await harness.host.settle()
    #expect(slots.contentCount == 0)
  }

  @Test func contentOfARouteReplacedBeforeItWasShownIsForgottenAndALeavingOneIsKept() async throws {
    let harness = Harness()
    let slots = harness.router.presentationSlots
    let first = try harness.router.present(.settings, as: .sheet)
    slots.setContent("first item", for: first)
    try harness.router.replace(with: [Route(.learn(2), presentation: .sheet, id: "second")])
    slots.setContent("second item", for: "second")
    #expect(slots.content(for: first) == nil)  // never shown: no dismissal will come for it
    await harness.host.settle()
    try harness.router.dismiss("second")
    #expect(slots.content(for: "second") as? String == "second item")  // still on screen while it is dismissed
    await harness.host.settle()
    #expect(slots.contentCount == 0)
  }
}
