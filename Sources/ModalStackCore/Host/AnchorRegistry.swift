/// The views popovers point at, by anchor id, held weakly: the view registered last under an id,
/// while it is on screen (otherwise the host falls back to the presenter's centre).
@MainActor
package final class AnchorRegistry<Anchor: AnyObject> {
  private struct WeakAnchor {
    weak var anchor: Anchor?
  }

  private var anchors: [String: WeakAnchor] = [:]
  private let isOnScreen: (Anchor) -> Bool

  package init(isOnScreen: @escaping (Anchor) -> Bool) {
    self.isOnScreen = isOnScreen
  }

  /// Registers an anchor under an id, forgetting released anchors and the anchor's previous id (a
  /// reused list cell follows its row).
  package func register(_ anchor: Anchor, for id: String) {
    anchors = anchors.filter { $0.value.anchor != nil && $0.value.anchor !== anchor }
    anchors[id] = WeakAnchor(anchor: anchor)
  }

  /// The anchor registered last under an id, if it still exists and is on screen.
  package func anchor(for id: String) -> Anchor? {
    guard let anchor = anchors[id]?.anchor, isOnScreen(anchor) else { return nil }
    return anchor
  }

  /// How many anchors are held (released ones are dropped at the next registration).
  var count: Int { anchors.count }
}
