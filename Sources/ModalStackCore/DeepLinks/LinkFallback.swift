import Foundation

/// What the app does with a link tapped in its text that its map does not open
/// (``Router/openTapped(_:otherwise:openInSystem:)``).
public enum LinkFallback<Destination: Hashable & Sendable>: Sendable {
  /// The system opens it: Safari, or the app that owns its scheme.
  case system
  /// A web link opens in the app's own browser screen, on top; other schemes go to the system.
  case inAppBrowser(Presentation, @Sendable (URL) -> Destination)
  /// Nothing opens.
  case discard
}

/// What became of a link tapped in the app's text (``Router/openTapped(_:otherwise:openInSystem:)``).
public enum TappedLinkOutcome: Hashable, Sendable {
  /// The map opened it (or it waits: for the user, its resolver, a protected flow).
  case opened
  /// The app's browser screen shows it, in this route.
  case presented(RouteID)
  /// The system should open it.
  case system(URL)
  /// Nothing opens.
  case discarded
}
