extension ModalPresentation {
  /// The duration of the custom transition, if it has one.
  var customDuration: Duration? {
    guard case .custom(let custom) = transition else { return nil }
    return custom.playTime
  }
}
