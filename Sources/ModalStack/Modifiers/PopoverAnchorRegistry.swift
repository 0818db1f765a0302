#if canImport(UIKit)
import SwiftUI
import UIKit

/// The source views popovers point at, by identifier. Views register themselves with
/// ``SwiftUI/View/popoverAnchor(_:)``; the layer factory looks them up when it configures a
/// popover. Views are held weakly, so a view that leaves the screen drops out.
@MainActor
final class PopoverAnchorRegistry {
  private final class WeakView {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
  }

  private var views: [String: WeakView] = [:]

  /// Registers a source view; it replaces any view registered under the same identifier.
  /// - Parameters:
  ///   - view: The view.
  ///   - id: The identifier a ``PopoverAnchor`` names.
  func register(_ view: UIView, for id: String) {
    views = views.filter { $0.value.view != nil }
    views[id] = WeakView(view)
  }

  /// The source view registered under an identifier, if it is still in a window.
  /// - Parameter id: The identifier.
  /// - Returns: The view, or `nil`.
  func view(for id: String) -> UIView? {
    guard let view = views[id]?.view, view.window != nil else { return nil }
    return view
  }
}

private struct PopoverAnchorRegistryKey: EnvironmentKey {
  static let defaultValue: PopoverAnchorRegistry? = nil
}

extension EnvironmentValues {
  /// The registry of the enclosing ``ModalStackRoot``.
  var popoverAnchorRegistry: PopoverAnchorRegistry? {
    get { self[PopoverAnchorRegistryKey.self] }
    set { self[PopoverAnchorRegistryKey.self] = newValue }
  }
}
#endif
