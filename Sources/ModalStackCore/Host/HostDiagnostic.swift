/// Something the host noticed that the app should hear of, though no step failed.
package enum HostDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// Other code replaced a layer's presentation controller delegate; the host took it back,
  /// forwarding every call to the replacement.
  case presentationDelegateReplaced(RouteID, by: String)
  /// Other code asked a covered layer's controller to present (a SwiftUI `.alert` below the top
  /// layer): UIKit drops a present on a controller that already presents.
  case presentationDroppedBelowTop(layer: Int, presented: String, coveredBy: String)
  /// A route named a presentation context no view of the presenting layer marks now: UIKit presents
  /// it from the window's root.
  case presentationContextMissing(RouteID, context: PresentationContextID)

  package var description: String {
    switch self {
    case .presentationDelegateReplaced(let id, let name):
      "the presentation controller delegate of route \(id) was replaced by \(name); ModalStack took it back and forwards every call to it"
    case .presentationContextMissing(let id, let context):
      "route \(id) names the presentation context \"\(context)\", which no view of the layer below marks now: it covers the window instead. Mark the view with .presentationContext(\"\(context)\")"
    case .presentationDroppedBelowTop(let layer, let presented, let cover):
      "\(presented) was presented from layer \(layer), which \(cover) covers: UIKit drops it, and SwiftUI's state stays presented. Use .modalStackAlert, .modalStackConfirmationDialog or .modalStackSheet instead of .alert, .confirmationDialog or .sheet: they present through the router, over the top layer"
    }
  }
}
