@testable import ModalStackCore

/// Changes recorded through the ledger's one entry point, ``RouteLedger/record(_:)``, in the
/// shapes the ledger's tests need.
extension RouteLedger {
  /// Records routes appended on top of the target (routes that make a valid stack by themselves).
  mutating func append(_ routes: [Route<Destination>], reason: RouteChangeReason) {
    // The tests' routes make a valid stack.
    record(TargetChange(from: RouteStack(), to: try! RouteStack(routes), reason: reason))
  }

  /// Records routes removed from the target, top first (routes that make a valid stack by themselves).
  mutating func remove(_ routes: [Route<Destination>], reason: RouteChangeReason) {
    // The tests' routes make a valid stack.
    record(TargetChange(from: try! RouteStack(routes.reversed()), to: RouteStack(), reason: reason))
  }

  /// Records any change by comparing the stacks.
  mutating func change(from old: RouteStack<Destination>, to new: RouteStack<Destination>, reason: RouteChangeReason) {
    record(TargetChange(from: old, to: new, reason: reason))
  }

  /// Records routes the user took off the screen that were no longer on the target.
  mutating func leave(_ routes: [Route<Destination>], reason: RouteChangeReason) {
    record(TargetChange(from: RouteStack(), to: RouteStack(), reason: reason, alsoLeaving: routes))
  }
}
