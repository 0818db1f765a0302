@testable import ModalStackCore

extension RouteLedger {
  /// How many routes the ledger knows anything of beyond being on the target, for leak checks:
  /// a route off the target, or one with a reason, a registration or an event still to go out.
  var retainedEntries: Int {
    lives.filter { id, life in
      !contains(id) || life.reason != .programmatic || life.exitAction != nil || life.confirmation != nil
        || life.saidLeaving || life.awaiting != nil || life.finishedResult != nil
    }.count
  }
}
