@testable import ModalStackCore

/// Changes recorded through the ledger's one entry point, ``RouteLedger/record(_:)``, in the
/// shapes the ledger's tests need.
extension RouteLedger {
  /// Records routes appended on top of the target.
  mutating func append(_ routes: [Route<Destination>], reason: RouteChangeReason) {
    record(TargetChange(old: RouteStack(), new: RouteStack(), reason: reason, appended: routes))
  }

  /// Records routes removed from the target.
  mutating func remove(_ routes: [Route<Destination>], reason: RouteChangeReason) {
    record(TargetChange(old: RouteStack(), new: RouteStack(), reason: reason, removed: routes))
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
