import Foundation
import Testing

@testable import ModalStackDemo

/// Runs the built `modalstack` executable and checks what it prints and how it exits.
@Suite struct DemoEndToEndTests {
  struct Run {
    let status: Int32
    let output: String
    let errors: String
  }

  /// The executable in the build folder of this test binary, whichever scratch path the tests
  /// were built in: beside `CommandLine.arguments[0]` on Linux, beside the `.xctest` bundle when
  /// a host process (`xctest` on macOS) runs the tests.
  static func executable() throws -> URL {
    let starts =
      [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
      + Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
    for start in starts {
      var folder = start
      for _ in 0..<4 {
        let candidate = folder.appendingPathComponent("modalstack")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        folder.deleteLastPathComponent()
      }
    }
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "modalstack next to \(CommandLine.arguments[0])"])
  }

  /// A run of the demo that did not exit within ``timeLimit`` and was killed: a broken engine
  /// spinning fails the test in a minute, naming the command and what it printed, instead of
  /// hanging the suite.
  struct DidNotExit: Error, CustomStringConvertible {
    let arguments: [String]
    let output: String
    var description: String {
      let last = output.split(separator: "\n").suffix(3).joined(separator: " | ")
      return
        "modalstack \(arguments.joined(separator: " ")) did not exit within \(Int(DemoEndToEndTests.timeLimit)) s and was killed; "
        + (last.isEmpty ? "it printed nothing" : "its last lines: \(last)")
    }
  }

  /// How long one run of the demo may take; every run takes a few seconds at most.
  static let timeLimit: TimeInterval = 60

  static func run(_ arguments: String...) throws -> Run { try run(arguments) }

  /// The whole demo, run once for every test that reads it (each scenario's test compares its
  /// run alone with it).
  static let fullDemo = Result { try run("demo") }

  static func run(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let pid = process.processIdentifier
    let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    let printed = String(decoding: outputData, as: UTF8.self)
    if process.terminationReason == .uncaughtSignal, process.terminationStatus == SIGKILL {
      throw DidNotExit(arguments: arguments, output: printed)
    }
    return Run(status: process.terminationStatus, output: printed, errors: String(decoding: errorData, as: UTF8.self))
  }

  @Test func demoRunsEveryScenarioWithoutDroppedCallsOrViolations() throws {
    let run = try Self.fullDemo.get()
    #expect(run.status == 0)
    for name in [
      "notifications", "rows", "styles", "present-item", "popup", "toast", "dismiss-all", "swipe-during-deep-link",
      "foreign-alert", "two-windows", "tabs", "protected-flow", "recreated-root", "own-navigation", "live-environment",
      "ipad-multitasking", "background", "hostile-links", "alerts", "popup-queue", "tabs-own-stacks",
      "sign-out-from-a-sheet", "restored-at-launch", "deep-link-two-levels", "push-into-unopened-tab",
      "environment-in-layers", "system-controller",
    ] {
      #expect(run.output.contains("== \(name): "))
    }
    let lines = run.output.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("  settle time ") }.count == 27)
    let summaries = lines.filter { $0.hasPrefix("  animated transitions ") }
    #expect(summaries.count == 27)
    #expect(summaries.allSatisfy { $0.hasSuffix("dropped calls 0 · rule violations 0") })
  }

  @Test(arguments: [
    "notifications", "rows", "styles", "present-item", "popup", "toast", "dismiss-all", "swipe-during-deep-link",
    "foreign-alert", "two-windows", "tabs", "protected-flow", "recreated-root", "own-navigation", "live-environment",
    "ipad-multitasking", "background", "hostile-links", "alerts", "popup-queue", "tabs-own-stacks",
    "sign-out-from-a-sheet", "restored-at-launch", "deep-link-two-levels", "push-into-unopened-tab",
    "environment-in-layers", "system-controller",
  ])
  func eachScenarioRunsAloneAsInTheFullDemo(name: String) throws {
    let alone = try Self.run("demo", name)
    #expect(alone.status == 0)
    #expect(alone.errors.isEmpty)
    #expect(alone.output.hasPrefix("== \(name): "))
    #expect(alone.output.hasSuffix("dropped calls 0 · rule violations 0\n"))
    let all = try Self.fullDemo.get()
    #expect(all.output.contains(alone.output))
  }

  @Test func hostileLinksAreRefusedAskedAboutAndBounded() throws {
    let run = try Self.run("demo", "hostile-links")
    #expect(run.status == 0)
    #expect(
      run.output.contains(
        "event: link refused: myapp://wallet/send?amount=9999 from another app (unnamed), entry /wallet/send: allows in-app, notification, shortcut, widget, restoration only"
      ))
    #expect(run.output.contains("amount=\"-1\" is outside 1...10000"))
    #expect(
      run.output.contains(
        "event: waiting for the user: https://example.com/invite/ada from universal link (example.com)"))
    // Nothing opens until the user answers.
    #expect(run.output.contains("root ▸ sheet(wallet)    (settled in 0.000s)\n  0.350s  ▶ the user taps Open"))
    // A link to another server opens once its account is looked up, a second later, not before.
    #expect(
      run.output.contains(
        "  1.700s      present(sheet(status 7 of @ada@fosstodon.org), on: sheet(invite ada), animated: true)"))
    #expect(
      run.output.contains(
        "event: deep link failed https://fosstodon.org/@bob/8 was superseded while it was being resolved"))
    #expect(!run.output.contains("@bob@fosstodon.org"))
    #expect(
      run.output.contains(
        "root ▸ sheet(wallet) ▸ sheet(invite ada) ▸ sheet(status 7 of @ada@fosstodon.org) ▸ fullScreenCover(promo) ×23    (settled in 0.700s)"
      ))
    #expect(run.output.contains("100,000 links: 22 opened"))
    #expect(run.output.contains("fullScreenCover(promo) ×23 ▸ sheet(help)"))
    #expect(run.output.hasSuffix("dropped calls 0 · rule violations 0\n"))
  }

  @Test func anAlertMakesTheDeepLinkWaitWithoutFaults() throws {
    let run = try Self.run("demo", "foreign-alert")
    #expect(run.output.contains("event: waiting for alert#1"))
    #expect(!run.output.contains("host fault"))
    #expect(run.output.contains("root ▸ sheet(settings) ▸ fullScreenCover(learn 42)    (settled in 0.750s)"))
  }

  @Test func aPresentWaitsForTheAnswerToTheRoutersAlert() throws {
    let run = try Self.run("demo", "alerts")
    #expect(run.output.contains("event: didPresent alert(delete draft 7) (deepLink)"))
    #expect(
      run.output.contains(
        "root ▸ fullScreenCover(library) ▸ fullScreenCover(editor) ▸ alert(delete draft 7)    (settled in 0.350s)"))
    #expect(run.output.contains("event: waiting for the answer to alert(delete draft 7)"))
    // Nothing is presented on the alert: the sheet goes on once the answer is in.
    #expect(
      run.output.contains(
        "alert(delete draft 7): action handler of button 0\n  3.067s      present(sheet(sync report), on: fullScreenCover(editor), animated: true)"
      ))
    #expect(run.output.contains("event: answered alert(delete draft 7) with Delete"))
    #expect(run.output.contains("event: didDismiss alert(delete draft 7) (answered)"))
    #expect(run.output.contains("event: answered confirmationDialog(share) with Cancel"))
    #expect(!run.output.contains("host fault"))
    #expect(run.output.hasSuffix("dropped calls 0 · rule violations 0\n"))
  }

  @Test func aClosedSceneFreesItsControllersAndRoutersStayInTheirWindows() throws {
    let run = try Self.run("demo", "two-windows")
    #expect(run.output.contains("refused, the router already drives another open window"))
    #expect(run.output.contains("controllers of window 2 still alive: 0, the cover freed: true"))
  }

  @Test func popupsQueueByPriorityAndToastsTimeOutOnTheClock() throws {
    let run = try Self.run("demo", "popup-queue")
    #expect(run.output.contains("waiting: tip (500), rating (250)"))
    #expect(run.output.contains("root ▸ popup(whats-new) ▸ popup(session-expired)    (settled in 0.267s)"))
    #expect(
      run.output.contains(
        "VoiceOver: screenChanged: focus moves into popup(session-expired); it reads popup(session-expired) only"))
    #expect(run.output.contains("VoiceOver: announcement: Saved, announcement: Synced"))
    // A toast's lifetime counts from when it is on screen: synced's entrance ends at 1.117 s.
    // Saved goes from under it alone: synced is not taken off and laid over the tip again.
    #expect(run.output.contains("  3.117s      removeFromParent(popup(synced))"))
    #expect(run.output.components(separatedBy: "addChild(popup(synced)").count == 2)
    #expect(run.output.contains("root ▸ popup(rating)    (settled in 0.283s)"))
    #expect(run.output.hasSuffix("dropped calls 0 · rule violations 0\n"))
  }

  @Test func aToastLetsTheTapThroughAndGoesWithoutATransition() throws {
    let run = try Self.run("demo", "toast")
    #expect(run.output.contains("the tap went through to the root's button; the toast stays"))
    #expect(run.output.contains("addChild(popup(saved), over: root) — lets touches through outside its content"))
    #expect(run.output.contains("root ▸ popup(saved) ▸ sheet(settings)"))
    #expect(run.output.hasSuffix("dropped calls 0 · rule violations 0\n"))
  }

  @Test func aRecreatedRootIsCurrentAndANewRouterWaitsForTheOldLayers() throws {
    let run = try Self.run("demo", "recreated-root")
    #expect(run.output.contains("the sheet's layer sees session ana (refreshed), from home#2"))
    #expect(run.output.contains("root sign-in#3 appears: refuse(another router already drives this window"))
    #expect(run.output.contains("root sign-in#3 takes the window over: the owner's layers are gone"))
    #expect(!run.output.contains("appears again"))
    #expect(run.output.contains("root ▸ sheet(sign-in help)    (settled in 0.350s)"))
    #expect(run.output.contains("the window's router is the sign-in router; the current root is home#4"))
  }

  @Test func aPushStaysInTheTabItWasPushedInto() throws {
    let run = try Self.run("demo", "tabs-own-stacks")
    #expect(run.output.contains("the inbox shows message 9"))
    #expect(run.output.contains("the feed shows post 1; path changes on the switch: 0"))
    #expect(run.output.contains(#"left on the root layer: ["message 9 (inbox)"]"#))
    #expect(run.output.contains("the draft waits for the drafts stack; the router asks for drafts"))
  }

  @Test func aLinkTwoLevelsIntoASheetIsOnePathWriteInTheScreensOwnStack() throws {
    let run = try Self.run("demo", "deep-link-two-levels")
    #expect(
      run.output.contains(
        "the sheet's container: content; its stack shows push(privacy), push(location) after 1 path write"))
    #expect(run.output.contains("event: didDismiss push(location) (interactive)"))
    #expect(run.output.contains("the tapped sheet's container: content"))
  }

  @Test func aPushIntoAnUnopenedTabWaitsAndTheTabFollows() throws {
    let run = try Self.run("demo", "push-into-unopened-tab")
    #expect(run.output.contains("the inbox shows 0 routes; the router asks for inbox"))
    #expect(run.output.contains("the inbox shows message 7 after 1 path write; the router asks for nothing"))
  }

  @Test func whatTheAppInjectsAboveTheRootReachesEveryLayerLive() throws {
    let run = try Self.run("demo", "environment-in-layers")
    #expect(
      run.output.contains(
        "the book reads Library (@Observable) 13 books, modelContainer Books.store, tint orange, colorScheme dark"))
    #expect(run.output.contains("isPresented false"))  // SwiftUI's presentation state comes with the copy
  }

  @Test func signingOutFromASheetTakesTheSignedInLayers() throws {
    let run = try Self.run("demo", "sign-out-from-a-sheet")
    #expect(run.output.contains("event: didDismiss sheet(account), sheet(settings) (rootLeft)"))
    #expect(run.output.contains("the window's router is the login router; the signed-in router keeps root"))
    #expect(run.output.contains("help was built by login#2 with the login router"))
  }

  @Test func aStackRestoredAtLaunchIsBuiltByTheFirstRoot() throws {
    let run = try Self.run("demo", "restored-at-launch")
    #expect(run.output.contains("sheet(library) built by home#1 with its router"))
    #expect(run.output.contains("fullScreenCover(reader) built by home#1 with its router"))
    #expect(run.output.contains("root ▸ sheet(library) ▸ push(book 12) ▸ fullScreenCover(reader)    (settled in"))
  }

  @Test func aSystemControllerIsARouteThatFinishesByItself() throws {
    let run = try Self.run("demo", "system-controller")
    #expect(run.output.contains("sheet(safari docs) finishes and sends dismiss(animated: true) to itself"))
    #expect(run.output.contains("event: didDismiss sheet(safari docs) (finished)"))
    #expect(run.output.contains("the app got: finished(\"copyToPasteboard\")"))
    // Mail leaves its dismissal to its delegate: the router's own dismissal, with the same reason.
    #expect(
      run.output.contains("dismiss(from: sheet(settings), animated: true) — removes fullScreenCover(mail feedback)"))
    #expect(run.output.contains("event: didDismiss fullScreenCover(mail feedback) (finished)"))
    #expect(run.output.contains("restored at the next launch: root ▸ sheet(settings) (Safari left out)"))
    #expect(!run.output.contains("host fault"))
  }

  @Test func routerPushesLandInTheAppsOwnStacks() throws {
    let run = try Self.run("demo", "own-navigation")
    #expect(run.output.contains("the push shows in the Library tab stack"))
    #expect(
      run.output.contains("the sheet's container: content (no stack around the screen's own), content rebuilt 0 times"))
  }

  @Test func layersFollowTheAppAndKeepTheirOwnValues() throws {
    let run = try Self.run("demo", "live-environment")
    #expect(run.output.contains("settings sees model session 2, colorScheme dark, isPresented false"))
    #expect(run.output.contains("the editor sees model session 2, row 4 (edited), colorScheme dark"))
  }

  @Test func aResizedWindowAdaptsThePopoverAndASwipeIsInteractive() throws {
    let run = try Self.run("demo", "ipad-multitasking")
    #expect(run.output.contains("presentationController(popover(filters), willPresentWithAdaptiveStyle: pageSheet)"))
    #expect(run.output.contains("presentationController(popover(filters), willPresentWithAdaptiveStyle: popover)"))
    #expect(run.output.contains("event: didDismiss popover(filters) (interactive)"))
    #expect(run.output.contains("event: didDismiss popover(filters) (tapOutside)"))
  }

  @Test func aTransitionSpanningTheBackgroundIsNotAFault() throws {
    let run = try Self.run("demo", "background")
    #expect(!run.output.contains("event: host fault"))
    #expect(run.output.contains("host faults: 0;"))
    #expect(run.output.contains(" 30.117s    root ▸ sheet(settings)    (settled in 0.017s)"))
  }

  @Test func aSecondRouterInATabIsRefused() throws {
    let run = try Self.run("demo", "tabs")
    #expect(
      run.output.contains("tab 2's root brings its own router: refused, another router already drives this window"))
    #expect(run.output.contains("root ▸ sheet(settings) ▸ fullScreenCover(lesson 7)    (settled in 0.350s)"))
  }

  @Test func rowsClearOnlyTheSwipedRow() throws {
    let run = try Self.run("demo", "rows")
    #expect(run.output.contains("row 4's binding is now nil; row 2's is 7"))
    let rerender = try #require(
      run.output.split(separator: "\n").drop { !$0.contains("▶ row 2 re-renders") }.dropFirst().first)
    #expect(rerender.hasSuffix("root ▸ sheet(row 2 item 7)    (settled in 0.000s)"))
  }

  @Test func stylesRefuseInvalidCombinationsBeforeUIKit() throws {
    let run = try Self.run("demo", "styles")
    for transition in ["coverVertical", "crossDissolve", "flipHorizontal", "partialCurl", "custom"] {
      #expect(run.output.contains(", transition \(transition), presented by"))
    }
    #expect(run.output.contains("present(fullScreenCover(fullScreen, no animation), on: root, animated: false)"))
    for route in [
      "pageSheet(pageSheet)", "formSheet(formSheet", "currentContext(currentContext)",
      "overCurrentContext(overCurrentContext)", "popover(popover on an anchor)", "popup(popup)",
    ] {
      #expect(run.output.contains("present(\(route)"))
    }
    #expect(run.output.contains("partialCurl on a page sheet: "))
    #expect(run.output.contains("popover without anchor: "))
  }

  @Test func presentItemChoosesThePresentationPerItem() throws {
    let run = try Self.run("demo", "present-item")
    #expect(run.output.contains("setViewControllers(root: [push(article)], animated: true)"))
    #expect(run.output.contains("present(sheet(editor), on: root, animated: true)"))
    #expect(run.output.contains("present(fullScreenCover(player), on: root, animated: true)"))
    #expect(run.output.contains("present(popup(tip), on: root, animated: false)"))
    #expect(run.output.contains("binding: nil"))
  }

  @Test func helpExitsWithZero() throws {
    let run = try Self.run("--help")
    #expect(run.status == 0)
    #expect(run.output.contains("SUBCOMMANDS:"))
    let plan = try Self.run("plan", "--help")
    #expect(plan.output.contains("FlowStacks' own rules"))
  }

  @Test func demoIsTheDefaultCommandAndIsDeterministic() throws {
    let first = try Self.run()
    let second = try Self.fullDemo.get()
    #expect(first.output == second.output)
  }

  @Test func aLinkDuringAProtectedPaymentWaitsThenOpens() throws {
    let run = try Self.run("demo", "protected-flow")
    #expect(run.output.contains("held: open myapp://learn/42"))
    #expect(run.output.contains("root ▸ sheet(payment) ▸ push(3-D Secure)    (settled in 0.350s)"))
    #expect(run.output.contains("root ▸ fullScreenCover(learn 42)    (settled in 0.367s)"))
    #expect(run.output.hasSuffix("dropped calls 0 · rule violations 0\n"))
  }

  @Test func notificationsStackOverOpenModals() throws {
    let run = try Self.run("demo", "notifications")
    #expect(
      run.output.contains(
        "root ▸ sheet(settings) ▸ pageSheet(profile) ▸ fullScreenCover(learn 42) ▸ fullScreenCover(learn 43) ▸ fullScreenCover(learn 44)"
      ))
  }

  @Test func dismissAllIsOneControllerCall() throws {
    let run = try Self.run("demo", "dismiss-all")
    let lines = run.output.split(separator: "\n")
    let start = try #require(lines.firstIndex { $0.contains("▶ dismiss all") })
    let calls = lines[start...].filter { $0.contains("dismiss(from:") || $0.contains("present(") }
    #expect(calls.count == 1)
    #expect(run.output.contains("  settle time 0.350s for: dismiss all"))
  }

  @Test func popupWaitsForItsExitAnimation() throws {
    let run = try Self.run("demo", "popup")
    // Settled once the content has come in (0.250 s entrance), removed 0.250 s after the tap.
    #expect(run.output.contains("  0.267s    root ▸ popup(saved)    (settled in 0.267s)"))
    #expect(run.output.contains("  0.517s      dismiss(from: root, animated: false) — removes popup(saved)"))
  }

  @Test func swipeDuringADeepLinkEndsConsistent() throws {
    let run = try Self.run("demo", "swipe-during-deep-link")
    #expect(run.output.contains("root ▸ sheet(settings) ▸ sheet(course 7) ▸ fullScreenCover(lesson 7.1)"))
  }

  @Test func planPrintsStepsAndTheBaseline() throws {
    let run = try Self.run(
      "plan", "--from", "sheet:settings/fullScreenCover:a", "--to", "sheet:settings/fullScreenCover:b/fullScreenCover:c"
    )
    #expect(run.status == 0)
    #expect(run.output.contains("1. swap layer 2 to fullScreenCover(b) in place"))
    #expect(run.output.contains("2. present fullScreenCover(c)"))
    // Both swap a's content for b in place, then present c: one animation.
    #expect(run.output.contains("settle time: 0.350s (ModalStack, simulated) vs 0.350s (FlowStacks' rules): same"))
    let restyled = try Self.run(
      "plan", "--from", "sheet:settings/fullScreenCover:a", "--to", "sheet:settings/sheet:b/fullScreenCover:c")
    #expect(restyled.output.contains("1. dismiss to layer 1 (no animation)"))
    #expect(restyled.output.contains("3. present fullScreenCover(c)"))
  }

  @Test func benchPrintsJSONWithEveryMeasurement() throws {
    let run = try Self.run("bench", "--quick", "--json")
    #expect(run.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    let settle = try #require(object?["settle"] as? [[String: Any]])
    #expect(settle.count == BenchCommand.changes.count + 1)
    // Where FlowStacks needs 3 steps or more, ModalStack settles at least 2.5 times sooner.
    let stepped = settle.filter { ($0["flowStacksSteps"] as? Int ?? 0) >= 3 }
    #expect(stepped.count >= 5)
    #expect(stepped.allSatisfy { ($0["ratio"] as? Double ?? 0) >= 2.5 })
    #expect((object?["engineCostByDepth"] as? [Any])?.count == 3)
    #expect((object?["deepLinkMatchingByPatterns"] as? [Any])?.count == 3)
    #expect((object?["deepLinkLookupByPatterns"] as? [Any])?.count == 3)
    // A flood of 10,000 or 100,000 links from 8 threads adds 50 layers, settles within 2 s and
    // leaves the app's own 20 commands in order.
    let flood = try #require(object?["linkFlood"] as? [[String: Any]])
    #expect(flood.map { $0["links"] as? Int } == [10_000, 100_000])
    #expect(flood.allSatisfy { $0["layersAdded"] as? Int == 45 && $0["appCommandsInOrder"] as? Bool == true })
    #expect(flood.allSatisfy { ($0["settleSeconds"] as? Double ?? 99) <= 2 })
  }

  /// The hidden loops `Scripts/instructions` counts instructions in run and leave a settled router.
  @Test func benchLoopsForCallgrindRunAndExitCleanly() throws {
    #expect(try Self.run("bench", "--engine-loop", "100", "--commands", "50").status == 0)
    #expect(try Self.run("bench", "--match-loop", "10", "--commands", "50").status == 0)
  }

  @Test(arguments: [
    ["demo", "no-such-scenario"], ["plan", "--from", "sheet:a/bogus:b", "--to", "root"], ["plan", "--from", "sheet"],
    ["plan", "--from", "root"], ["bench", "--fast"], ["frobnicate"],
  ])
  func badInputExitsWithTwoAndAMessage(arguments: [String]) throws {
    let run = try Self.run(arguments)
    #expect(run.status == 2)
    #expect(run.errors.contains("Error:"))
    #expect(run.errors.contains("Usage:"))
  }

  @Test(arguments: Scenario.all.map(\.name))
  func eachScenarioRecordedReplaysWithoutDivergence(scenario: String) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "modalstack-\(scenario)-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let demo = try Self.run("demo", scenario, "--record", file.path)
    #expect(demo.status == 0)
    #expect(demo.output.contains("flight recording written to"))
    let replay = try Self.run("replay", file.path)
    #expect(replay.status == 0, "\(replay.output)")
    #expect(replay.output.hasSuffix("divergences 0\n"))
    #expect(!replay.output.contains("rule violation"))
  }

  @Test func aDamagedTraceIsRefusedWithItsPlaceAndStatus2() throws {
    let directory = FileManager.default.temporaryDirectory
    let truncated = directory.appendingPathComponent("modalstack-truncated-\(UUID().uuidString).json")
    let badRoute = directory.appendingPathComponent("modalstack-bad-route-\(UUID().uuidString).json")
    let newer = directory.appendingPathComponent("modalstack-newer-\(UUID().uuidString).json")
    defer { for file in [truncated, badRoute, newer] { try? FileManager.default.removeItem(at: file) } }
    try Data(#"{"version":1,"droppedEntries":0,"entries":[{"time":0,"#.utf8).write(to: truncated)
    try Data(
      #"{"version":1,"droppedEntries":0,"entries":[{"time":0,"kind":{"target":{"reason":"programmatic","source":"api","routes":[{"destination":"a","id":"a"}]}}}]}"#
        .utf8
    ).write(to: badRoute)
    try Data(#"{"version":2,"droppedEntries":0,"entries":[]}"#.utf8).write(to: newer)
    let first = try Self.run("replay", truncated.path)
    #expect(first.status == 2)
    #expect(first.errors.contains("not readable JSON"))
    let second = try Self.run("replay", badRoute.path)
    #expect(second.status == 2)
    #expect(second.errors.contains("entry 0 of the trace does not decode at kind.target.routes.0"))
    let third = try Self.run("replay", newer.path)
    #expect(third.status == 2)
    #expect(third.errors.contains("format version 2"))
  }
}
