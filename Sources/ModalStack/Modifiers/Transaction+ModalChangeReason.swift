#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension Transaction {
    /// Why ModalStack wrote a binding: the ``RouteChangeReason`` of the change that removed the
    /// route (``RouteChangeReason/interactive`` for a swipe, ``RouteChangeReason/hostRefused`` when a
    /// presentation was refused and the binding is set back, …); `nil` for the app's own writes.
    ///
    /// Every binding ModalStack writes back is written in a transaction carrying it; a
    /// `Binding(get:set:)` whose setter takes the transaction reads it there:
    ///
    /// ```swift
    /// .present(
    ///   item: Binding(
    ///     get: { model.openedLesson },
    ///     set: { lesson, transaction in model.setOpenedLesson(lesson, reason: transaction.modalChangeReason) }),
    ///   id: \.self
    /// ) { id in LessonView(id: id) }
    /// ```
    public var modalChangeReason: RouteChangeReason? {
      get { self[ModalChangeReasonKey.self] }
      set { self[ModalChangeReasonKey.self] = newValue }
    }
  }

  private struct ModalChangeReasonKey: TransactionKey {
    static let defaultValue: RouteChangeReason? = nil
  }

  extension Binding {
    /// Writes `value` in the binding's transaction, carrying `reason` as `Transaction.modalChangeReason`.
    func write(_ value: Value, reason: RouteChangeReason) {
      var carrying = transaction
      carrying.modalChangeReason = reason
      transaction(carrying).wrappedValue = value
    }
  }
#endif
