extension ModalStyle {
  /// Whether this is an alert or a confirmation dialog: the user answers it with a button, it is
  /// never swiped away, and nothing is presented over it.
  package var isAlert: Bool { alertConfiguration != nil }

  /// The content of an alert or a dialog, if this is one.
  package var alertConfiguration: AlertConfiguration? {
    switch self {
    case .alert(let content), .confirmationDialog(let content, _): content
    default: nil
    }
  }
}
