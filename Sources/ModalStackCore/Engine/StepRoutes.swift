/// The routes of one step, split by identity: a route the step takes down or shows while it
/// stays on the target (its layer moves, UIKit presents it again under another presenter) is
/// rebuilt, not dismissed and presented.
struct StepRoutes<Destination: Hashable & Sendable>: Hashable, Sendable {
  /// Routes that leave the screen and the target: they get `willDismiss` and `didDismiss`.
  var leaving: [Route<Destination>] = []
  /// Routes shown for the first time: they get `willPresent` and `didPresent`.
  var entering: [Route<Destination>] = []
  /// Routes shown again by another controller: they get `screenRebuilt`.
  var rebuilt: [Route<Destination>] = []
}
