/// Something the presentation host did not do as expected; the router recovers by reading the host's real state.
public enum HostFault: Hashable, Sendable, CustomStringConvertible {
  /// A step did not complete within the router's step timeout.
  case stepTimedOut(String)
  /// An exit action did not finish within the router's exit timeout; the route was removed anyway.
  case exitActionTimedOut(RouteID)
  /// The host refused a step, or it timed out and would have been sent again unchanged: the router gave it up.
  case stepAbandoned(String, reason: String)

  public var description: String {
    switch self {
    case .stepTimedOut(let step): "step timed out: \(step)"
    case .exitActionTimedOut(let id): "exit action of route \(id) timed out"
    case .stepAbandoned(let step, let reason): "step given up (\(reason)): \(step)"
    }
  }
}
