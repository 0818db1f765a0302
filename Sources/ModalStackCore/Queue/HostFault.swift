/// Something the presentation host did not do as expected. The router reports it as an event
/// and recovers by reading the host's real state.
public enum HostFault: Hashable, Sendable, CustomStringConvertible {
  /// A step did not complete within the router's step timeout.
  case stepTimedOut(String)
  /// An exit action did not finish within the router's exit timeout; the route was removed anyway.
  case exitActionTimedOut(RouteID)

  public var description: String {
    switch self {
    case .stepTimedOut(let step): "step timed out: \(step)"
    case .exitActionTimedOut(let id): "exit action of route \(id) timed out"
    }
  }
}
