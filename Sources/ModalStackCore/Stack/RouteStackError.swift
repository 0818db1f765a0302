import Foundation

/// Why a change to a ``RouteStack`` (or a router command) was refused. The stack is unchanged.
///
/// Each case carries what its text needs (the screen refused, as `profile(id: 3)`, or the id); the
/// ``description``, also its ``errorDescription``, names it and says what to do:
///
/// ```swift
/// do { try router.present(.profile(id: 3), as: .sheet, id: "profile") } catch {
///   print(error.localizedDescription)
///   // cannot show profile(id: 3): route id profile is already on the stack; give the route ...
/// }
/// ```
public enum RouteStackError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A route id that is already on the stack: the id, and the screen that was to have it.
  case duplicateRouteID(RouteID, screen: String)
  /// A route whose presentation is invalid where it stands on the stack: its id, why, and its screen.
  case invalidPresentation(RouteID, PresentationError, screen: String)
  /// No route with this id is on the stack.
  case routeNotFound(RouteID)
  /// There is no pushed route to pop on the top layer.
  case nothingToPop
  /// There is no modal layer to dismiss.
  case nothingToDismiss
  /// A count that is not positive.
  case invalidCount(Int)
  /// A protected flow refuses commands from outside it while it is up: the protecting route's id
  /// and screen, or `nil` for a scope opened with ``Router/beginProtectedFlow(_:)``.
  case protectedFlow(RouteID?, screen: String?)
  /// A push that no navigation stack on the layer would show (no `ModalStackNavigationStack` of this name).
  case noStackShowsPushes(NavigationStackID)
  /// An index outside the stack's: the index, and the valid range (0 is the root screen).
  case indexOutOfRange(Int, valid: ClosedRange<Int>)
  /// More routes asked for than the stack has above its root: the count asked, and how many there are.
  case tooFewRoutes(Int, available: Int)
  /// More modal layers asked for than the stack has above its root: the count asked, and how many.
  case tooFewLayers(Int, available: Int)
  /// More pushes asked for than a navigation stack of the top layer has: the count, how many, the stack.
  case tooFewPushes(Int, available: Int, stack: NavigationStackID)
  /// No route on the stack shows what was asked for: the destination, or `"a route matching the predicate"`.
  case noRouteMatches(String)
  /// A view presented with a destination type no router above it has: that type, and the router's.
  case destinationTypeMismatch(String, router: String)
  /// Inline content with no destination, for a router whose type cannot hold one (conform it to
  /// ``LocalRouteDestination``): the router's destination type.
  case noLocalRoutes(router: String)
  /// A modal route named where a pushed route is needed: its id and screen.
  case notAPush(RouteID, screen: String)

  public var description: String {
    let unchanged = "check router.stack before the command, or ignore the refusal: nothing changed"
    return switch self {
    case .duplicateRouteID(let id, let screen):
      "cannot show \(screen): route id \(id) is already on the stack; give the route a new id (the default makes one), or present it with once: to reuse it"
    case .invalidPresentation(let id, let error, let screen):
      "cannot show \(screen) (route \(id)): \(error)"
    case .routeNotFound(let id):
      "no route \(id) on the stack: it may have been dismissed already; read the ids on it from router.stack"
    case .nothingToPop: "nothing to pop: the top layer has no pushed route; \(unchanged)"
    case .nothingToDismiss: "nothing to dismiss: no modal is on the stack; \(unchanged)"
    case .invalidCount(let count): "count \(count) must be at least 1; pass a count of 1 or more"
    case .protectedFlow(let id, let screen):
      "the protected flow of \(id.map { "\(screen ?? "route") (route \($0))" } ?? "a scope") refuses commands from outside it; send the command from inside the flow, or end the flow first"
    case .indexOutOfRange(let index, let valid):
      "index \(index) is outside the stack's \(valid.lowerBound)...\(valid.upperBound) (0 is the root screen); \(unchanged)"
    case .tooFewRoutes(let count, let available):
      "\(count) routes asked for; the stack has \(available) above its root; \(unchanged)"
    case .tooFewLayers(let count, let available):
      "\(count) layers asked for; the stack has \(available) above its root; \(unchanged)"
    case .tooFewPushes(let count, let available, let stack):
      "\(count) pushes asked for; navigation stack \(stack) of the top layer has \(available); \(unchanged)"
    case .noRouteMatches(let sought): "no route on the stack shows \(sought); \(unchanged)"
    case .destinationTypeMismatch(let type, let router):
      "a view presents \(type) but the router above it is a Router<\(router)>; use the root's destination type"
    case .noLocalRoutes(let router):
      "Router<\(router)> cannot show content given inline without a destination; conform \(router) to LocalRouteDestination, or name a destination"
    case .notAPush(let id, let screen):
      "\(screen) (route \(id)) is a modal, not a pushed route; name a pushed route (read router.stack), or present the screen"
    case .noStackShowsPushes(let stack):
      "no navigation stack named \(stack) shows pushes on the top layer; show one with ModalStackNavigationStack(\"\(stack)\"), or present the layer with navigation: .always"
    }
  }
}

extension RouteStackError: LocalizedError {
  /// The error's ``description``, which names the screen and what to do: what apps show and
  /// log as `localizedDescription`.
  public var errorDescription: String? { description }
}
