/// The modal layer a push joins: the top one, the root, or the one a route sits in.
///
/// ```swift
/// try router.push(.detail(42), onto: .root)
/// try router.push(.detail(42), onto: dismiss.layer, in: stack)  // the layer this view is in
/// ```
public enum PushLayer: Hashable, Sendable {
  /// The top layer, the default.
  case top
  /// The root layer, under every modal.
  case root
  /// The layer a route sits in: the layer it starts, or the one it was pushed onto.
  case containing(RouteID)
}
