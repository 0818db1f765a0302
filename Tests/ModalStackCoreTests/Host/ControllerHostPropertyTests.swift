import Foundation
import PropertyBased
import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// The host's promise to the engine, over random steps of every kind on the simulated UIKit
/// (sheets, covers, dimmed popups, toasts laid over, alerts; dismissals to any layer, the top
/// one included; path changes, swaps and detents on any layer): a step the host admits completes
/// exactly once, the window then shows the step applied (the host's stack is the planner's),
/// and no UIKit rule is broken; a step about a layer not on screen is refused. A step that never
/// completes would hold the router until its timeout. `swift test` runs 150 sequences;
/// `MODALSTACK_SOAK=N` runs N.
@MainActor
@Suite struct ControllerHostPropertyTests {
  static let presentations: [Presentation] = [
    .sheet, .fullScreenCover, .sheet(detents: [.medium, .large]), .popup(), .toast,
    .alert(title: "Sure?"),
  ]

  @Test func everyAdmittedStepCompletesOnceAndShows() async {
    let count = ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init) ?? 150
    await propertyCheck(count: count, input: Gen.int(in: 0...99_999).array(of: 1...20)) { numbers in
      try Self.check(numbers)
    }
  }

  static func check(_ numbers: [Int]) throws {
    let clock = SimulatedClock()
    let window = SimulatedWindow(clock: clock)
    let host = ControllerHost(root: window.root!, factory: SimulatedLayerFactory<Screen>(window: window))
    var expected = host.attach { _ in }
    var nextID = 0
    func route(_ number: Int, _ presentation: Presentation) -> Route<Screen> {
      defer { nextID += 1 }
      return Route(.learn(number), presentation: presentation, id: RouteID("r\(nextID)"))
    }
    for number in numbers {
      let argument = number / 5
      let index = argument % (expected.layerCount + 1)
      let step: PresentationStep<Screen>
      switch number % 5 {
      case 0, 1:
        var layerStack = RouteStack<Screen>()
        try layerStack.append(route(argument, presentations[argument % presentations.count]))
        if argument % 3 == 0 { try? layerStack.append(route(argument, .push)) }
        step = .present(layerStack.topLayer, animated: argument % 2 == 0)
      case 2:
        step = .dismiss(toLayer: index, animated: argument % 2 == 0)
      case 3:
        step = .setPath(layer: index, path: (0..<(argument % 3)).map { route($0, .push) }, animated: argument % 2 == 0)
      default:
        guard let modal = expected.layer(at: index)?.modal else { continue }
        if let sheet = modal.presentation.sheetConfiguration, argument % 2 == 0 {
          let detent = sheet.detents[argument % sheet.detents.count]
          var moved = modal
          moved.presentation = modal.presentation.selectingDetent(detent)
          step = .selectDetent(layer: index, route: moved)
        } else {
          step = .swapContent(layer: index, with: Layer(modal: route(argument, modal.presentation), path: []))
        }
      }
      let admission = host.admission(of: step)
      let layer: Int? =
        switch step {
        case .present: nil
        case .dismiss(let index, _), .setPath(let index, _, _), .swapContent(let index, _), .selectDetent(let index, _),
          .removeOverlay(let index):
          index
        }
      if let layer, layer >= expected.layerCount {
        // A step about a layer that is not on screen is refused, naming it.
        #expect(admission == .refused("layer \(layer) is not on screen"), "\(step)")
      }
      guard case .ready = admission else { continue }
      var completions = 0
      host.perform(step) { completions += 1 }
      clock.advance(by: .seconds(2))
      #expect(completions == 1, "\(step) completed \(completions) times")
      expected = step.applied(to: expected)
      #expect(host.shownStack(expected: expected) == expected, "after \(step)")
      #expect(host.controllers.count == expected.layerCount)
      #expect(window.violations.isEmpty, "\(window.violations)")
    }
  }
}
