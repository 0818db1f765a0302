extension ConformanceScenario {
  /// SwiftUI navigation as a real app builds it: stacks its screens bring, its own value pushes,
  /// tabs built lazily, the environment a layer inherits, and SwiftUI's `dismiss()` in a layer.
  static let swiftUINavigation: [ConformanceScenario] = [
    ConformanceScenario(
      "deep-link-into-own-stack",
      "a link two levels into a sheet whose screen brings its own stack: no stack around it, one path write",
      actions: [
        .showRoot("home"), .markStack(screen: "settings"), .link(sheet: "settings", pushes: ["privacy", "location"]),
        .readContainer, .userGoesBack, .dismiss,
      ]),
    ConformanceScenario(
      "app-value-between-router-pushes",
      "the app's NavigationLink(value:) between two router pushes shares the path; the user goes back over all three",
      actions: [
        .showRoot("home"), .markStack(screen: nil), .push("recipes"), .appPushValue("recipe 7"), .push("timer"),
        .userGoesBack, .userGoesBack, .userGoesBack,
      ]),
    ConformanceScenario(
      "push-into-unopened-tab",
      "a push into a tab not built yet waits; the app selects the tab the router asks for, which shows it",
      actions: [
        .showRoot("tabs"), .showTabView(["feed", "inbox"]), .pushInto("message 7", stack: "inbox"),
        .selectRequestedTab,
      ]),
    ConformanceScenario(
      "environment-in-layer",
      "a sheet's view reads what the app injected above the root, live, as SwiftUI's own sheets inherit it",
      actions: [
        .showRoot("home"), .injectEnvironment(key: "model", value: "session 1", aboveRoot: "home"),
        .present("settings", .sheet), .readEnvironment("model"),
        .injectEnvironment(key: "model", value: "session 2", aboveRoot: "home"), .readEnvironment("model"), .dismiss,
      ]),
    ConformanceScenario(
      "dismiss-action-confirm-first",
      "SwiftUI's dismiss() in a confirm-first sheet asks the app first, then closes it with reason dismissAction",
      actions: [
        .present("editor", .sheet(dismissPolicy: .confirm)), .answerDismissals(accept: false), .viewCallsDismiss,
        .answerDismissals(accept: true), .viewCallsDismiss,
      ]),
  ]
}
