/// How a route that shows a controller the app made ended, as
/// ``Router/presentForResult(_:as:returning:id:)`` returns it.
public enum ControllerOutcome<Result: Sendable>: Sendable {
  /// The controller finished with this result: the route left with ``RouteChangeReason/finished``.
  case finished(Result)
  /// The route left without a result of this type, for the reason its events carried.
  case dismissed(RouteChangeReason)
}

extension ControllerOutcome: Equatable where Result: Equatable {}
