@testable import ModalStackCore

extension RouteLedger {
  /// How many routes the ledger still knows something about, for leak checks.
  var retainedEntries: Int {
    Set(reasons.keys).union(exitActions.keys).union(confirmations.keys).union(announced)
      .union((awaitingDidPresent + awaitingDidDismiss).map(\.id)).count
  }
}
