extension ModalStyle {
  /// Whether this is an alert or a confirmation dialog: answered with a button, never swiped away or covered.
  package var isAlert: Bool { alertConfiguration != nil }

  package var alertConfiguration: AlertConfiguration? {
    switch self {
    case .alert(let content), .confirmationDialog(let content, _): content
    default: nil
    }
  }
}
