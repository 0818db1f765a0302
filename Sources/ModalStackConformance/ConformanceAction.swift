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

  // The user.
  /// A swipe down on the top sheet, let go past the threshold or (`cancel`) before it.
  case swipeDown(cancel: Bool)
  /// A tap outside the top controller (a popover, a dimmed sheet, a popup's background).
  case tapOutside
  /// A drag of the top sheet to one of its detents.
  case dragSheet(SheetDetent)
  /// The back button of the top layer's navigation stack.
  case tapBack

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

  /// Whether the runner gives it to the router rather than to the host.
  package var isRouterCommand: Bool {
    switch self {
    case .present, .push, .pop, .dismiss, .dismissAll, .dismissModal, .selectDetent, .dismissThenPush: true
    default: false
    }
  }

  /// What a host must be able to stage for it, if anything beyond UIKit's own API.
  package var requirement: ConformanceRequirement? {
    switch self {
    case .enterBackground, .enterForeground: .backgrounding
    case .swipeDown, .tapOutside, .dragSheet, .tapBack: .userGestures
    case .showRoot, .removeRoot: .scriptedRoots
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
    case .swipeDown(let cancel):
      cancel ? "the user swipes the top sheet down and lets go early" : "the user swipes the top sheet down"
    case .tapOutside: "the user taps outside the top controller"
    case .dragSheet(let detent): "the user drags the top sheet to \(detent)"
    case .tapBack: "the user taps back"
    case .presentForeign(let kind): "other code presents \(kind == .alert ? "an" : "a") \(kind.rawValue)"
    case .dismissForeign: "other code dismisses its controller"
    case .resize(let width): "the window becomes \(width.rawValue) width"
    case .enterBackground: "the scene goes to the background"
    case .enterForeground: "the scene comes back"
    case .showRoot(let name): "root \(name) appears"
    case .removeRoot(let name): "root \(name) disappears"
    case .openWindow: "a second window opens with its own router"
    case .closeWindow: "the second window's scene disconnects"
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
