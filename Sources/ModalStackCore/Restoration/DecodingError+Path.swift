extension DecodingError {
  /// The keys to where decoding failed, outermost first (array positions as numbers), for
  /// errors that name their place: `["entries", "12", "kind", "target"]`.
  var pathKeys: [String] {
    let context: Context? =
      switch self {
      case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
        .dataCorrupted(let context):
        context
      @unknown default: nil
      }
    return context?.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } ?? []
  }
}
