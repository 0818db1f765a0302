import Foundation

/// Where a link came from: the app itself, content another user wrote, a notification, a web
/// page, another app, a shortcut, a widget, or saved state.
///
/// The adapter decides it from what iOS hands the scene and the app delegate; the core never
/// guesses it. An entry of a ``DeepLinkMap`` says which origins may open it (``LinkAccess``).
///
/// ```swift
/// try router.open(url, from: .otherApp(sourceApplication: context.options.sourceApplication))
/// try router.open(url, from: .universalLink(domain: "example.com"))
/// ```
public enum LinkOrigin: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The app's own code: a button, a view's `open(_:)`. What ``Router/open(_:)-(URL)`` means.
  case inApp
  /// A link tapped in content the app renders but did not write: a post, a chat message, a bio.
  /// Another user wrote it, so it ranks below the app's own links: no ``LinkAccess/appOnly`` or
  /// ``LinkAccess/appAndNotifications`` entry takes it, it asks the user first unless the entry
  /// says otherwise (``LinkAccess/openingUserContentWithoutAsking``), and it never replaces the
  /// stack. What ``Router/openTapped(_:otherwise:openInSystem:)`` opens links as.
  case userContent
  /// A notification the user tapped; its payload came from the app's server or the app.
  case notification
  /// A universal link: an `https` URL of an associated domain, from a web page, Messages, Mail….
  case universalLink(domain: String)
  /// Another app opened the app's URL scheme; iOS names it only when it is one of the same
  /// developer's apps (`nil` otherwise).
  case otherApp(sourceApplication: String?)
  /// A home-screen quick action.
  case shortcut
  /// The app's own widget or extension.
  case widget
  /// Saved state the app restores (state restoration, a handed-off activity of its own).
  case restoration

  /// An origin without its details, for ``LinkAccess/origins(_:)``.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    case inApp, userContent, notification, universalLink, otherApp, shortcut, widget, restoration
  }

  /// The origin without its details.
  var kind: Kind {
    switch self {
    case .inApp: .inApp
    case .userContent: .userContent
    case .notification: .notification
    case .universalLink: .universalLink
    case .otherApp: .otherApp
    case .shortcut: .shortcut
    case .widget: .widget
    case .restoration: .restoration
    }
  }

  /// Whether anyone outside the app and its server can make such a link: universal links (any
  /// web page can link one), other apps (any app can open a custom scheme) and content other
  /// users wrote. These are the links an entry that asks first (``LinkAccess/askingFirst``) asks
  /// the user about, and that never replace the stack.
  public var isOutside: Bool {
    switch self {
    case .universalLink, .otherApp, .userContent: true
    case .inApp, .notification, .shortcut, .widget, .restoration: false
    }
  }

  /// Whether the link was sent to the app from outside it, rather than opened in it: by another
  /// app, a web page (a universal link) or a notification. Such links share at most
  /// ``LinkLimits/routesFromOutside`` of the routes links may have, and replace only routes such
  /// links opened, so they cannot crowd out or remove what the app and the links tapped in its
  /// screens opened.
  public var isSentFromOutside: Bool {
    switch self {
    case .universalLink, .otherApp, .notification: true
    case .inApp, .userContent, .shortcut, .widget, .restoration: false
    }
  }

  /// The origin in a few words: `another app (com.example.partner)`, `universal link (example.com)`.
  public var description: String {
    switch self {
    case .inApp: "in-app"
    case .userContent: "user content"
    case .universalLink(let domain): "universal link (\(domain))"
    case .otherApp(let source): "another app (\(source ?? "unnamed"))"
    case .notification, .shortcut, .widget, .restoration: kind.rawValue
    }
  }
}

extension LinkOrigin {
  /// The origin of a URL iOS handed the app from outside (`scene(_:openURLContexts:)`,
  /// `onOpenURL`, connection options): a universal link for `http` and `https`, the app's own
  /// widget or extension when the source application is the app or one of its extensions, else
  /// another app.
  /// - Parameters:
  ///   - url: The URL.
  ///   - sourceApplication: `UIOpenURLContext.options.sourceApplication`, when iOS gave one.
  ///   - ownBundleIdentifier: The app's bundle identifier.
  package init(openedURL url: URL, sourceApplication: String?, ownBundleIdentifier: String?) {
    let scheme = url.scheme?.lowercased()
    if scheme == "http" || scheme == "https" {
      // The host as the parser gives it, ASCII letters folded: a percent-decoded or Unicode-folded
      // host could name another domain.
      self = .universalLink(domain: url.host(percentEncoded: true).map(LinkURL.asciiLowercased) ?? "")
    } else if let source = sourceApplication, let own = ownBundleIdentifier,
      source == own || source.hasPrefix(own + ".")
    {
      self = .widget
    } else {
      self = .otherApp(sourceApplication: sourceApplication)
    }
  }
}
