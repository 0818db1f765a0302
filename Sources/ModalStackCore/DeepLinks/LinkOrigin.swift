import Foundation

/// Where a link came from; the adapter decides it from what iOS hands the scene, the core never
/// guesses it. An entry says which origins may open it (``LinkAccess``).
///
/// ```swift
/// try router.open(url, from: .otherApp(sourceApplication: context.options.sourceApplication))
/// ```
public enum LinkOrigin: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The app's own code: a button, a view's `open(_:)`. What ``Router/open(_:)-(URL)`` means.
  case inApp
  /// A link tapped in content another user wrote (a post, a chat message): what
  /// ``Router/openTapped(_:otherwise:openInSystem:)`` opens links as.
  case userContent
  /// A notification the user tapped; its payload came from the app's server or the app.
  case notification
  /// A universal link: an `https` URL of an associated domain, from a web page, Messages, Mail….
  case universalLink(domain: String)
  /// Another app opened the app's URL scheme; iOS names only the same developer's apps.
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

  /// Whether anyone outside the app and its server can make such a link: universal links, other
  /// apps and user content. These are the links that ask first and never replace the stack.
  public var isOutside: Bool {
    switch self {
    case .universalLink, .otherApp, .userContent: true
    case .inApp, .notification, .shortcut, .widget, .restoration: false
    }
  }

  /// Whether the link was sent to the app (another app, a universal link, a notification) rather
  /// than opened in it; such links share ``LinkLimits/routesFromOutside``.
  public var isSentFromOutside: Bool {
    switch self {
    case .universalLink, .otherApp, .notification: true
    case .inApp, .userContent, .shortcut, .widget, .restoration: false
    }
  }

  /// `another app (com.example.partner)`, `universal link (example.com)`.
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
  /// The origin of a URL iOS handed the app: a universal link for `http` and `https`; else a widget
  /// or a shortcut when the app tagged it so (`onOpenURL` names no source, other tags are ignored,
  /// and any app can forge a tagged custom-scheme URL), a widget when the source application is
  /// the app or its extension, else another app.
  package init(
    openedURL url: URL, sourceApplication: String? = nil, taggedAs tag: LinkOrigin? = nil,
    ownBundleIdentifier: String?
  ) {
    if LinkURL.isWeb(url.scheme) {
      // Never percent-decoded or Unicode-folded: that could name another domain.
      self = .universalLink(domain: url.host(percentEncoded: true).map(LinkURL.asciiLowercased) ?? "")
    } else if let tag, tag == .widget || tag == .shortcut {
      self = tag
    } else if let source = sourceApplication, let own = ownBundleIdentifier,
      source == own || source.hasPrefix(own + ".")
    {
      self = .widget
    } else {
      self = .otherApp(sourceApplication: sourceApplication)
    }
  }
}
