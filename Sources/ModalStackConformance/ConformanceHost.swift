import ModalStackCore

/// A host the conformance runner drives: the simulated one (``SimulatedConformanceHost``) or the
/// real UIKit one in the iOS runner. It stages what is not a router command and writes what its
/// controllers did into ``recorder``, in the vocabulary of ``TraceNormalizer``; the runner gives
/// commands to the routers and records their events, so those are the same code on every host.
@MainActor
package protocol ConformanceHost: AnyObject {
  /// Where the host's controller lines and the runner's event lines go, in order.
  var recorder: TraceRecorder { get }
  /// What a host can stage beyond UIKit's public API.
  var stages: Set<ConformanceRequirement> { get }
  /// The router driving a window, once the window is open.
  /// - Parameter window: 0, or 1 for the second window.
  func router(inWindow window: Int) -> Router<String>?
  /// Stages an action that is not a router command.
  /// - Parameters:
  ///   - action: The action.
  ///   - window: The window it happens in.
  func stage(_ action: ConformanceAction, inWindow window: Int) async
  /// Waits until the window's routers settled and no transition runs, or a time limit passed
  /// (a router that waits for other code's alert does not settle).
  func settle() async
  /// Lets a moment pass (a tenth of a second), so that the next step comes mid-transition.
  func pause() async
  /// The window's controllers now, root first, as the normalizer names them.
  /// - Parameter window: The window.
  /// - Returns: Names with the style each is shown in (`sheet(settings) pageSheet`).
  func chain(ofWindow window: Int) -> [String]
}
