#if canImport(UIKit)
  import MessageUI
  import PhotosUI
  import SafariServices
  import UIKit

  /// The delegate of a system controller a route shows: it turns the controller's own end (Done,
  /// mail sent, a choice) into its route's `finish` hook, with the result. UIKit holds delegates
  /// weakly: the layer factory keeps it as long as the controller lives.
  @MainActor
  final class ControllerFinisher: NSObject {
    private let finish: @MainActor (any Sendable) -> Void

    init(_ finish: @escaping @MainActor (any Sendable) -> Void) { self.finish = finish }
  }

  extension ControllerFinisher: @preconcurrency SFSafariViewControllerDelegate {
    /// Done: Safari dismissed itself.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController) { finish(()) }
  }

  extension ControllerFinisher: @preconcurrency MFMailComposeViewControllerDelegate {
    /// Sent, saved, cancelled or failed: the controller waits to be dismissed.
    func mailComposeController(
      _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
    ) {
      finish(result)
    }
  }

  extension ControllerFinisher: PHPickerViewControllerDelegate {
    /// A choice, or none on cancel: the picker waits to be dismissed.
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
      finish(PickedPhotos(results: results))
    }
  }

  extension ControllerFinisher: UIDocumentPickerDelegate {
    /// A choice: the picker dismissed itself.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
      finish(urls)
    }

    /// Cancel: the picker dismissed itself.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { finish([URL]()) }
  }
#endif
