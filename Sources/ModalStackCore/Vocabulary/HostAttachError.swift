import Foundation

/// Why a router could not be attached to a window. One router drives one window, and one window
/// is driven by one router: a second attach never silently steals a host.
///
/// ```swift
/// subscription = router.observe { event in
///   if case .attachRefused(let error) = event { log("navigation root refused: \(error)") }
/// }
/// ```
public enum HostAttachError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The router already drives another window that is still open. Give each scene its own
  /// router (in the scene's root view), or call ``Router/detach()`` first.
  case routerDrivesAnotherWindow
  /// Another router already drives this window (a root in a second tab, or inside a sheet):
  /// two hosts on one presentation chain would drop each other's presentations. Use one root
  /// per window (around the `TabView`), or the same router in every root of the window.
  case windowHasAnotherRouter

  public var description: String {
    switch self {
    case .routerDrivesAnotherWindow:
      "the router already drives another open window; detach it first or give each scene its own router"
    case .windowHasAnotherRouter:
      "another router already drives this window; use one root per window or the same router in every root"
    }
  }
}

extension HostAttachError: LocalizedError {
  /// The error's ``description``, which names the input: what apps show and log as
  /// `localizedDescription`.
  public var errorDescription: String? { description }
}
