@testable import ModalStackCore

/// Changes recorded through the ledger's one entry point, ``RouteLedger/record(_:)``, in the
/// shapes the ledger's tests need.
extension RouteLedger {
  /// Records routes appended on top of the target (routes that make a valid stack by themselves).
  mutating func append(_ routes: [Route<Destination>], reason: RouteChangeReason) {
    // The tests' routes make a valid stack.
    record(TargetChange(old: RouteStack(), new: try! RouteStack(routes), reason: reason))
  }

  /// Records routes removed from the target, top first (routes that make a valid stack by themselves).
  mutating func remove(_ routes: [Route<Destination>], reason: RouteChangeReason) {
    // The tests' routes make a valid stack.
    record(TargetChange(old: try! RouteStack(routes.reversed()), new: RouteStack(), reason: reason))
  }

  /// Records any change by comparing the stacks.
  /// - Returns: The routes that left the target while no controller showed them.
  @discardableResult
  mutating func change(
    from old: RouteStack<Destination>, to new: RouteStack<Destination>, reason: RouteChangeReason
  ) -> [Route<Destination>] {
    record(TargetChange(old: old, new: new, reason: reason)).leftUnshown
  }

  /// Records routes the user took off the screen that were no longer on the target.
  mutating func leave(_ routes: [Route<Destination>], reason: RouteChangeReason) {
    record(TargetChange(old: RouteStack(), new: RouteStack(), reason: reason, alsoLeaving: routes))
  }
}
