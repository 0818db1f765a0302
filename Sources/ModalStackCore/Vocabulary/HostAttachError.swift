import Foundation

/// Why a router could not be attached to a window: one router drives one window, and one window one router.
public enum HostAttachError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The router already drives another window that is still open.
  case routerDrivesAnotherWindow
  /// Another router already drives this window (a root in a second tab, or inside a sheet).
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
  /// The error's ``description``, which names the input.
  public var errorDescription: String? { description }
}
