import ModalStackCore

extension Scenario {
  /// One `present(item:)` whose item chooses push, sheet, cover or popup.
  static let presentItem = Scenario(
    name: "present-item",
    summary: "one present(item:) choosing push, sheet, cover or popup per item"
  ) { timeline in
    let router = timeline.router
    var binding: LibraryItem?
    // What the adapter's `present(item:presentation:destination:)` keeps for one binding.
    let slot = PresentationSlot(router: router) { _ in binding = nil }
    for item in LibraryItem.allCases {
      try await timeline.step("item = .\(item) → \(item.presentation.shortName)", headline: item == .player) {
        binding = item
        try slot.update(binding, presentation: \.presentation, destination: \.rawValue)
      }
    }
    try await timeline.step("item = nil") {
      binding = nil
      try slot.update(binding, presentation: \.presentation, destination: \.rawValue)
    }
    timeline.say("binding: \(binding.map { ".\($0)" } ?? "nil")")
  }
}

/// The item of the present-item scenario: each kind of item is shown its own way.
enum LibraryItem: String, CaseIterable, Identifiable {
  case article, editor, player, tip

  var id: Self { self }

  /// How the item is shown, chosen by the item rather than by a SwiftUI modifier.
  var presentation: Presentation {
    switch self {
    case .article: .push
    case .editor: .sheet(detents: [.medium, .large])
    case .player: .fullScreenCover
    case .tip: .popup(alignment: .bottom)
    }
  }
}
