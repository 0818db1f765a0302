/// Which router drives which window, so two routers never share one presentation chain.
/// Keyed by the window's root controller, held weakly: a closed window's claim lapses.
@MainActor
enum WindowClaims {
  private struct Claim {
    weak var root: AnyObject?
    weak var router: AnyObject?
  }

  private static var claims: [ObjectIdentifier: Claim] = [:]

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
    if claims[ObjectIdentifier(root)]?.root === root { claims[ObjectIdentifier(root)] = nil }
  }
}
