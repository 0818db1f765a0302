#if canImport(UIKit)
  import ModalStackCore
  import UIKit

  extension ModalStyle {
    /// The style for a UIKit presentation style, for code that already speaks UIKit.
    ///
    /// ```swift
    /// let style = ModalStyle(controller.modalPresentationStyle) ?? .fullScreen
    /// try router.present(.editor, as: .modal(style, transition: ModalTransition(controller.modalTransitionStyle)))
    /// ```
    /// - Parameters:
    ///   - style: The UIKit style. `.automatic` is a sheet, as UIKit resolves it for most controllers.
    ///   - popoverAnchor: Where a `.popover` points; required for it, ignored otherwise.
    /// - Returns: `nil` for what ModalStack does not present from a style alone: `.custom` (give a
    ///   ``ModalTransition/custom(_:)`` transition instead), `.none`, a popover without an anchor,
    ///   and styles of other platforms.
    public init?(_ style: UIModalPresentationStyle, popoverAnchor: PopoverAnchor? = nil) {
      switch style {
      case .automatic: self = .sheet(SheetConfiguration())
      case .pageSheet: self = .pageSheet
      case .formSheet: self = .formSheet
      case .fullScreen: self = .fullScreen
      case .overFullScreen: self = .overFullScreen
      case .currentContext: self = .currentContext
      case .overCurrentContext: self = .overCurrentContext
      case .popover:
        guard let popoverAnchor else { return nil }
        self = .popover(popoverAnchor)
      default: return nil
      }
    }
  }

  extension ModalTransition {
    /// The transition for a UIKit transition style.
    /// - Parameter style: The UIKit style.
    public init(_ style: UIModalTransitionStyle) {
      switch style {
      case .coverVertical: self = .coverVertical
      case .flipHorizontal: self = .flipHorizontal
      case .crossDissolve: self = .crossDissolve
      case .partialCurl: self = .partialCurl
      @unknown default: self = .automatic
      }
    }
  }
#endif
