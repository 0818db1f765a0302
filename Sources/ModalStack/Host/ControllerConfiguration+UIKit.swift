#if canImport(UIKit)
  import ModalStackCore
  import UIKit

  /// Copies a ``ControllerConfiguration`` (decided in the core) onto a `UIViewController`.
  extension ControllerConfiguration {
    /// Sets the controller's presentation style, transition style, `isModalInPresentation`,
    /// background and sheet settings. Delegates and the popover source are set by the factory.
    /// - Parameters:
    ///   - controller: A controller that is not presented yet.
    ///   - background: The route's background, for a solid colour.
    @MainActor
    package func apply(to controller: UIViewController, background: ModalBackground) {
      controller.modalPresentationStyle = style.uiKit
      controller.modalTransitionStyle = transitionStyle.uiKit
      controller.isModalInPresentation = isModalInPresentation
      controller.modalPresentationCapturesStatusBarAppearance = capturesStatusBarAppearance
      if let color = backgroundColor(for: background) { controller.view.backgroundColor = UIColor(color) }
      if let sheet, let sheetController = controller.sheetPresentationController {
        sheet.apply(to: sheetController)
      }
    }
  }

  extension ControllerConfiguration.Style {
    /// The style of a `UIModalPresentationStyle`, or `nil` for one the host never asks for.
    package init?(_ style: UIModalPresentationStyle) {
      guard let match = Self.allCases.first(where: { $0.uiKit == style }) else { return nil }
      self = match
    }

    /// The `UIModalPresentationStyle` of the same name.
    package var uiKit: UIModalPresentationStyle {
      switch self {
      case .fullScreen: .fullScreen
      case .pageSheet: .pageSheet
      case .formSheet: .formSheet
      case .currentContext: .currentContext
      case .overFullScreen: .overFullScreen
      case .overCurrentContext: .overCurrentContext
      case .popover: .popover
      case .custom: .custom
      }
    }
  }

  extension ControllerConfiguration.TransitionStyle {
    /// The `UIModalTransitionStyle` of the same name.
    var uiKit: UIModalTransitionStyle {
      switch self {
      case .coverVertical: .coverVertical
      case .flipHorizontal: .flipHorizontal
      case .crossDissolve: .crossDissolve
      case .partialCurl: .partialCurl
      }
    }
  }
#endif
