/// Which router drives which window, so two routers never share one presentation chain.
/// Keyed by the window's root controller, held weakly: a closed window's claim lapses.
@MainActor
enum WindowClaims {
  private struct Claim {
    weak var root: AnyObject?
    weak var router: AnyObject?
  }

  private static var claims: [ObjectIdentifier: Claim] = [:]
  /// What runs when a window's claim is given up, by window; each runs once.
  private static var releaseWaiters: [ObjectIdentifier: [@MainActor () -> Void]] = [:]

  /// Claims a window for a router.
  /// - Returns: `true` for a new claim; `false` when the router already drives this window.
  /// - Throws: ``HostAttachError/windowHasAnotherRouter`` when another live router drives it.
  static func claim(root: AnyObject, for router: AnyObject) throws -> Bool {
    claims = claims.filter { $0.value.root != nil && $0.value.router != nil }
    if let claim = claims[ObjectIdentifier(root)], claim.root === root {
      guard claim.router === router else { throw HostAttachError.windowHasAnotherRouter }
      return false
    }
    claims[ObjectIdentifier(root)] = Claim(root: root, router: router)
    return true
  }

  /// Gives a window up (its router detached).
  static func release(root: AnyObject) {
    guard claims[ObjectIdentifier(root)]?.root === root else { return }
    claims[ObjectIdentifier(root)] = nil
    for action in releaseWaiters.removeValue(forKey: ObjectIdentifier(root)) ?? [] { action() }
  }

  /// Runs `action` once, when the router that drives a window gives it up: a root refused because
  /// a router of another destination type drives it (its own window session's) takes it then.
  static func whenReleased(root: AnyObject, _ action: @escaping @MainActor () -> Void) {
    releaseWaiters[ObjectIdentifier(root), default: []].append(action)
  }
}
