#if canImport(UIKit)
  import ModalStackCore
  import UIKit

  extension HostingLayerFactory {
    /// The controller of an alert or dialog route: a `UIAlertController` whose buttons report the
    /// answer to the host. UIKit removes the alert itself when a button is tapped and calls the
    /// button's handler afterwards; the host then tells the router, which reports
    /// ``RouterEvent/alertAnswered(_:_:)``. A dialog at regular width is a popover pointing at
    /// its anchor; a tap outside it calls the cancel button's handler.
    func makeAlertController(_ alert: AlertConfiguration, configuration: ControllerConfiguration) -> any ModalController
    {
      let controller = UIAlertController(
        title: alert.shownTitle(isConfirmationDialog: configuration.isConfirmationDialog), message: alert.message,
        preferredStyle: configuration.isConfirmationDialog ? .actionSheet : .alert)
      for field in alert.textFields {
        controller.addTextField { textField in
          textField.placeholder = field.placeholder
          textField.text = field.text
          textField.isSecureTextEntry = field.isSecure
        }
      }
      for (index, button) in alert.buttons.enumerated() {
        let action = UIAlertAction(title: button.title, style: UIAlertAction.Style(button.role)) {
          [weak self, weak controller] _ in
          guard let self, let controller else { return }
          let texts = controller.textFields?.map { $0.text ?? "" }
          self.host?.userAnsweredAlert(controller, buttonIndex: index, texts: texts)
        }
        controller.addAction(action)
        // Set after the action is added, as UIKit requires (the core checked it is one of them).
        if index == alert.preferredButtonIndex { controller.preferredAction = action }
      }
      if configuration.isConfirmationDialog, let popover = controller.popoverPresentationController {
        setSource(of: popover, anchor: configuration.popoverAnchor, presenter: host?.nextPresenter as? UIViewController)
      }
      return controller
    }
  }

  extension UIAlertAction.Style {
    /// The UIKit style of a button's role.
    init(_ role: AlertButton.Role) {
      switch role {
      case .default: self = .default
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      }
    }
  }
#endif
