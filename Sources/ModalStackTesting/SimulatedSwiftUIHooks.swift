import ModalStackCore

/// Where the simulated SwiftUI side (``SimulatedScene``) learns what the host does to its layers,
/// as SwiftUI would: a layer's content is built when its controller is made, and a stack's views
/// appear and disappear when its path changes.
@MainActor
final class SimulatedSwiftUIHooks<Destination: Hashable & Sendable> {
  /// A layer's controller was made, with the container decided for it: its content is built now.
  var layerMade: ((Layer<Destination>, SimulatedController) -> Void)?
  /// The host sets a layer's path (before the navigation transition runs).
  var pathSet: ((_ layer: Int, _ controller: SimulatedController, _ path: [Route<Destination>]) -> Void)?
}
