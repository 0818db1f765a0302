import ModalStackCore

extension Scenario {
  /// Every presentation style and transition, each presented and then dismissed.
  static let styles = Scenario(
    name: "styles",
    summary: "every presentation style and transition, each checked against UIKit's rules"
  ) { timeline in
    let router = timeline.router
    let cases: [(String, Presentation)] = [
      ("sheet with detents", .sheet(detents: [.medium, .large], grabber: true)),
      ("pageSheet", .modal(.pageSheet)), ("formSheet, flipHorizontal", .modal(.formSheet, transition: .flipHorizontal)),
      ("fullScreen, crossDissolve", .modal(.fullScreen, transition: .crossDissolve)),
      ("fullScreen, partialCurl", .modal(.fullScreen, transition: .partialCurl)),
      ("overFullScreen, coverVertical", .modal(.overFullScreen, transition: .coverVertical)),
      ("currentContext", .modal(.currentContext)), ("overCurrentContext", .modal(.overCurrentContext)),
      ("popover on an anchor", .modal(.popover(PopoverAnchor("share-button")))),
      ("fullScreen, no animation", .modal(.fullScreen, transition: .none)),
      (
        "custom: move from the bottom + fade, 0.5 s",
        .modal(
          .overFullScreen, transition: .custom(CustomTransition(effects: [.move(.bottom), .opacity], duration: 0.5)))
      ),
      ("popup", .popup()),
    ]
    for (name, presentation) in cases {
      try await timeline.step("present \(name)", headline: name.hasPrefix("custom")) {
        try router.present(name, as: presentation, id: RouteID(name))
      }
      try await timeline.step("dismiss \(name)") { try router.dismiss() }
    }
    timeline.say("refused before UIKit sees them:")
    for (name, presentation) in [
      ("partialCurl on a page sheet", Presentation.modal(.pageSheet, transition: .partialCurl)),
      ("popover without anchor", .modal(.popover(PopoverAnchor("")))),
    ] {
      do {
        try router.present(name, as: presentation, id: RouteID(name))
      } catch {
        timeline.say("  \(name): \(error)")
      }
    }
  }
}
