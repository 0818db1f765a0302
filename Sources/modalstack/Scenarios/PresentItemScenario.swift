import ModalStackCore

extension Scenario {
  /// One `present(item:)` whose item chooses push, sheet, cover or popup.
  static let presentItem = Scenario(
    name: "present-item",
    summary: "one present(item:) choosing push, sheet, cover or popup per item"
  ) { timeline in
    let router = timeline.router
    var binding: String?
    let slot = PresentationSlot(router: router) { binding = nil }
    let items: [(String, Presentation)] = [
      ("article", .push), ("editor", .sheet(detents: [.medium, .large])), ("player", .fullScreenCover), ("tip", .popup(alignment: .bottom)),
    ]
    for (item, presentation) in items {
      try await timeline.step("item = .\(item) → \(presentation.shortName)") {
        binding = item
        try slot.update(id: item) { Route(item, presentation: presentation) }
      }
    }
    try await timeline.step("item = nil") {
      binding = nil
      try slot.update(id: nil) { Route("unused", presentation: .sheet) }
    }
    timeline.say("binding: \(binding ?? "nil")")
  }
}
