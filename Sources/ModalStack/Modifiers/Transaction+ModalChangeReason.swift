#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension Transaction {
    /// Why ModalStack wrote a binding: the ``RouteChangeReason`` of the change that removed the
    /// route (``RouteChangeReason/interactive`` for a swipe or a back tap,
    /// ``RouteChangeReason/tapOutside``, ``RouteChangeReason/answered`` for an alert's button,
    /// ``RouteChangeReason/dismissAll``, ``RouteChangeReason/deepLink``, …), or
    /// ``RouteChangeReason/hostRefused`` when a presentation was refused and the binding is set
    /// back. `nil` in a transaction ModalStack did not make: the app's own writes.
    ///
    /// Every binding ModalStack writes back (`present(item:)`, `present(isPresented:)`,
    /// `modalStackSheet`, `modalStackAlert`, `modalStackConfirmationDialog`,
    /// `ModalStackRoot(stack:)`) is written in a transaction carrying it. A binding made with
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
    /// Writes `value` in the binding's transaction, carrying `reason` as
    /// `Transaction.modalChangeReason`: a setter that takes the transaction hears why.
    /// - Parameters:
    ///   - value: The value to write.
    ///   - reason: Why ModalStack writes it.
    func write(_ value: Value, reason: RouteChangeReason) {
      var carrying = transaction
      carrying.modalChangeReason = reason
      transaction(carrying).wrappedValue = value
    }
  }
#endif
