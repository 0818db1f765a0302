import PropertyBased
import Testing

@testable import ModalStackCore

/// Random arrivals and departures: never two dimmed popups of the same priority up at once (a
/// higher one is always above a lower one), never more toasts than the limit, and every popup
/// that waits shows once those above it go.
@Suite struct PopupQueueStatePropertyTests {
  @Test(arguments: PopupQueueRules.HigherPriority.allCases)
  func queuesKeepTheirRulesAndEveryPopupShows(policy: PopupQueueRules.HigherPriority) async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...9_999).array(of: 30)) { operations in
      let rules = PopupQueueRules(higherPriority: policy, visibleToasts: 2)
      var queue = PopupQueueState<String>()
      var everShown = Set<RouteID>()
      var enqueued = Set<RouteID>()
      func advance() {
        for popup in queue.advance(rules: rules).shown {
          #expect(everShown.insert(popup.id).inserted, "\(popup.id) shown twice")
        }
        let dimmed = queue.shown.filter { !$0.popup.isToast }.map(\.popup.priority)
        #expect(zip(dimmed, dimmed.dropFirst()).allSatisfy { $0 < $1 }, "dimmed popups not rising: \(dimmed)")
        if policy == .replace { #expect(dimmed.count <= 1) }
        #expect(queue.shown.filter(\.popup.isToast).count <= 2)
      }
      for (index, operation) in operations.enumerated() {
        switch operation % 4 {
        case 0, 1:
          let id = RouteID("p\(index)")
          let priorities: [PopupPriority] = [.low, .normal, .high, .critical]
          let presentation: Presentation = operation % 3 == 0 ? .toast : .popup
          queue.enqueue(
            QueuedPopup(
              route: Route("p", presentation: presentation, id: id), priority: priorities[(operation / 4) % 4],
              lifetime: nil, announcement: nil, whenIdle: false, advance: .byRules))
          enqueued.insert(id)
        case 2:
          // The top popup goes (the user closes it, or its time is up).
          if let top = queue.shown.last?.popup.id { queue.forgetShown { $0 == top } }
        default:
          // One under the top goes (a toast's time is up under a dimmed popup).
          if let first = queue.shown.first?.popup.id { queue.forgetShown { $0 == first } }
        }
        advance()
      }
      // Everything that shows goes, one at a time: every popup that waited shows.
      while let top = queue.shown.last?.popup.id {
        queue.forgetShown { $0 == top }
        advance()
      }
      #expect(queue.waiting.isEmpty)
      #expect(everShown == enqueued)
    }
  }
}
