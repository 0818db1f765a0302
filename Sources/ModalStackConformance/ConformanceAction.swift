import ModalStackCore
import ModalStackTesting

/// What one step of a conformance scenario does: a router command (the runner gives it to the
/// window's router, the same on every host), or something a host stages: the user's gestures,
/// other code's controllers, the system's size and scene changes, SwiftUI roots that come and go.
package enum ConformanceAction: Hashable, Sendable {
  // The router's commands.
  /// `router.present(destination, as: presentation)`.
  case present(String, Presentation)
  /// `router.push(destination)`.
  case push(String)
  /// `router.pop()`.
  case pop
  /// `router.dismiss()`: the top modal route.
  case dismiss
  /// `router.dismissAll()`.
  case dismissAll
  /// `router.dismiss(id)` of the modal route at this depth (1 for the first modal layer): it and
  /// everything above it go in one transition, the presenter below it staying.
  case dismissModal(depth: Int)
  /// `router.selectDetent(_:of:)` on the top modal route.
  case selectDetent(SheetDetent)
  /// `router.dismiss()` then `router.push(destination)` in the same turn: the push lands on the
  /// layer below while the dismissed one still covers it (a push under a modal).
  case dismissThenPush(String)
  /// `router.push(destination, in: stack)`: a push into a named stack (a tab's).
  case pushInto(String, stack: String)
  /// `router.replace(with:)` with a sheet and routes pushed in it, in one change, as a deep link
  /// places them; the sheet's route id is its destination's name, so that a step can name it
  /// before it is presented (``markStack(screen:)``).
  case link(sheet: String, pushes: [String])
  /// `router.confirmDismissal`: how the app answers a request to dismiss a confirm-first route.
  case answerDismissals(accept: Bool)

  // The user.
  /// A swipe down on the top sheet, let go past the threshold or (`cancel`) before it.
  case swipeDown(cancel: Bool)
  /// A tap outside the top controller (a popover, a dimmed sheet, a popup's background).
  case tapOutside
  /// A drag of the top sheet to one of its detents.
  case dragSheet(SheetDetent)
  /// The back button of the top layer's navigation stack.
  case tapBack
  /// The user goes back one screen in the navigation stack of the top layer the user is in: SwiftUI
  /// writes the shorter path (a router route or the app's own value).
  case userGoesBack

  // Other code in the same window.
  /// Other code presents on the top of the chain (a SwiftUI `.alert`, a share sheet, a cover).
  case presentForeign(SimulatedWindow.ForeignKind)
  /// Other code dismisses the controller it presented last.
  case dismissForeign

  // The system, and the SwiftUI side.
  /// The window crosses the compact/regular width boundary (iPad multitasking, a wide iPhone).
  case resize(SimulatedWindow.Width)
  /// The scene goes to the background.
  case enterBackground
  /// The scene comes back.
  case enterForeground
  /// A `ModalStackRoot` with the window's router appears (named uniquely in its scenario).
  case showRoot(String)
  /// That root leaves for good (its `if` turned false, its `.id` changed): when it was the
  /// router's last root, the router's layers go with it.
  case removeRoot(String)
  /// A second window (scene) opens, with its own router.
  case openWindow
  /// The second window's scene disconnects.
  case closeWindow

  // The app's SwiftUI views.
  /// A `ModalStackNavigationStack` of the app: around the root's content (`nil`), or in the screen
  /// of the modal route of that destination (a screen that brings its own stack), which marks it
  /// when its layer is made (before it is presented, the route's id is the destination's name).
  case markStack(screen: String?)
  /// The root's content is a system `TabView` with a `ModalStackNavigationStack` per tab, named
  /// as the tabs, the first selected and built a frame later; it states its selection to the router.
  case showTabView([String])
  /// The app selects the tab the router asks for (`router.requestedStack`), if any.
  case selectRequestedTab
  /// The app pushes a value of its own (`NavigationLink(value:)`) in the stack of the top layer
  /// the user is in.
  case appPushValue(String)
  /// The app injects a value above a root (`.environment(model)` around `ModalStackRoot`), or
  /// replaces it (a model replaced at sign-out).
  case injectEnvironment(key: String, value: String, aboveRoot: String)
  /// A view in the top layer reads a value of its environment (`@Environment(Model.self)`).
  case readEnvironment(String)
  /// The top layer's container is looked at: its content alone, or a stack the library made.
  case readContainer
  /// A view in the top layer calls its own SwiftUI `dismiss()` (a layer that reads its own
  /// environment, `.named`), which calls its hosting controller's `dismiss(animated:completion:)`.
  case viewCallsDismiss

  /// Whether the runner gives it to the router rather than to the host.
  package var isRouterCommand: Bool {
    switch self {
    case .present, .push, .pop, .dismiss, .dismissAll, .dismissModal, .selectDetent, .dismissThenPush, .pushInto,
      .link, .answerDismissals:
      true
    default: false
    }
  }

  /// What a host must be able to stage for it, if anything beyond UIKit's own API.
  package var requirement: ConformanceRequirement? {
    switch self {
    case .enterBackground, .enterForeground: .backgrounding
    case .swipeDown, .tapOutside, .dragSheet, .tapBack: .userGestures
    case .showRoot, .removeRoot: .scriptedRoots
    case .userGoesBack, .markStack, .showTabView, .selectRequestedTab, .appPushValue, .injectEnvironment,
      .readEnvironment, .readContainer:
      .swiftUIViews
    default: nil
    }
  }

  /// The action in a few words, for the trace's step headings.
  package var summary: String {
    switch self {
    case .present(let destination, let presentation): "present \(destination) as \(Self.describe(presentation))"
    case .push(let destination): "push \(destination)"
    case .pop: "pop"
    case .dismiss: "dismiss the top"
    case .dismissAll: "dismiss all"
    case .dismissModal(let depth): "dismiss the modal at depth \(depth) and everything above it"
    case .selectDetent(let detent): "select detent \(detent) of the top sheet"
    case .dismissThenPush(let destination): "dismiss the top, then push \(destination) in the same turn"
    case .pushInto(let destination, let stack): "push \(destination) into \(stack)"
    case .link(let sheet, let pushes): "a link opens " + ([sheet] + pushes).joined(separator: " ▸ ") + " in one change"
    case .answerDismissals(let accept): "the app answers dismissal requests with \(accept ? "yes" : "no")"
    case .swipeDown(let cancel):
      cancel ? "the user swipes the top sheet down and lets go early" : "the user swipes the top sheet down"
    case .tapOutside: "the user taps outside the top controller"
    case .dragSheet(let detent): "the user drags the top sheet to \(detent)"
    case .tapBack: "the user taps back"
    case .userGoesBack: "the user goes back"
    case .presentForeign(let kind): "other code presents \(kind == .alert ? "an" : "a") \(kind.rawValue)"
    case .dismissForeign: "other code dismisses its controller"
    case .resize(let width): "the window becomes \(width.rawValue) width"
    case .enterBackground: "the scene goes to the background"
    case .enterForeground: "the scene comes back"
    case .showRoot(let name): "root \(name) appears"
    case .removeRoot(let name): "root \(name) disappears"
    case .openWindow: "a second window opens with its own router"
    case .closeWindow: "the second window's scene disconnects"
    case .markStack(let screen):
      screen.map { "the screen of \($0) brings its own navigation stack" }
        ?? "the root's content has a navigation stack"
    case .showTabView(let tabs): "the root shows a tab view: " + tabs.joined(separator: ", ")
    case .selectRequestedTab: "the app selects the tab the router requests"
    case .appPushValue(let value): "the app pushes its own value \(value)"
    case .injectEnvironment(let key, let value, let root): "the app injects \(key) = \(value) above root \(root)"
    case .readEnvironment(let key): "a view in the top layer reads \(key) from its environment"
    case .readContainer: "the top layer's container is looked at"
    case .viewCallsDismiss: "a view in the top layer calls its own SwiftUI dismiss()"
    }
  }

  /// A presentation as its style, transition and policy, for step headings.
  private static func describe(_ presentation: Presentation) -> String {
    guard case .modal(let modal) = presentation else { return "push" }
    var text = modal.style.shortName
    if modal.transition != .automatic { text += ", \(modal.transition.shortName)" }
    if modal.dismissPolicy != .allowed { text += ", dismiss \(modal.dismissPolicy)" }
    return text
  }
}
