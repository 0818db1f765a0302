/// Which origins may open an entry of a ``DeepLinkMap``, and whether the user is asked first.
///
/// ```swift
/// links.add("/wallet/send", access: .appAndNotifications) { … }   // no other app, no web page
/// links.add("/partner/offer", access: .sourceApplications("com.example.partner")) { … }
/// links.add("/invite/:code", access: .askFirst) { … }             // outside links ask the user
/// ```
public struct LinkAccess: Hashable, Sendable {
  /// The origins allowed, before the lists below narrow two of them.
  let kinds: Set<LinkOrigin.Kind>
  /// The other apps allowed, by bundle identifier; `nil` for any (also one iOS does not name).
  var sourceApplications: Set<String>? = nil
  /// The universal-link domains allowed, ASCII letters lowercased (they compare without case); `nil` for any.
  var domains: Set<String>? = nil
  /// Whether an allowed link from outside waits for ``Router/confirmLink`` to say yes.
  var asksFirst = false
  /// Whether a link in user content waits for the user even when the entry does not ask first.
  var asksUserContent = true
  /// The origins whose stack links replace the stack.
  var stackReplacingKinds: Set<LinkOrigin.Kind> = [.inApp, .restoration]

  /// Every origin, a link in user content once the user agrees: the default.
  public static let anyOrigin = LinkAccess(kinds: Set(LinkOrigin.Kind.allCases))

  /// Links the app makes itself: in-app, shortcuts, widgets, restoration.
  public static let appOnly = LinkAccess(kinds: [.inApp, .shortcut, .widget, .restoration])

  /// ``appOnly`` and notifications: nothing anyone outside the app and its server can send.
  public static let appAndNotifications = LinkAccess(kinds: appOnly.kinds.union([.notification]))

  /// Every origin; a link from outside or in user content waits until the user agrees (``Router/confirmLink``).
  public static let askFirst = anyOrigin.askingFirst

  /// Exactly these origins.
  public static func origins(_ kinds: LinkOrigin.Kind...) -> LinkAccess { LinkAccess(kinds: Set(kinds)) }

  /// ``appAndNotifications``, and the other apps listed by bundle identifier.
  public static func sourceApplications(_ identifiers: String...) -> LinkAccess {
    LinkAccess(kinds: appAndNotifications.kinds.union([.otherApp]), sourceApplications: Set(identifiers))
  }

  /// ``appAndNotifications``, and universal links of the domains listed, such as `example.com`.
  public static func domains(_ names: String...) -> LinkAccess {
    LinkAccess(
      kinds: appAndNotifications.kinds.union([.universalLink]), domains: Set(names.map(LinkURL.asciiLowercased)))
  }

  /// The same rule, asking the user before opening an allowed link from outside.
  public var askingFirst: LinkAccess {
    var access = self
    access.asksFirst = true
    return access
  }

  /// The same rule, opening an allowed link in user content (``LinkOrigin/userContent``) without
  /// asking the user, unless the rule asks first.
  public var openingUserContentWithoutAsking: LinkAccess {
    var access = self
    access.asksUserContent = false
    return access
  }

  /// The same rule, with the stack links of these origins replacing the stack instead of going
  /// on top; in-app and restoration by default. An origin from outside never does, listed or not.
  public func replacingStack(from kinds: LinkOrigin.Kind...) -> LinkAccess {
    var access = self
    access.stackReplacingKinds = Set(kinds)
    return access
  }

  /// Whether a stack link of this origin replaces the stack: never one from outside, so no link
  /// from outside removes what the user has.
  func letsReplaceStack(_ origin: LinkOrigin) -> Bool {
    !origin.isOutside && stackReplacingKinds.contains(origin.kind)
  }

  /// Whether a link of this origin may open the entry (before asking the user, if it asks first).
  func allows(_ origin: LinkOrigin) -> Bool {
    guard kinds.contains(origin.kind) else { return false }
    switch origin {
    case .otherApp(let source):
      guard let sourceApplications else { return true }
      return source.map(sourceApplications.contains) ?? false
    case .universalLink(let domain):
      guard let domains else { return true }
      return domains.contains(LinkURL.asciiLowercased(domain))
    default:
      return true
    }
  }

  func asksUser(_ origin: LinkOrigin) -> Bool {
    origin == .userContent ? asksFirst || asksUserContent : asksFirst && origin.isOutside
  }

  /// For refusals: `in-app, shortcut, widget, restoration`, `…; asks first`.
  package var description: String {
    var parts = LinkOrigin.Kind.allCases.filter(kinds.contains).map { kind -> String in
      switch kind {
      case .otherApp: sourceApplications.map { "other apps \($0.sorted().joined(separator: ", "))" } ?? "other apps"
      case .universalLink:
        domains.map { "universal links of \($0.sorted().joined(separator: ", "))" } ?? "universal links"
      case .inApp: "in-app"
      case .userContent: "user content"
      default: kind.rawValue
      }
    }
    if parts.isEmpty { parts = ["no origin"] }
    return parts.joined(separator: ", ") + (asksFirst ? "; asks first" : "")
  }
}
