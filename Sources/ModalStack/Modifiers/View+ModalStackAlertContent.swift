#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension View {
    /// Shows the alert a model keeps as state while it is non-nil, as swift-navigation's
    /// `.alert($model.alert) { action in … }` does, as an alert route of the root's router.
    ///
    /// When the user taps a button the state turns `nil` first, then `action` gets the typed action
    /// the button was made with (``AlertButton/init(_:role:id:action:)``), so the model acts on it
    /// from a cleared state: it can present, push or dismiss as from any other method. A button
    /// without an action (a plain cancel) only clears the state.
    ///
    /// ```swift
    /// // In the model: var alert: AlertConfiguration?
    /// model.alert = AlertConfiguration(title: "Delete?", buttons: [
    ///   try AlertButton("Delete", role: .destructive, action: DetailAction.confirmDeletion), .cancel(),
    /// ])
    ///
    /// DetailView(model: model)
    ///   .modalStackAlert($model.alert) { (action: DetailAction) in model.alertButtonTapped(action) }
    /// ```
    /// A button whose action is not an `Action` is refused by name (``AlertActionError``): the alert
    /// does not show and the state turns `nil`.
    /// - Parameters:
    ///   - content: The alert, `nil` while none is shown; set to `nil` when it is answered or removed.
    ///   - id: The identity of the declaring view in a `ForEach` row (the row's id); `nil` by default.
    ///   - action: Receives the tapped button's action, after `content` turned `nil`.
    ///   - fileID: Where the modifier is written; leave the default.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    public func modalStackAlert<Action: Decodable & Sendable>(
      _ content: Binding<AlertConfiguration?>, id: (any Hashable & Sendable)? = nil,
      action: @escaping @MainActor (Action) -> Void,
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      modalStackAlert(
        content, id: id, action: { tapped, _ in action(tapped) }, fileID: fileID, line: line, column: column)
    }

    /// Shows the alert a model keeps as state while it is non-nil, and hands `action` what the
    /// user typed in the alert's text fields too.
    ///
    /// ```swift
    /// .modalStackAlert($model.renaming) { (action: RenameAction, texts) in model.rename(action, to: texts[0]) }
    /// ```
    /// - Parameters:
    ///   - content: The alert, `nil` while none is shown; set to `nil` when it is answered or removed.
    ///   - id: The identity of the declaring view in a `ForEach` row (the row's id); `nil` by default.
    ///   - action: Receives the tapped button's action and each text field's text, after `content` turned `nil`.
    ///   - fileID: Where the modifier is written; leave the default.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    public func modalStackAlert<Action: Decodable & Sendable>(
      _ content: Binding<AlertConfiguration?>, id: (any Hashable & Sendable)? = nil,
      action: @escaping @MainActor (Action, _ texts: [String]) -> Void,
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      modifier(
        RoutedAlertModifier(
          isPresented: content.isPresent(),
          alert: { try content.wrappedValue.map { try RoutedAlert(.alert, content: $0, send: action) } },
          site: routedSite(fileID, line, column, id: id)))
    }

    /// Shows the confirmation dialog a model keeps as state while it is non-nil, as a route of the
    /// root's router; answered as `View.modalStackAlert(_:id:action:)` is. Its title shows as
    /// its ``AlertConfiguration/titleVisibility`` says.
    ///
    /// ```swift
    /// .modalStackConfirmationDialog($model.dialog) { (action: MeetingAction) in model.dialogButtonTapped(action) }
    /// ```
    /// - Parameters:
    ///   - content: The dialog, `nil` while none is shown; set to `nil` when it is answered or removed.
    ///   - id: The identity of the declaring view in a `ForEach` row (the row's id); `nil` by default.
    ///   - action: Receives the tapped button's action, after `content` turned `nil`.
    ///   - fileID: Where the modifier is written; leave the default.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    public func modalStackConfirmationDialog<Action: Decodable & Sendable>(
      _ content: Binding<AlertConfiguration?>, id: (any Hashable & Sendable)? = nil,
      action: @escaping @MainActor (Action) -> Void,
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      routedConfirmationDialog(isPresented: content.isPresent(), site: routedSite(fileID, line, column, id: id)) {
        anchor in
        try content.wrappedValue.map {
          try RoutedAlert(.confirmationDialog(titleVisibility: $0.titleVisibility, anchor: anchor), content: $0) {
            tapped, _ in action(tapped)
          }
        }
      }
    }
  }

  extension Binding {
    /// Whether an optional value is there; writing `false` clears it, in the write's transaction.
    fileprivate func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
      Binding<Bool>(
        get: { wrappedValue != nil },
        set: { isPresent, transaction in if !isPresent { self.transaction(transaction).wrappedValue = nil } })
    }
  }
#endif
