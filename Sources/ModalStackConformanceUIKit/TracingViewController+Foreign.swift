#if canImport(UIKit)
  import ModalStackTesting
  import UIKit

  extension TracingViewController {
    /// Other code's controller of a kind, as both conformance hosts present it: an alert with one
    /// button, or a sheet, cover or popover (a popover anchored to its presenter's view, or UIKit
    /// throws).
    /// - Parameters:
    ///   - kind: What other code presents.
    ///   - name: Its name in the trace.
    ///   - presenter: The controller it is presented from.
    ///   - record: Where its trace lines go.
    static func foreign(
      _ kind: SimulatedWindow.ForeignKind, named name: String, over presenter: UIViewController,
      record: @escaping @MainActor (String) -> Void
    ) -> UIViewController {
      if kind == .alert {
        let alert = TracingAlertController(title: "Other code's alert", message: nil, preferredStyle: .alert)
        alert.traceName = name
        alert.record = record
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        return alert
      }
      let controller = TracingViewController(name: name, configuration: nil, isForeign: true, record: record)
      controller.modalPresentationStyle = kind == .cover ? .fullScreen : kind == .popover ? .popover : .pageSheet
      controller.popoverPresentationController?.sourceView = presenter.view
      return controller
    }
  }
#endif
