#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension View {
    /// Shows the alert a model keeps as state while it is non-nil, as swift-navigation's
    /// `.alert($model.alert) { action in … }` does, as an alert route of the root's router.
    ///
    /// When the user taps a button the state turns `nil` first, then `action` gets the button's
    /// typed action, so the model acts on it from a cleared state: it can present, push or dismiss
    /// as from any other method. A button without an action (a plain cancel) only clears the state.
    ///
    /// ```swift
    /// DetailView(model: model)
    ///   .modalStackAlert($model.alert) { action in model.alertButtonTapped(action) }
    /// ```
    /// - Parameters:
    ///   - state: The alert, `nil` while none is shown; set to `nil` when it is answered or removed.
    ///   - id: The identity of the declaring view in a `ForEach` row (the row's id); `nil` by default.
    ///   - action: Receives the tapped button's action, after `state` turned `nil`.
    ///   - fileID: Where the modifier is written; leave the default.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    public func modalStackAlert<Action>(
      _ state: Binding<AlertState<Action>?>, id: (any Hashable & Sendable)? = nil,
      action: @escaping @MainActor (Action) -> Void,
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      modalStackAlert(
        state, id: id, action: { tapped, _ in action(tapped) }, fileID: fileID, line: line, column: column)
    }

    /// Shows the alert a model keeps as state while it is non-nil, and hands `action` what the
    /// user typed in the alert's text fields too.
    ///
    /// - Parameters:
    ///   - state: The alert, `nil` while none is shown; set to `nil` when it is answered or removed.
    ///   - id: The identity of the declaring view in a `ForEach` row (the row's id); `nil` by default.
    ///   - action: Receives the tapped button's action and each text field's text, after `state` turned `nil`.
    ///   - fileID: Where the modifier is written; leave the default.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    public func modalStackAlert<Action>(
      _ state: Binding<AlertState<Action>?>, id: (any Hashable & Sendable)? = nil,
      action: @escaping @MainActor (Action, _ texts: [String]) -> Void,
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      modifier(
        RoutedAlertModifier(
          isPresented: state.isPresent(),
          alert: { try state.wrappedValue.map { try RoutedAlert(.alert, state: $0, send: action) } },
          site: routedSite(fileID, line, column, id: id)))
    }

    /// Shows the confirmation dialog a model keeps as state while it is non-nil, as a route of the
    /// root's router; answered as `View.modalStackAlert(_:id:action:)` is.
    ///
    /// - Parameters:
    ///   - state: The dialog, `nil` while none is shown; set to `nil` when it is answered or removed.
    ///   - titleVisibility: Whether the title shows; `.automatic` by default.
    ///   - id: The identity of the declaring view in a `ForEach` row (the row's id); `nil` by default.
    ///   - action: Receives the tapped button's action, after `state` turned `nil`.
    ///   - fileID: Where the modifier is written; leave the default.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    public func modalStackConfirmationDialog<Action>(
      _ state: Binding<AlertState<Action>?>, titleVisibility: Visibility = .automatic,
      id: (any Hashable & Sendable)? = nil, action: @escaping @MainActor (Action) -> Void,
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      routedConfirmationDialog(
        isPresented: state.isPresent(), titleVisibility: titleVisibility,
        site: routedSite(fileID, line, column, id: id)
      ) { kind in try state.wrappedValue.map { try RoutedAlert(kind, state: $0) { tapped, _ in action(tapped) } } }
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
