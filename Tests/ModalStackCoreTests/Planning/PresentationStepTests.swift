import Testing

@testable import ModalStackCore

@Suite struct PresentationStepTests {
  private func push(_ name: String, in stack: NavigationStackID) -> Route<String> {
    Route(name, presentation: .push, id: RouteID(name), stack: stack)
  }

  /// Each navigation stack of a layer shows its own routes: a path change in one stack presents
  /// and dismisses only that stack's routes, whatever the others hold or where they sit.
  @Test func aPathChangeInOneStackLeavesTheOtherStacksRoutesAlone() throws {
    let (a1, b1, a2, b2) = (push("a1", in: "a"), push("b1", in: "b"), push("a2", in: "a"), push("b2", in: "b"))
    let stack = try RouteStack([a1, b1, a2])
    // A pop in stack a: b1 moves from index 1 to 0 of the layer's path, and stays.
    let popped = PresentationStep<String>.setPath(layer: 0, path: [b1], animated: true).change(from: stack)
    #expect(popped.presented.isEmpty)
    #expect(popped.dismissed == [a2, a1])
    // A push in stack b: only it appears.
    let pushed = PresentationStep<String>.setPath(layer: 0, path: [a1, b1, a2, b2], animated: true).change(from: stack)
    #expect(pushed.presented == [b2])
    #expect(pushed.dismissed.isEmpty)
    // Within one stack, what follows the first difference goes and comes, as a NavigationStack shows it.
    let swapped = PresentationStep<String>.setPath(layer: 0, path: [push("a0", in: "a"), b1, a2], animated: true)
      .change(from: stack)
    #expect(swapped.presented.map(\.destination) == ["a0", "a2"])
    #expect(swapped.dismissed == [a2, a1])
  }
}
