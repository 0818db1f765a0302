/// How a ``Router`` animates and how long it waits, given at creation or set later as ``Router/settings``.
///
/// ```swift
/// let router = Router<Screen>(settings: RouterSettings(animationPolicy: .all, exitTimeout: .seconds(1)))
/// ```
public struct RouterSettings: Hashable, Sendable {
  /// Which steps of a multi-step change animate. Default ``AnimationPolicy/lastOnly``.
  public var animationPolicy: AnimationPolicy
  /// How long a step may take before it is reported as a ``HostFault`` (plus a custom transition's). Default 2 s.
  public var stepTimeout: Duration
  /// How often the router looks again while someone else's alert covers the window. Default 0.1 s.
  public var foreignRecheckInterval: Duration
  /// How long an exit action may take before the route is removed anyway. Default 2 s.
  public var exitTimeout: Duration

  /// Creates settings; each one left out has its default.
  /// - Parameters:
  ///   - animationPolicy: Which steps of a multi-step change animate.
  ///   - stepTimeout: How long a step may take before it is reported as a fault.
  ///   - foreignRecheckInterval: How often the router looks again while someone else's alert is up.
  ///   - exitTimeout: How long an exit action may take before the route is removed anyway.
  public init(
    animationPolicy: AnimationPolicy = .lastOnly, stepTimeout: Duration = .seconds(2),
    foreignRecheckInterval: Duration = .milliseconds(100), exitTimeout: Duration = .seconds(2)
  ) {
    self.animationPolicy = animationPolicy
    self.stepTimeout = stepTimeout
    self.foreignRecheckInterval = foreignRecheckInterval
    self.exitTimeout = exitTimeout
  }
}
