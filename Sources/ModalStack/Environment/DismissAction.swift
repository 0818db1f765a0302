#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  private struct ModalDismissKey: EnvironmentKey {
    static let defaultValue = ModalDismissAction.inactive
  }

  extension EnvironmentValues {
    /// The ``ModalDismissAction`` of the route showing this view.
    ///
    /// ```swift
    /// @Environment(\.modalDismiss) private var dismiss
    /// ```
    public var modalDismiss: ModalDismissAction {
      get { self[ModalDismissKey.self] }
      set { self[ModalDismissKey.self] = newValue }
    }
  }
#endif
