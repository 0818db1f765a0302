import ModalStackCore

extension EventRecord {
  /// What a replay compares: the kind, the route and the reason.
  package var comparable: String {
    [kind, route?.rawValue, reason?.rawValue].compactMap { $0 }.joined(separator: " ")
  }
}
