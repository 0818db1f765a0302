/// Which router drives which window, through which host: the one record of it, keyed by the
/// window's root controller. Root and router are held weakly, so a claim lapses with either.
@MainActor
enum WindowClaims {
  /// A window driven by a router.
  struct Claim {
    weak var root: AnyObject?
    weak var router: AnyObject?
    /// The window's host, which the router steps through, in a ``TypedHost``.
    let host: AnyObject
    /// The navigation stacks the app marked in the window, when a window session tells them.
    var stacks: NavigationStacks?
  }

  /// A host with its destination type, so the driving router reads it back with a class cast:
  /// a cast to `any PresentationHost<Destination>` checks the conformance at every read.
  final class TypedHost<Destination: Hashable & Sendable> {
    let host: any PresentationHost<Destination>
    init(_ host: any PresentationHost<Destination>) { self.host = host }
  }

  private static var claims: [ObjectIdentifier: Claim] = [:]
  /// What runs when a window's claim is given up, by window; each runs once.
  private static var releaseWaiters: [ObjectIdentifier: [@MainActor () -> Void]] = [:]

  /// Claims a host's window for a router: `true` for a new claim, `false` when the router already
  /// drives it (given stacks replace the window's).
  /// - Throws: ``HostAttachError/windowHasAnotherRouter`` when another live router drives it.
  static func claim<Destination: Hashable & Sendable>(
    _ host: any PresentationHost<Destination>, for router: AnyObject, stacks: NavigationStacks? = nil
  ) throws -> Bool {
    let root = host.windowRoot
    claims = claims.filter { $0.value.router != nil }
    if let claim = claims[ObjectIdentifier(root)], claim.root === root {
      guard claim.router === router else { throw HostAttachError.windowHasAnotherRouter }
      if let stacks { claims[ObjectIdentifier(root)]?.stacks = stacks }
      return false
    }
    claims[ObjectIdentifier(root)] = Claim(root: root, router: router, host: TypedHost(host), stacks: stacks)
    return true
  }

  /// The claim of the window a router drives, if it drives one.
  static func claim(drivenBy router: AnyObject) -> Claim? {
    claims.values.first { $0.router === router }
  }

  /// The router that drives a window, if a live one does.
  static func router(of root: AnyObject) -> AnyObject? {
    claims[ObjectIdentifier(root)].flatMap { $0.root === root ? $0.router : nil }
  }

  /// Gives up the window a router drives (it detached).
  static func release(drivenBy router: AnyObject) {
    guard let key = claims.first(where: { $0.value.router === router })?.key else { return }
    claims[key] = nil
    for action in releaseWaiters.removeValue(forKey: key) ?? [] { action() }
  }

  /// Runs `action` once, when the router driving a window gives it up (a root refused to a router of
  /// another destination type takes it then).
  static func whenReleased(root: AnyObject, _ action: @escaping @MainActor () -> Void) {
    releaseWaiters[ObjectIdentifier(root), default: []].append(action)
  }
}
