#if canImport(UIKit)
  import MessageUI
  import ModalStackCore
  import PhotosUI
  import SafariServices
  import UIKit
  import UniformTypeIdentifiers

  // UIKit calls `presentationControllerDidDismiss` only for a user's swipe, so each system
  // controller tells of its end through its own hook. Safari, the share sheet and the document
  // picker dismiss themselves; mail and the photo picker leave it to their delegate (the router).
  extension RouteController {
    /// Safari, for a web page (`SFSafariViewController`); it finishes with `()` when the user taps
    /// Done (`safariViewControllerDidFinish`), after it dismissed itself.
    /// - Parameters:
    ///   - url: The page, `http` or `https`.
    ///   - configuration: Safari's settings (reader mode, the bar's collapsing).
    public static func safari(_ url: URL, configuration: SFSafariViewController.Configuration = .init())
      -> RouteController
    {
      RouteController { finish in
        let controller = SFSafariViewController(url: url, configuration: configuration)
        let finisher = ControllerFinisher(finish)
        controller.delegate = finisher
        return (controller, finisher)
      }
    }

    /// The share sheet (`UIActivityViewController`); it finishes with an ``ActivityResult`` when
    /// the share completes or the user cancels (`completionWithItemsHandler`, called after it
    /// dismissed itself). On an iPad present it as a popover anchored to the share button.
    public static func activity(items: [Any], activities: [UIActivity]? = nil) -> RouteController {
      RouteController { finish in
        let controller = UIActivityViewController(activityItems: items, applicationActivities: activities)
        controller.completionWithItemsHandler = { type, completed, _, _ in
          MainActor.assumeIsolated { finish(ActivityResult(activityType: type, completed: completed)) }
        }
        return (controller, nil)
      }
    }

    /// Mail (`MFMailComposeViewController`), or `nil` when the device cannot send mail
    /// (`canSendMail()`): the route then shows its destination's SwiftUI view. It finishes with
    /// the `MFMailComposeResult` (sent, saved, cancelled, failed); the router dismisses it.
    /// - Parameter configure: Sets the recipients, subject and body.
    public static func mail(_ configure: @escaping @MainActor (MFMailComposeViewController) -> Void)
      -> RouteController?
    {
      guard MFMailComposeViewController.canSendMail() else { return nil }
      return RouteController { finish in
        let controller = MFMailComposeViewController()
        configure(controller)
        let finisher = ControllerFinisher(finish)
        controller.mailComposeDelegate = finisher
        return (controller, finisher)
      }
    }

    /// The photo picker (`PHPickerViewController`); it finishes with ``PickedPhotos``, the
    /// `PHPickerResult`s chosen (none when the user cancels); the router dismisses it.
    /// - Parameter configuration: What may be picked, and how many.
    public static func photoPicker(_ configuration: PHPickerConfiguration) -> RouteController {
      RouteController { finish in
        let controller = PHPickerViewController(configuration: configuration)
        let finisher = ControllerFinisher(finish)
        controller.delegate = finisher
        return (controller, finisher)
      }
    }

    /// The document picker (`UIDocumentPickerViewController`), for opening files; it finishes
    /// with the URLs chosen, none when the user cancels, after it dismissed itself.
    public static func documentPicker(
      forOpeningContentTypes types: [UTType], asCopy: Bool = false, allowsMultipleSelection: Bool = false
    ) -> RouteController {
      RouteController { finish in
        let controller = UIDocumentPickerViewController(forOpeningContentTypes: types, asCopy: asCopy)
        controller.allowsMultipleSelection = allowsMultipleSelection
        let finisher = ControllerFinisher(finish)
        controller.delegate = finisher
        return (controller, finisher)
      }
    }
  }
#endif
