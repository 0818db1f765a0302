#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI
  import UIKit

  /// The window's presentation contexts: the controller of each view marked with
  /// ``SwiftUI/View/presentationContext(_:)`` registers here, and the window's host presents the
  /// routes that name its context from it. The host holds them weakly.
  @MainActor
  final class PresentationContextRegistry {
    private let add: @MainActor (UIViewController, PresentationContextID) -> Void
    private let remove: @MainActor (UIViewController) -> Void

    /// A registry that hands contexts to a window's host.
    /// - Parameter host: The host; held weakly (the window's installation owns it).
    init<Factory: LayerControllerFactory>(host: ControllerHost<Factory>) {
      add = { [weak host] controller, name in host?.registerPresentationContext(controller, named: name) }
      remove = { [weak host] controller in host?.unregisterPresentationContext(controller) }
    }

    /// Registers a context's controller under its name.
    func register(_ controller: UIViewController, named name: PresentationContextID) { add(controller, name) }

    /// Forgets a context's controller (its view left the screen).
    func unregister(_ controller: UIViewController) { remove(controller) }
  }

  private struct PresentationContextRegistryKey: EnvironmentKey {
    static let defaultValue: PresentationContextRegistry? = nil
  }

  extension EnvironmentValues {
    /// The presentation contexts of the enclosing ``ModalStackRoot``'s window.
    var presentationContextRegistry: PresentationContextRegistry? {
      get { self[PresentationContextRegistryKey.self] }
      set { self[PresentationContextRegistryKey.self] = newValue }
    }
  }
#endif
