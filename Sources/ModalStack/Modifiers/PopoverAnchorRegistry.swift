#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI
  import UIKit

  /// The source views popovers point at, by identifier. Views register themselves with
  /// ``SwiftUI/View/popoverAnchor(_:)``; the layer factory looks them up when it configures a
  /// popover. Views are held weakly, so a view that leaves the screen drops out.
  typealias PopoverAnchorRegistry = AnchorRegistry<UIView>

  extension AnchorRegistry where Anchor == UIView {
    /// A registry of views that count as on screen while they are in a window.
    static func views() -> PopoverAnchorRegistry { AnchorRegistry { $0.window != nil } }
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
