#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension View {
    /// Shows an alert while `isPresented` is true, as SwiftUI's `.alert(_:isPresented:actions:message:)`
    /// does, but as an alert route of the enclosing root's router, so it shows over whatever is on top.
    ///
    /// UIKit drops a presentation from a covered controller (SwiftUI's `.alert` on a view under a
    /// sheet), leaving SwiftUI's state "presented"; this one is not dropped.
    ///
    /// ```swift
    /// ContentView()
    ///   .modalStackAlert("Could not sync", isPresented: $model.showsSyncError) {
    ///     AlertAction("Retry") { model.sync() }
    ///     AlertAction.cancel()
    ///   } message: {
    ///     model.syncError?.localizedDescription
    ///   }
    /// ```
    /// The buttons are ``AlertAction`` values, not `Button` views: SwiftUI's views cannot be read
    /// back to make a `UIAlertController`. Text fields and styled `Text` are not supported.
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether it is shown; set to `false` when it is answered or removed.
    ///   - actions: Its buttons, in order, at most one with the cancel role.
    ///   - message: The message under the title; none by default.
    ///   - id: The identity of the declaring view in a `ForEach` row (the row's id); `nil` by default.
    ///   - fileID: Where the modifier is written; leave the default. With `id`, it is the alert's identity.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    /// - Returns: The view, presenting through the enclosing ``ModalStackRoot``'s router.
    public func modalStackAlert(
      _ title: String, isPresented: Binding<Bool>, id: (any Hashable & Sendable)? = nil,
      @AlertActionBuilder actions: @escaping () -> [AlertAction], message: @escaping () -> String? = { nil },
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      modifier(
        RoutedAlertModifier(
          isPresented: isPresented,
          alert: { RoutedAlert(.alert, title: title, message: message(), actions: actions()) },
          site: routedSite(fileID, line, column, id: id)))
    }

    /// Shows an alert about `data` while `isPresented` is true and `data` is non-nil, as SwiftUI's
    /// `.alert(_:isPresented:presenting:actions:message:)` does, as a route of the root's router.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether it is shown; set to `false` when it is answered or removed.
    ///   - data: What it is about; nothing is shown while it is `nil`.
    ///   - actions: Its buttons for the data.
    ///   - message: The message for the data; none by default.
    ///   - id: The identity of the declaring view in a `ForEach` row (the row's id); `nil` by default.
    ///   - fileID: Where the modifier is written; leave the default.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    public func modalStackAlert<T>(
      _ title: String, isPresented: Binding<Bool>, presenting data: T?, id: (any Hashable & Sendable)? = nil,
      @AlertActionBuilder actions: @escaping (T) -> [AlertAction],
      message: @escaping (T) -> String? = { _ in nil },
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      modifier(
        RoutedAlertModifier(
          isPresented: isPresented,
          alert: { data.map { RoutedAlert(.alert, title: title, message: message($0), actions: actions($0)) } },
          site: routedSite(fileID, line, column, id: id)))
    }

    /// Shows a confirmation dialog while `isPresented` is true, as SwiftUI's
    /// `.confirmationDialog(_:isPresented:titleVisibility:actions:message:)` does, as a route of
    /// the root's router. A "Cancel" button is added when none has the cancel role; on an iPad the
    /// dialog points at this view, as SwiftUI's does.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether it is shown; set to `false` when it is answered or removed.
    ///   - titleVisibility: Whether the title shows; `.automatic` (shown unless empty) by default.
    ///   - actions: Its buttons, in order.
    ///   - message: The message under the title; none by default.
    ///   - id: The identity of the declaring view in a `ForEach` row (the row's id); `nil` by default.
    ///   - fileID: Where the modifier is written; leave the default.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    public func modalStackConfirmationDialog(
      _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
      id: (any Hashable & Sendable)? = nil,
      @AlertActionBuilder actions: @escaping () -> [AlertAction], message: @escaping () -> String? = { nil },
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      routedConfirmationDialog(isPresented: isPresented, site: routedSite(fileID, line, column, id: id)) { anchor in
        RoutedAlert(
          .confirmationDialog(titleVisibility: titleVisibility.titleVisibility, anchor: anchor), title: title,
          message: message(), actions: actions())
      }
    }

    /// Shows a confirmation dialog about `data` while `isPresented` is true and `data` is non-nil,
    /// as SwiftUI's `.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)` does.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether it is shown; set to `false` when it is answered or removed.
    ///   - titleVisibility: Whether the title shows.
    ///   - data: What it is about; nothing is shown while it is `nil`.
    ///   - actions: Its buttons for the data.
    ///   - message: The message for the data; none by default.
    ///   - id: The identity of the declaring view in a `ForEach` row (the row's id); `nil` by default.
    ///   - fileID: Where the modifier is written; leave the default.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    public func modalStackConfirmationDialog<T>(
      _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
      id: (any Hashable & Sendable)? = nil,
      @AlertActionBuilder actions: @escaping (T) -> [AlertAction], message: @escaping (T) -> String? = { _ in nil },
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      routedConfirmationDialog(isPresented: isPresented, site: routedSite(fileID, line, column, id: id)) { anchor in
        data.map {
          RoutedAlert(
            .confirmationDialog(titleVisibility: titleVisibility.titleVisibility, anchor: anchor), title: title,
            message: message($0), actions: actions($0))
        }
      }
    }
  }

  extension View {
    /// A routed confirmation dialog whose route's identity is `site`, anchored at this view: `alert`
    /// makes the dialog pointing at the anchor it is given.
    func routedConfirmationDialog(
      isPresented: Binding<Bool>, site: String, alert: @escaping (PopoverAnchor) throws -> RoutedAlert?
    ) -> some View {
      let anchor = PopoverAnchor(site)
      return modifier(
        RoutedAlertModifier(isPresented: isPresented, alert: { try alert(anchor) }, site: site, anchor: anchor))
    }
  }

  /// Where a routed modifier is written, and for which row: the identity of its route.
  func routedSite(_ fileID: String, _ line: Int, _ column: Int, id: (any Hashable & Sendable)?) -> String {
    LocalRoute.site("\(fileID):\(line):\(column)", id: id.map { "\($0)" })
  }

  extension Visibility {
    var titleVisibility: AlertConfiguration.TitleVisibility {
      switch self {
      case .visible: .visible
      case .hidden: .hidden
      default: .automatic
      }
    }
  }
#endif
