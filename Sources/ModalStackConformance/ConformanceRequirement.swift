/// What a host must stage beyond UIKit's public API; a host that cannot stage it skips the
/// scenario and says why.
package enum ConformanceRequirement: String, Hashable, Sendable {
  /// Sending the scene to the background and back: no test process can do it to itself.
  case backgrounding
  /// A user's swipe, tap or drag: staged through the presentation controller's delegate on a
  /// real UIKit host (UIKit has no in-process API to inject a gesture).
  case userGestures
  /// SwiftUI roots that appear and leave, staged as the scenario says: a host that attaches its
  /// router through a `ModalStackRoot` already has one before the scenario starts.
  case scriptedRoots
  /// The app's SwiftUI views as the scenario describes them: navigation stacks it marks, a tab
  /// view, its own value pushes, the environment it injects and reads, the user going back in a
  /// path. The simulated scene builds them; a UIKit host has no SwiftUI view tree of the scenario's.
  case swiftUIViews
}
