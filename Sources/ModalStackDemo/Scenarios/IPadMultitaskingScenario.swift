import ModalStackCore
import ModalStackTesting

extension Scenario {
  /// An iPad window resized in Split View: a popover becomes a sheet and back while it is up; a
  /// swipe on the adapted sheet is the user's interactive dismissal, not a tap outside.
  static let iPadMultitasking = Scenario(
    name: "ipad-multitasking",
    summary: "a popover becomes a sheet and back as the window is resized; a swipe on the sheet is interactive"
  ) { timeline in
    let host = timeline.host
    let router = timeline.router
    let filters = Presentation.modal(.popover(PopoverAnchor("filters")))
    await timeline.step("full screen on an iPad: regular width") { host.resize(to: .regular) }
    try await timeline.step("filters as a popover") { try router.present("filters", as: filters) }
    await timeline.step("Split View makes the window narrow: the popover becomes a sheet") { host.resize(to: .compact) }
    await timeline.step("wide again: a popover again") { host.resize(to: .regular) }
    await timeline.step("narrow again, and the user swipes the sheet down", headline: true) {
      host.resize(to: .compact)
      host.swipeDown(progress: 0.4)
    }
    await timeline.step("wide again") { host.resize(to: .regular) }
    try await timeline.step("filters as a popover again") { try router.present("filters", as: filters) }
    await timeline.step("the user taps outside the popover") { host.tapOutside() }
  }
}
