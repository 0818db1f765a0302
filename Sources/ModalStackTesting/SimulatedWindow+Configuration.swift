import ModalStackCore

extension SimulatedWindow {
  /// Timing and environment of the simulation.
  public struct Configuration: Sendable {
    /// How long an animated transition takes. UIKit's are about 0.35 s.
    public var animationDuration: Duration = .milliseconds(350)
    /// How long an unanimated transition takes: one run-loop turn (one frame).
    public var tick: Duration = .microseconds(16_667)
    /// Whether intermediate controllers removed by one dismissal get disappear callbacks.
    public var intermediateDisappearCallbacks = false
    /// Creates the default configuration.
    public init() {}
  }
}
