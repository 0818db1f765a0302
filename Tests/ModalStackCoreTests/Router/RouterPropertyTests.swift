import Foundation
import PropertyBased
import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// Random command sequences, with user swipes, taps, rotations and clock advances mixed in, run
/// against the simulated UIKit host and checked against a simple reference model.
@MainActor
@Suite struct RouterPropertyTests {
  /// The reference model: the routes in order, nothing more.
  struct Model {
    struct Entry: Equatable {
      let id: RouteID
      let isModal: Bool
      /// For a modal: whether routes can be pushed on its layer (not over a clear background).
      var acceptsPushes = true
      /// Whether a link opened it (links may have ``linkLimit`` routes on the stack).
      var isLink = false
      /// Whether a link sent from outside opened it (those may have half of ``linkLimit``).
      var isSentLink = false
    }
    var entries: [Entry] = []

    var topLayerPushes: [Entry] { Array(entries.reversed().prefix { !$0.isModal }.reversed()) }
    var topLayerAcceptsPushes: Bool { entries.last { $0.isModal }?.acceptsPushes ?? true }

    mutating func removeFrom(_ id: RouteID) {
      guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
      entries.removeSubrange(index...)
    }

    /// The user removed a modal layer: it and its pushes go; layers above it stay.
    mutating func removeLayer(_ id: RouteID) {
      guard let start = entries.firstIndex(where: { $0.id == id }) else { return }
      var end = start + 1
      while end < entries.count, !entries[end].isModal { end += 1 }
      entries.removeSubrange(start..<end)
    }
  }

  static let presentations: [Presentation] = [
    .sheet, .sheet(detents: [.medium, .large], grabber: true), .sheet(detents: [.large], dismissPolicy: .blocked),
    .fullScreenCover, .modal(.overFullScreen, transition: .crossDissolve), .modal(.formSheet), .popup(),
    .modal(.fullScreen, transition: .custom(.fade)), .modal(.overCurrentContext),
    .modal(.fullScreen, transition: .none),
    .popup(alignment: .bottom, dimming: .none, dismissOnTapOutside: false),  // a toast: lets touches through
  ]

  @Test func randomCommandSequencesKeepEveryRuleAndSettleOnTheModel() async {
    // `MODALSTACK_SOAK=100000 swift test --filter RouterPropertyTests` is the soak run.
    let count = ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init) ?? 500
    await propertyCheck(count: count, input: Gen.int(in: 0...9_999).array(of: 40)) { commands in
      await Self.check(commands, withLinks: true)
    }
  }

  /// The same with the router's own alerts and dialogs: presented, presented over (the present
  /// waits for the answer), answered with a button or a tap outside, dismissed with the rest.
  @Test func randomSequencesWithAlertsKeepEveryRuleAndSettleOnTheModel() async {
    let count = ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init) ?? 200
    await propertyCheck(count: count, input: Gen.int(in: 0...9_999).array(of: 40)) { commands in
      await Self.check(commands, withLinks: true, withAlerts: true)
    }
  }

  /// The alerts and dialogs of the sequences with alerts.
  static let alerts: [Presentation] = [
    .alert(title: "Delete?", buttons: [AlertButton("OK"), .cancel()], textFields: [AlertTextField(text: "a")]),
    .confirmationDialog(title: "Share", buttons: [AlertButton("Go")], anchor: PopoverAnchor("share")),
  ]

  /// The origins the soak's links come from.
  static let origins: [LinkOrigin] = [
    .inApp, .notification, .universalLink(domain: "example.com"), .otherApp(sourceApplication: nil),
    .otherApp(sourceApplication: "com.example.partner"), .shortcut, .widget, .restoration,
  ]
  /// How many routes the soak's links may have on the stack.
  static let linkLimit = 4

  /// `/learn/:n` for every origin, `/wallet/:n` for the app and its notifications with `n` declared
  /// in `0...1_000_000`; each opens one full-screen route whose id is `r` and `n`.
  static func links() -> DeepLinkMap<Screen> {
    var links = DeepLinkMap<Screen>()
    links.add("/learn/:n", parameters: [.integer("n", in: 0...1_000_000)]) { link in
      let n = try link.value("n", as: Int.self)
      return [Route(.learn(n), presentation: .fullScreenCover, id: RouteID("r\(n)"))]
    }
    links.add("/wallet/:n", access: .appAndNotifications, parameters: [.integer("n", in: 0...1_000_000)]) { link in
      let n = try link.value("n", as: Int.self)
      return [Route(.learn(n), presentation: .fullScreenCover, id: RouteID("r\(n)"))]
    }
    return links
  }

  /// Found by the 100,000-sequence soak (shrunk): a toast on a foreign sheet, then a sheet over
  /// that sheet, dismissed. The dismissal went to our controller under both and took the foreign
  /// sheet and the toast with it, while the router still counted the toast as shown.
  @Test func aToastOnAForeignSheetOutlivesTheDismissalOfASheetAboveIt() async {
    await Self.check([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4569, 0, 0, 0, 0, 9646, 4284, 4, 0, 8047, 0, 0, 3423, 4, 5364,
      2593, 6432, 0, 0, 0, 0, 0, 0,
    ])
  }

  /// Found by a 20,000-sequence soak with links on 2026-11-25 (shrunk): links open r1, r2, r4 and
  /// r5 (the limit, 4); the app dismisses r5, pushes twice and pops twice, so the target is again
  /// the very value the links' count was last taken on. Another app's link then found no room:
  /// the router still counted r5.
  @Test func aLinkFindsRoomAfterTheAppDismissedALinksRouteAndPoppedBack() async {
    await Self.check(
      [
        9593, 929, 0, 9479, 5869, 4, 4053, 4, 4, 1620, 62, 7674, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      ], withLinks: true)
  }

  /// Found by a 20,000-sequence soak on 2026-11-23 (shrunk): 23 sheets, a popup (r24), a popup
  /// over it whose entrance is under way (r25), a sheet (r27); a tap outside dismisses r25 and
  /// r27; a second tap at the same instant reaches r25 again, still in the window until its
  /// entrance ends, not r24 under it. The model took r24 for the top (r25 was neither on the
  /// target nor confirmed) and expected it gone; the router rightly keeps it.
  @Test func aSecondTapOutsideAfterAPopupOverAPopupWasTappedAway() async {
    await Self.check([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9078, 289, 7999, 0, 6097, 1609, 0, 0, 0, 0,
      0, 0, 0, 0, 0, 0, 0,
    ])
  }

  /// Found by CI's random run on 2026-11-23 (shrunk): a toast (r32) is being added over a sheet
  /// (r30) when the user swipes the sheet away. The toast went with the sheet's controller, but
  /// its step completed after the entrance and put it back on the confirmed stack, so the router
  /// believed a toast was shown that the window did not have.
  @Test func aToastBeingAddedGoesWithTheSheetTheUserSwipesAway() async {
    await Self.check([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1010, 0, 4, 1105, 298, 9427,
      0, 0, 0, 8561, 0, 0,
    ])
  }

  /// Runs a sequence: with `withLinks`, two more operations (of 19) open links from several
  /// origins, within the links' route limit; without, the sequences found earlier run as found.
  /// With `withAlerts`, two more (of 21) present an alert or a dialog and tap one of its buttons.
  static func check(_ commands: [Int], withLinks: Bool = false, withAlerts: Bool = false) async {
    let clock = SimulatedClock()
    var host = SimulatedHost<Screen>(clock: clock)
    var hosts = [host]
    let router = Router<Screen>(scheduler: clock)
    router.deepLinks = links()
    router.linkLimits.routes = linkLimit
    try! router.attach(host)  // a new router on a new window cannot conflict
    var foreign: [SimulatedController] = []
    var model = Model()
    var counter = 0
    let userRemovals = RemovalLog()
    let subscription = router.observe { event in
      guard case .didDismiss(let route, let reason) = event, route.modal != nil else { return }
      // Removed by the user's swipe (with the toasts over it), or with a foreign sheet others
      // dismissed under it. A dimmed popup the user tapped away was dismissed by the router.
      let byUser = reason == .interactive || reason == .tapOutside
      if reason == .hostRefused || reason == .answered
        || (byUser && (route.modal?.style.isSheetLike == true || Self.isToast(route)))
      {
        userRemovals.ids.append(route.id)
      }
    }
    defer { subscription.cancel() }

    func syncUserRemovals() {
      for id in userRemovals.ids { model.removeLayer(id) }
      userRemovals.ids.removeAll()
    }

    for command in commands {
      let operations = withAlerts ? 21 : withLinks ? 19 : 17
      let operation = command % operations
      let parameter = command / operations
      counter += 1
      let id = RouteID("r\(counter)")
      switch operation {
      case 0...3:
        let presentation = presentations[parameter % presentations.count]
        if (try? router.present(.learn(counter), as: presentation, id: id)) != nil {
          let clear = if case .modal(let modal) = presentation { modal.hasClearBackground } else { false }
          model.entries.append(.init(id: id, isModal: true, acceptsPushes: !clear))
        }
      case 4:
        let pushed = (try? router.push(.profile("\(counter)"), id: id)) != nil
        #expect(pushed == model.topLayerAcceptsPushes)
        if pushed { model.entries.append(.init(id: id, isModal: false)) }
      case 5:
        let canPop = !model.topLayerPushes.isEmpty
        #expect(((try? router.pop()) != nil) == canPop)
        if canPop { model.entries.removeLast() }
      case 6:
        let topModal = model.entries.last { $0.isModal }
        #expect(((try? router.dismiss()) != nil) == (topModal != nil))
        if let topModal { model.removeFrom(topModal.id) }
      case 7:
        if model.entries.isEmpty || parameter % 5 == 0 {
          #expect(throws: RouteStackError.routeNotFound("missing")) { try router.dismiss("missing") }
        } else {
          let target = model.entries[parameter % model.entries.count].id
          try? router.dismiss(target)
          model.removeFrom(target)
        }
      case 8:
        router.dismissAll()
        model.entries = model.entries.prefix { !$0.isModal }
      case 9:
        clock.advance(by: .milliseconds(parameter % 500))
      case 10:
        host.swipeDown(progress: Double(parameter % 10) / 10, cancel: parameter % 3 == 0)
      case 11:
        // A tap outside a popup asks the router, which dismisses it and what is above it. The
        // tap goes through toasts to the top presented controller in the window: also a popup
        // whose content is still coming in (its step completes when the entrance ends), or one
        // already tapped away that stays until its entrance ends. That one takes the tap again
        // (its dimming covers the popup under it) and the router, which removed it, ignores it.
        let topID = host.window.chain.last { $0.routeID != nil }?.routeID
        let top = topID.flatMap { router.stack.route($0) }
        if host.tapOutside() == .attempted, let top, case .popup = top.modal?.style {
          model.removeFrom(top.id)
        }
      case 12:
        host.rotate()
      case 13:
        // Others present an alert or a sheet over whatever shows, or dismiss theirs.
        foreign.removeAll { $0.presenting == nil }  // gone with a dismissal below them
        // Other code that calls UIKit mid-transition breaks a rule itself: staged only when
        // UIKit takes the call, as a well-behaved app's code waits.
        if host.window.isTransitioning {
          break
        } else if let shown = foreign.last, parameter % 2 == 0 {
          if host.dismissForeign(shown) { foreign.removeLast() }
        } else if let controller = host.presentForeign(parameter % 3 == 0 ? .alert : .sheet) {
          foreign.append(controller)
        }
      case 14:
        // The scene disconnects; the stack reappears in a new window.
        host.closeWindow()
        foreign.removeAll()
        host = SimulatedHost<Screen>(clock: clock)
        hosts.append(host)
        #expect(throws: Never.self) { try router.attach(host) }
      case 17, 18:
        // A link from one of several origins: to an entry open to all, or to one for the app and
        // its notifications; op 18 carries a value its declaration refuses.
        let origin = origins[parameter % origins.count]
        let entry = parameter / origins.count % 2 == 0 ? "learn" : "wallet"
        let value = operation == 18 ? "-\(counter)" : "\(counter)"
        let allowed = entry == "learn" || !origin.isOutside
        let room =
          model.entries.filter(\.isLink).count < linkLimit
          && (!origin.isSentFromOutside || model.entries.filter(\.isSentLink).count < linkLimit / 2)
        let opened = (try? router.open(URL(string: "myapp://\(entry)/\(value)")!, from: origin)) != nil
        #expect(opened == (allowed && room && operation == 17), "link \(entry)/\(value) from \(origin)")
        if opened {
          model.entries.append(
            .init(id: RouteID("r\(counter)"), isModal: true, isLink: true, isSentLink: origin.isSentFromOutside))
        }
      case 19:
        // The router's own alert or dialog; what is presented later waits for the answer.
        if (try? router.present(.settings, as: alerts[parameter % alerts.count], id: id)) != nil {
          model.entries.append(.init(id: id, isModal: true, acceptsPushes: false))
        }
      case 20:
        // The user taps a button of the alert or dialog on top, if it has that one.
        host.tapAlertButton(["OK", "Go", "cancel"][parameter % 3])
      case 15:
        // A second router tries to drive the same window.
        let intruder = Router<Screen>(scheduler: clock)
        #expect(throws: HostAttachError.windowHasAnotherRouter) {
          try intruder.attach(SimulatedHost<Screen>(window: host.window))
        }
      default:
        // A new stack: layers presented as those on screen are swapped in place, others go and come.
        let routes = (0..<(parameter % 4)).map { index in
          let presentation = index % 2 == 0 ? presentations[(parameter / 4 + index) % presentations.count] : .push
          return Route<Screen>(.learn(index), presentation: presentation, id: RouteID("\(id)-\(index)"))
        }
        if (try? router.replace(with: routes)) != nil {
          model.entries = routes.map { route in
            guard case .modal(let modal) = route.presentation else { return .init(id: route.id, isModal: false) }
            return .init(id: route.id, isModal: true, acceptsPushes: !modal.hasClearBackground)
          }
        }
      }
      syncUserRemovals()
      #expect(router.stack.routes.map(\.id) == model.entries.map(\.id), "target after command \(command)")
    }
    // Others close what they showed (an alert left up would rightly keep the plan waiting).
    while let shown = foreign.popLast() {
      await host.settle(within: .seconds(1))
      if shown.presenting != nil, host.window.isTransitioning || !host.dismissForeign(shown) { foreign.append(shown) }
    }
    // The user answers the alerts left up (each would rightly keep a later present waiting).
    for _ in 0..<50 {
      await host.settle()
      guard host.window.chain.last?.configuration?.alert != nil else { break }
      host.tapAlertButton("cancel")
    }
    await host.settle()
    syncUserRemovals()
    #expect(router.isSettled)
    #expect(router.presented == router.stack)
    #expect(router.stack.routes.map(\.id) == model.entries.map(\.id))
    #expect(host.window.shownRouteIDs == router.presented.routes.filter { $0.modal != nil }.map(\.id))
    for window in hosts {
      #expect(window.violations.isEmpty)
      #expect(window.statistics.droppedCalls == 0)
    }
    for closed in hosts.dropLast() { #expect(closed.window.liveControllerCount == 0) }
  }
}

extension RouterPropertyTests {
  /// Whether a route is a popup that lets touches through (it lies over the top layer).
  static func isToast(_ route: Route<Screen>) -> Bool {
    if case .popup(let popup) = route.modal?.style { popup.letsTouchesThrough } else { false }
  }
}

@MainActor
final class RemovalLog {
  var ids: [RouteID] = []
}
