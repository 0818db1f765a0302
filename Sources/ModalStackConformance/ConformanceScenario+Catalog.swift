import ModalStackCore

extension ConformanceScenario {
  /// Every conformance scenario, in the order the suites run them.
  package static let all: [ConformanceScenario] =
    styles + transitions + userActions + otherCode + navigation + windows + swiftUISide + swiftUINavigation

  /// The scenario with this name, if any.
  package static func named(_ name: String) -> ConformanceScenario? { all.first { $0.name == name } }

  /// Present and dismiss in every presentation style; swipe the ones the user can swipe.
  static let styles: [ConformanceScenario] = [
    ConformanceScenario(
      "sheet", "a sheet: presented, swiped away, presented again and dismissed by the router",
      actions: [.present("settings", .sheet), .swipeDown(cancel: false), .present("settings", .sheet), .dismiss]),
    ConformanceScenario(
      "page-sheet", "a page sheet: a swipe let go early keeps it; the router dismisses it",
      actions: [.present("notes", .modal(.pageSheet)), .swipeDown(cancel: true), .dismiss]),
    ConformanceScenario(
      "form-sheet", "a form sheet on a phone: presented, swiped away",
      actions: [.present("login", .modal(.formSheet)), .swipeDown(cancel: false)]),
    ConformanceScenario(
      "full-screen", "a full-screen cover removes the presenter's view and gives it back",
      actions: [.present("player", .fullScreenCover), .swipeDown(cancel: false), .dismiss]),
    ConformanceScenario(
      "over-full-screen", "over full screen: the presenter stays; no swipe",
      actions: [.present("overlay", .modal(.overFullScreen)), .swipeDown(cancel: false), .dismiss]),
    ConformanceScenario(
      "current-context", "current context from the root: covers the root, like full screen",
      actions: [.present("context", .modal(.currentContext)), .dismiss]),
    ConformanceScenario(
      "over-current-context", "over current context from the root: the root stays",
      actions: [.present("context", .modal(.overCurrentContext)), .dismiss]),
    ConformanceScenario(
      "popover-compact", "a popover at compact width is shown as a sheet and swiped away",
      actions: [.present("filters", .modal(.popover(PopoverAnchor("filters")))), .swipeDown(cancel: false)]),
    ConformanceScenario(
      "popover-regular", "a popover at regular width: a tap outside closes it; the router closes the next",
      actions: [
        .resize(.regular), .present("filters", .modal(.popover(PopoverAnchor("filters")))), .tapOutside,
        .present("filters", .modal(.popover(PopoverAnchor("filters")))), .dismiss,
      ]),
    ConformanceScenario(
      "popup", "a dimmed popup: presented over full screen, a tap on its background closes it",
      actions: [.present("rating", .popup), .tapOutside]),
    ConformanceScenario(
      "toast", "a toast lets touches through: laid over the top controller, not presented",
      actions: [.present("saved", .popup(alignment: .bottom, dimming: .none)), .tapOutside, .dismiss]),
  ]

  /// Every UIKit transition style, and none.
  static let transitions: [ConformanceScenario] = [
    ConformanceScenario(
      "transition-cross-dissolve", "a cover that cross-dissolves in and out",
      actions: [.present("photo", .modal(.fullScreen, transition: .crossDissolve)), .dismiss]),
    ConformanceScenario(
      "transition-flip-horizontal", "a cover that flips in and out",
      actions: [.present("card", .modal(.fullScreen, transition: .flipHorizontal)), .dismiss]),
    ConformanceScenario(
      "transition-partial-curl", "a partial curl over the full-screen root",
      actions: [.present("page", .modal(.fullScreen, transition: .partialCurl)), .dismiss]),
    ConformanceScenario(
      "transition-none", "a sheet with no animation in or out",
      actions: [.present("settings", .modal(.pageSheet, transition: .none)), .dismiss]),
  ]

  /// What the user does to sheets: blocked swipes, detents, a stack closed at once.
  static let userActions: [ConformanceScenario] = [
    ConformanceScenario(
      "swipe-blocked", "a sheet that blocks interactive dismissal: the swipe is an attempt, the router dismisses",
      actions: [.present("payment", .sheet(dismissPolicy: .blocked)), .swipeDown(cancel: false), .dismiss]),
    ConformanceScenario(
      "detents", "a sheet with medium and large detents: dragged, moved by the router, swiped away",
      actions: [
        .present("places", .sheet(detents: [.medium, .large], grabber: true)), .dragSheet(.large),
        .selectDetent(.medium),
        .swipeDown(cancel: false),
      ]),
    ConformanceScenario(
      "undimmed-detent", "a sheet resting at its undimmed detent lets a tap outside through",
      actions: [
        .present("map", .sheet(detents: [.medium, .large], largestUndimmedDetent: .medium)), .tapOutside, .dismiss,
      ]),
    ConformanceScenario(
      "dismiss-middle",
      "three covers; the middle one is dismissed with the one above it: only the top animates, the bottom appears",
      actions: [
        .present("a", .fullScreenCover), .present("b", .fullScreenCover), .present("c", .fullScreenCover),
        .dismissModal(depth: 2),
      ]),
    ConformanceScenario(
      "dismiss-all-covers", "three covers closed by one dismissal from the root: only the top animates",
      actions: [
        .present("a", .fullScreenCover), .present("b", .fullScreenCover), .present("c", .fullScreenCover), .dismissAll,
      ]),
    ConformanceScenario(
      "dismiss-all", "three layers closed by one dismissal: only the top animates",
      actions: [
        .present("settings", .sheet), .present("player", .fullScreenCover), .present("share", .sheet), .dismissAll,
      ]),
  ]

  /// Controllers others present in the same window.
  static let otherCode: [ConformanceScenario] = [
    ConformanceScenario(
      "foreign-alert", "other code's alert over a sheet: the router waits for it, then presents",
      actions: [
        .present("settings", .sheet), .presentForeign(.alert), .present("learn 42", .fullScreenCover), .dismissForeign,
      ]),
    ConformanceScenario(
      "foreign-sheet", "other code's sheet on the root: the router presents over it and dismisses back to it",
      actions: [.presentForeign(.sheet), .present("settings", .sheet), .dismiss, .dismissForeign]),
    ConformanceScenario(
      "foreign-dismiss-takes-layers", "other code dismisses its sheet and takes the router's layer above it with it",
      actions: [.presentForeign(.sheet), .present("settings", .sheet), .dismissForeign]),
    ConformanceScenario(
      "foreign-sheet-partial-curl",
      "a partialCurl route over other code's sheet: refused before UIKit, which would throw, and the app goes on",
      actions: [
        .presentForeign(.sheet), .present("page", .modal(.fullScreen, transition: .partialCurl)), .dismissForeign,
        .present("settings", .sheet),
      ]),
  ]

  /// Navigation stacks under and inside modals.
  static let navigation: [ConformanceScenario] = [
    ConformanceScenario(
      "push-under-modal", "a push on the root while a sheet still covers it, and the sheet's dismissal",
      actions: [.push("list"), .present("settings", .sheet), .dismissThenPush("detail"), .pop]),
    ConformanceScenario(
      "push-in-sheet", "pushes inside a sheet created with its own navigation stack; the user taps back",
      actions: [
        .present("settings", .modal(.sheet(SheetConfiguration()), navigation: .always)), .push("about"),
        .push("licenses"), .tapBack,
        .pop, .dismiss,
      ]),
  ]

  /// Several windows.
  static let windows: [ConformanceScenario] = [
    ConformanceScenario(
      "two-windows", "two windows with a router each: their chains are independent; closing one leaves the other",
      [
        ConformanceStep(.present("settings", .sheet)),
        ConformanceStep(.openWindow, window: 1),
        ConformanceStep(.present("learn 42", .fullScreenCover), window: 1),
        ConformanceStep(.closeWindow, window: 1),
        ConformanceStep(.dismissAll),
      ])
  ]

  /// The SwiftUI side of a real app: roots that come and go, the background, iPad widths.
  static let swiftUISide: [ConformanceScenario] = [
    ConformanceScenario(
      "recreated-root", "a root re-created (`.id(user)`) while a sheet is up: the window keeps its host and sheet",
      actions: [
        .showRoot("home 1"), .present("settings", .sheet), .showRoot("home 2"), .removeRoot("home 1"), .dismiss,
        .present("about", .sheet), .dismiss,
      ]),
    ConformanceScenario(
      "root-leaves-with-layers",
      "the router's last root leaves (sign-out's `if`): its layers are dismissed with it, in one transition",
      actions: [
        .showRoot("home"), .present("settings", .sheet), .present("lesson", .fullScreenCover), .removeRoot("home"),
      ]),
    ConformanceScenario(
      "background", "a presentation that spans a trip to the background completes on return, with no fault",
      [
        ConformanceStep(.present("settings", .sheet), settles: false),
        ConformanceStep(.enterBackground),
        ConformanceStep(.enterForeground),
        ConformanceStep(.dismiss),
      ]),
    ConformanceScenario(
      "ipad-widths", "a popover becomes a sheet and back as an iPad window is resized; a swipe on the sheet",
      actions: [
        .resize(.regular), .present("filters", .modal(.popover(PopoverAnchor("filters")))), .resize(.compact),
        .resize(.regular),
        .resize(.compact), .swipeDown(cancel: false), .resize(.regular), .present("login", .modal(.formSheet)),
        .dismiss,
      ]),
  ]
}
