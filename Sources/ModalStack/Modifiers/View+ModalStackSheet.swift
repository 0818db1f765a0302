#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension View {
    /// Presents `content` as a sheet while `isPresented` is true, as SwiftUI's
    /// `.sheet(isPresented:content:)` does, but through the enclosing root's router: it goes over
    /// whatever is on top, where SwiftUI's own `.sheet` on a covered view is dropped by UIKit.
    ///
    /// ```swift
    /// RootView()
    ///   .modalStackSheet(isPresented: $model.needsSignIn) { SignInView() }
    /// ```
    /// The same as `present(isPresented:presentation: .sheet, content:)`; `onDismiss:` is not offered
    /// (observe the binding instead).
    /// - Parameters:
    ///   - isPresented: Whether it is shown; set to `false` when the user or the router removes it.
    ///   - id: The identity of the declaring view in a `ForEach` row (the row's id); `nil` by default.
    ///   - content: The view shown.
    ///   - fileID: Where the modifier is written; leave the default.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    public func modalStackSheet<Content: View>(
      isPresented: Binding<Bool>, id: (any Hashable & Sendable)? = nil, @ViewBuilder content: @escaping () -> Content,
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      present(
        isPresented: isPresented, id: id, presentation: .sheet, content: content, fileID: fileID, line: line,
        column: column)
    }

    /// Presents `content` as a sheet while `item` is non-nil, as SwiftUI's
    /// `.sheet(item:content:)` does, through the enclosing root's router.
    /// The same as `present(item:presentation: .sheet, content:)`.
    /// - Parameters:
    ///   - item: The item to show, or `nil`; set to `nil` when the user or the router removes it.
    ///   - content: The view shown for the item.
    ///   - fileID: Where the modifier is written; leave the default.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    public func modalStackSheet<Item: Identifiable, Content: View>(
      item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content,
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      present(item: item, presentation: .sheet, content: content, fileID: fileID, line: line, column: column)
    }
  }
#endif
