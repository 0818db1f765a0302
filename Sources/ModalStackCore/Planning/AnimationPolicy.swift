/// Which steps of a multi-step change animate.
public enum AnimationPolicy: String, Hashable, Sendable, Codable, CaseIterable {
  /// Only what the user ends up looking at animates: the last presentation, or the dismissal
  /// when nothing is presented after it. Intermediate layers appear in one tick each.
  case lastOnly
  /// Every step animates (slow, but every layer is seen).
  case all
  /// Nothing animates.
  case none
}
