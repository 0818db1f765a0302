#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension View {
    /// Makes this view the root of a ModalStack: the same as wrapping it in ``ModalStackRoot``.
    ///
    /// ```swift
    /// WindowGroup {
    ///   HomeView()
    ///     .modalStack(router) { screen in ScreenView(screen: screen) }
    /// }
    /// ```
    /// - Parameters:
    ///   - router: The router whose routes this root shows; keep it stable.
    ///   - destination: The view of a destination, for presented and pushed routes.
    /// - Returns: The view inside a ``ModalStackRoot``.
    @MainActor
    public func modalStack<Destination: Hashable & Sendable, DestinationContent: View>(
      _ router: Router<Destination>,
      @ViewBuilder destination: @escaping @MainActor (Destination) -> DestinationContent
    ) -> some View {
      ModalStackRoot(router: router) {
        self
      } destination: {
        destination($0)
      }
    }
  }
#endif
