/// The views popovers can point at, by anchor id: a popover presented with `.popover(PopoverAnchor(id))`
/// takes the view registered last under `id`, if it still exists and is on screen.
///
/// Views are held weakly (a registry never keeps a screen's view alive) and forgotten once
/// released; a view that exists but is off screen (a row scrolled away, a tab not shown) is not an
/// anchor, so the host falls back to the presenter's centre instead of pointing at nothing.
///
/// ```swift
/// let anchors = AnchorRegistry<UIView>(isOnScreen: { $0.window != nil })
/// anchors.register(button, for: "share")
/// anchors.anchor(for: "share")   // button, while it is in a window
/// ```
@MainActor
package final class AnchorRegistry<Anchor: AnyObject> {
  private struct WeakAnchor {
    weak var anchor: Anchor?
  }

  private var anchors: [String: WeakAnchor] = [:]
  private let isOnScreen: (Anchor) -> Bool

  /// Creates an empty registry.
  /// - Parameter isOnScreen: Whether an anchor is on screen now.
  package init(isOnScreen: @escaping (Anchor) -> Bool) {
    self.isOnScreen = isOnScreen
  }

  /// Registers an anchor under an id, replacing the one before; released anchors are forgotten,
  /// and so is the id the anchor had before (a reused view now shows another row).
  /// - Parameters:
  ///   - anchor: The anchor.
  ///   - id: The anchor id.
  package func register(_ anchor: Anchor, for id: String) {
    // A view registered before under another id was reused for another row (a list cell): the
    // anchor follows the row's identity, so the old id no longer points at it.
    anchors = anchors.filter { $0.value.anchor != nil && $0.value.anchor !== anchor }
    anchors[id] = WeakAnchor(anchor: anchor)
  }

  /// The anchor registered last under an id, if it still exists and is on screen.
  /// - Parameter id: The anchor id.
  package func anchor(for id: String) -> Anchor? {
    guard let anchor = anchors[id]?.anchor, isOnScreen(anchor) else { return nil }
    return anchor
  }

  /// How many anchors are held (released ones are dropped at the next registration).
  var count: Int { anchors.count }
}
