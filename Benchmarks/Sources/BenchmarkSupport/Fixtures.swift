import ModalStackCore
import ModalStackTesting

/// Routes `learn 1` … `learn depth`, each a full-screen cover (one layer each), ids `l1` … `ldepth`.
public func coverRoutes(depth: Int) -> [Route<String>] {
  (1...depth).map { Route("learn \($0)", presentation: .fullScreenCover, id: RouteID("l\($0)")) }
}

/// A stack of `depth` full-screen covers over the root: `depth + 1` layers.
public func coverStack(depth: Int) throws -> RouteStack<String> {
  try RouteStack(coverRoutes(depth: depth))
}

/// A router settled on `depth` full-screen covers over a host that completes every step at once,
/// and the virtual clock that runs its scheduler turns.
@MainActor
public func settledRouter(depth: Int) throws -> (router: Router<String>, turns: SimulatedClock) {
  try InstantHost.settledRouter(on: coverStack(depth: depth))
}

/// Settled routers by depth, built once per benchmark process on first use (outside the measured part).
@MainActor
public enum SettledRouters {
  private static var routers: [Int: (router: Router<String>, turns: SimulatedClock)] = [:]

  /// The router settled on `depth` covers, made on the first call for that depth.
  public static func router(depth: Int) throws -> (router: Router<String>, turns: SimulatedClock) {
    if let found = routers[depth] { return found }
    let made = try settledRouter(depth: depth)
    routers[depth] = made
    return made
  }
}
