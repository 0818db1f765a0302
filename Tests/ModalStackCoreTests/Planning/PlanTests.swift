import PropertyBased
import Testing

@testable import ModalStackCore

@Suite struct PlanTests {
  private func stack(_ routes: [Route<Screen>]) throws -> RouteStack<Screen> { try RouteStack(routes) }
  private func cover(_ id: Int) -> Route<Screen> {
    Route(.learn(id), presentation: .fullScreenCover, id: RouteID("c\(id)"))
  }
  private func push(_ name: String) -> Route<Screen> {
    Route(.profile(name), presentation: .push, id: RouteID("p\(name)"))
  }
  private func sheet(_ id: Int) -> Route<Screen> { Route(.learn(id), presentation: .sheet, id: RouteID("s\(id)")) }
  private func popup(_ id: Int) -> Route<Screen> { Route(.learn(id), presentation: .popup(), id: RouteID("u\(id)")) }

  @Test func equalStacksNeedNoStep() throws {
    let a = try stack([cover(1), push("a")])
    #expect(Plan.steps(from: a, to: a).isEmpty)
    #expect(Plan.steps(from: a, to: try stack([cover(1), push("a")])).isEmpty)
  }

  @Test func newLayersArePresentedBottomUpOnlyTheLastAnimated() throws {
    let steps = Plan.steps(from: RouteStack(), to: try stack([cover(1), cover(2), push("x"), cover(3)]))
    #expect(steps.count == 3)
    #expect(steps.map(\.isAnimated) == [false, false, true])
    guard case .present(let second, _) = steps[1] else {
      Issue.record("expected a presentation")
      return
    }
    #expect(second.routes.map(\.id) == ["c2", "px"])  // the path is part of the presentation
  }

  @Test func atMostOneDismissalPerChange() throws {
    let from = try stack((1...6).map(cover))
    let to = try stack([cover(1), sheet(9)])
    let steps = Plan.steps(from: from, to: to)
    #expect(steps.filter { if case .dismiss = $0 { true } else { false } }.count == 1)
    #expect(steps.first == .dismiss(toLayer: 1, animated: false))
    #expect(steps.last == .present(try #require(to.layer(at: 2)), animated: true))
  }

  @Test func aLoneDismissalAnimates() throws {
    let steps = Plan.steps(from: try stack((1...4).map(cover)), to: RouteStack())
    #expect(steps == [.dismiss(toLayer: 0, animated: true)])
  }

  @Test func pathChangesOfALayerAreFoldedIntoOneStep() throws {
    let from = try stack([cover(1), push("a"), push("b")])
    let to = try stack([cover(1), push("c"), push("d"), push("e")])
    #expect(
      Plan.steps(from: from, to: to) == [.setPath(layer: 1, path: [push("c"), push("d"), push("e")], animated: true)])
  }

  @Test func pathChangeUnderANewLayerDoesNotAnimate() throws {
    let from = try stack([cover(1)])
    let to = try stack([cover(1), push("a"), cover(2)])
    let steps = Plan.steps(from: from, to: to)
    #expect(steps.map(\.isAnimated) == [false, true])
    #expect(steps.first == .setPath(layer: 1, path: [push("a")], animated: false))
  }

  @Test func pathChangeBelowTheTopKeepsTheLayersAbove() throws {
    let from = try stack([cover(1), cover(2)])
    let to = try stack([cover(1), push("a"), cover(2)])
    #expect(Plan.steps(from: from, to: to) == [.setPath(layer: 1, path: [push("a")], animated: false)])
  }

  @Test func aChangedDestinationWithTheSameIDIsShownInPlace() throws {
    let from = try stack([cover(1)])
    let to = try stack([Route(.learn(99), presentation: .fullScreenCover, id: "c1")])
    #expect(Plan.steps(from: from, to: to) == [.swapContent(layer: 1, with: try #require(to.layer(at: 1)))])
    // The route goes and comes, as a dismissal and a presentation would report it.
    let change = try #require(Plan.steps(from: from, to: to).first).change(from: from)
    #expect(change.presented.map(\.destination) == [.learn(99)])
    #expect(change.dismissed.map(\.destination) == [.learn(1)])
  }

  /// A layer replaced by one presented the same way keeps its controller: FlowStacks' rule, no
  /// transition. The layers above it stay; a hidden middle layer changes out of sight.
  @Test func aLayerReplacedByOnePresentedTheSameWayIsSwappedInPlace() throws {
    let from = try stack([cover(1), cover(2), cover(3)])
    let to = try stack([cover(1), cover(9), push("a"), cover(3)])
    let steps = Plan.steps(from: from, to: to)
    #expect(steps == [.swapContent(layer: 2, with: try #require(to.layer(at: 2)))])
    #expect(steps.reduce(from) { $1.applied(to: $0) } == to)
    #expect(steps.allSatisfy { !$0.isAnimated })
  }

  @Test func aControllerTheAppMadeIsNeverGivenAnotherRouteInPlace() throws {
    let safari = Route(Screen.profile("a"), presentation: .sheet.showingController, id: "a")
    let share = Route(Screen.profile("b"), presentation: .sheet.showingController, id: "b")
    let from = try stack([cover(1), safari])
    let to = try stack([cover(1), share])
    let steps = Plan.steps(from: from, to: to)
    #expect(steps == [.dismiss(toLayer: 1, animated: false), .present(try #require(to.layer(at: 2)), animated: true)])
    #expect(steps.reduce(from) { $1.applied(to: $0) } == to)
  }

  @Test func swapsComeFirstThenTheDismissalThenPresentationsOneAnimated() throws {
    let from = try stack([cover(1), cover(2), cover(3), cover(4)])
    let to = try stack([cover(1), cover(2), cover(7), cover(8), cover(9)])
    let steps = Plan.steps(from: from, to: to)
    #expect(
      steps == [
        .swapContent(layer: 3, with: try #require(to.layer(at: 3))),
        .swapContent(layer: 4, with: try #require(to.layer(at: 4))),
        .present(try #require(to.layer(at: 5)), animated: true),
      ])
    let fewer = try stack([cover(1), cover(7)])
    #expect(
      Plan.steps(from: from, to: fewer) == [
        .swapContent(layer: 2, with: try #require(fewer.layer(at: 2))), .dismiss(toLayer: 2, animated: true),
      ])
  }

  /// A pushed route on both paths of a swapped layer stays: it neither goes nor comes.
  @Test func aSwapReportsOnlyTheRoutesThatGoAndCome() throws {
    let from = try stack([cover(1), push("a"), push("b")])
    let to = try stack([Route(.learn(9), presentation: .fullScreenCover, id: "c9"), push("a"), push("c")])
    let steps = Plan.steps(from: from, to: to)
    #expect(steps.count == 1)
    let change = try #require(steps.first).change(from: from)
    #expect(change.presented.map(\.id) == ["c9", "pc"])
    #expect(change.dismissed.map(\.id) == ["pb", "c1"])
  }

  @Test func anotherStyleOrAPopupIsPresentedAgain() throws {
    let restyled = Plan.steps(from: try stack([cover(1)]), to: try stack([sheet(1)]))
    #expect(restyled.map(\.description) == ["dismiss to layer 0 (no animation)", "present sheet(learn 1)"])
    let popups = Plan.steps(from: try stack([popup(1)]), to: try stack([popup(2)]))
    #expect(popups.count == 2)
    #expect(!popups.contains { if case .swapContent = $0 { true } else { false } })
  }

  @Test(arguments: AnimationPolicy.allCases)
  func animationPolicyDecidesWhatAnimates(policy: AnimationPolicy) throws {
    let steps = Plan.steps(
      from: try stack([cover(1), cover(2)]), to: try stack([sheet(3), sheet(4), sheet(5)]), policy: policy)
    let expected: [Bool] =
      switch policy {
      case .lastOnly: [false, false, false, true]
      case .all: [true, true, true, true]
      case .none: [false, false, false, false]
      }
    #expect(steps.map(\.isAnimated) == expected)
  }

  @Test func neverPresentsOnAControllerThatPresents() throws {
    // Whatever the stacks, the dismissal comes before any presentation, and each presentation
    // goes on the layer the previous step left on top.
    let from = try stack([cover(1), cover(2), cover(3)])
    let to = try stack([cover(1), sheet(7), sheet(8)])
    let steps = Plan.steps(from: from, to: to)
    let lastDismissal = try #require(steps.lastIndex { if case .dismiss = $0 { true } else { false } })
    let firstPresentation = try #require(steps.firstIndex { if case .present = $0 { true } else { false } })
    #expect(lastDismissal < firstPresentation)
    #expect(steps.reduce(from) { $1.applied(to: $0) } == to)
  }

  /// A toast is laid over the controller under it, not presented: when it goes from under a
  /// layer presented after it (its time is up), that layer stays, and is not presented again.
  @Test func aToastGoingFromUnderALayerLeavesTheLayerUp() throws {
    let toast = Route<Screen>(.popup("saved"), presentation: .toast, id: "toast")
    for above in [sheet(1), popup(2)] {
      let steps = Plan.steps(from: try stack([toast, above]), to: try stack([above]))
      #expect(!steps.contains { if case .present = $0 { true } else { false } }, "\(above) presented again: \(steps)")
    }
  }

  @Test func aChangeOnTopOfADeepStackIsOneStep() throws {
    var deep = RouteStack<Screen>()
    for index in 1...20_000 { try deep.append(Route(.learn(index), presentation: .fullScreenCover)) }
    var target = deep
    try target.append(cover(0))
    #expect(Plan.steps(from: deep, to: target).count == 1)
    #expect(Plan.steps(from: target, to: deep) == [.dismiss(toLayer: 20_000, animated: true)])
  }
}

/// Random pairs of stacks: the plan always reaches the target legally.
@Suite struct PlanPropertyTests {
  /// How generated routes are shown: pushes, and modals that differ in style, detents, dismiss
  /// policy and background, popups among them, so swaps in place meet every case.
  static let presentations: [Presentation] = [
    .fullScreenCover, .sheet, .push, .popup(), .sheet(detents: [.medium]),
    .sheet(detents: [.large], dismissPolicy: .blocked), .push,
    .modal(.overFullScreen), .popup(alignment: .bottom, dimming: .none, dismissOnTapOutside: false),
  ]

  /// A stack from numbers: each one a modal or a push, with ids from a small pool so that two
  /// stacks share routes.
  static func stack(_ numbers: [Int]) -> RouteStack<Screen> {
    var stack = RouteStack<Screen>()
    var used = Set<Int>()
    for number in numbers where used.insert(number % 12).inserted {
      let presentation: Presentation = Self.presentations[number / 12 % Self.presentations.count]
      try? stack.append(
        Route(
          .learn(number % 12), presentation: presentation,
          id: RouteID("r\(number % 12)-\(number / 12 % Self.presentations.count)")))
    }
    return stack
  }

  @Test func everyPlanReachesTheTargetWithOneDismissalAtMostAndOneAnimation() async {
    let numbers = Gen.int(in: 0...(12 * Self.presentations.count - 1)).array(of: 0...10)
    await propertyCheck(count: 2_000, input: numbers, numbers) { left, right in
      let from = Self.stack(left)
      let to = Self.stack(right)
      let steps = Plan.steps(from: from, to: to)
      #expect(steps.reduce(from) { $1.applied(to: $0) } == to)
      let dismissals = steps.indices.filter { if case .dismiss = steps[$0] { true } else { false } }
      let presentations = steps.indices.filter { if case .present = steps[$0] { true } else { false } }
      #expect(dismissals.count <= 1)
      // Before the dismissal only swaps in place and unanimated path changes: the layers being
      // dismissed hide them.
      if let dismissal = dismissals.first {
        #expect(
          steps[..<dismissal].allSatisfy {
            switch $0 {
            case .setPath(_, _, false), .swapContent, .removeOverlay: true
            default: false
            }
          })
      }
      // A swap keeps the controller, so its new modal route is presented exactly as the old one.
      var shown = from
      for step in steps {
        defer { shown = step.applied(to: shown) }
        // A toast taken from under layers that stay leaves them up.
        if case .removeOverlay(let index) = step {
          #expect(shown.layer(at: index).map(Plan.isOverlay) == true)
          #expect(index < shown.layerCount - 1, "a toast on top goes with the dismissal")
        }
        guard case .swapContent(let index, let layer) = step else { continue }
        #expect(shown.layer(at: index)?.modal?.presentation == layer.modal?.presentation)
        #expect(layer.modal?.modal?.style.isPopup == false, "a popup is presented again, never swapped")
      }
      #expect(presentations.dropLast().allSatisfy { !steps[$0].isAnimated })
      if let last = presentations.last { #expect(steps[last].isAnimated) }
      #expect(steps.filter(\.isAnimated).count <= 1, "one animation per change")
    }
  }
}
