/// Something in the window the host noticed that the app should hear of, though no step failed:
/// the adapter shows it as a runtime warning in debug builds, the simulated host lists it.
package enum HostDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// Other code (the layer's own content, an SDK's controller) set the presentation controller's
  /// delegate of a layer: without the host's delegate, a swipe would look like someone else's
  /// dismissal, a confirm-first route could not be swiped, and detent changes would not reach the
  /// route. The host took the delegate back, forwarding every call to the one that replaced it.
  case presentationDelegateReplaced(RouteID, by: String)
  /// Other code asked a controller of a layer that is covered by another layer to present (a
  /// SwiftUI `.alert` or `.sheet` attached to a view below the top layer): UIKit drops a present on
  /// a controller that already presents, and logs it only to the console. The text names the
  /// routed forms that fix it (`modalStackAlert`, `modalStackSheet`).
  case presentationDroppedBelowTop(layer: Int, presented: String, coveredBy: String)
  /// A route named a presentation context that no view of the layer it is presented from marks
  /// now (the view is gone, off screen, or in another layer): it was presented as UIKit presents
  /// without a context, from the window's root over the window.
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
