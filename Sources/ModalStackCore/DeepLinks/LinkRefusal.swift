/// Why a rule of the app's refused a link before it changed anything. Thrown inside
/// ``DeepLinkError/blocked(_:)`` and reported as ``LinkEvent/linkRefused(_:)``.
public struct LinkRefusal: Hashable, Sendable, CustomStringConvertible {
  /// The rule a link broke.
  public enum Rule: Hashable, Sendable {
    /// The entry does not allow links of this origin.
    case origin(LinkAccess)
    /// A parameter breaks the entry's declaration (``LinkParameter``); the value as decoded,
    /// `nil` when it is missing.
    case parameter(name: String, value: String?, ParameterViolation)
    /// The entry asks first, and the user said no.
    case declined
    /// The entry asks first, and the router has no ``Router/confirmLink`` handler to ask with.
    case noConfirmationHandler
    /// The entry asks first while another link waits for the user's answer.
    case confirmationPending
    /// The routes links opened would exceed ``LinkLimits/routes``.
    case routeLimit(Int)
  }

  /// The link as the app received it.
  public let link: String
  /// Where it came from.
  public let origin: LinkOrigin
  /// The pattern of the entry it matched.
  public let pattern: String
  /// The rule it broke.
  public let rule: Rule

  /// The refusal in one line: the link, its origin, the entry, why, and what to do.
  public var description: String {
    let (why, fix) =
      switch rule {
      case .origin(let access):
        ("allows \(access.description) only", "open it from an origin the entry allows, or widen the entry's access")
      case .parameter(let name, let value, let violation):
        (
          "\(name)\(value.map { "=\($0.debugDescription)" } ?? "") \(violation.description)",
          "send a value the parameter's declaration allows"
        )
      case .declined: ("the user declined", "open it again if the user wants it")
      case .noConfirmationHandler:
        ("asks first, and the router has no confirmLink handler", "set router.confirmLink to ask the user")
      case .confirmationPending:
        ("asks first, and another link is waiting for the user", "open it again once the user has answered")
      case .routeLimit(let limit):
        ("links already have \(limit) routes on the stack", "dismiss what links opened, or raise LinkLimits.routes")
      }
    return "\(link) from \(origin), entry \(pattern): \(why); \(fix)"
  }
}
