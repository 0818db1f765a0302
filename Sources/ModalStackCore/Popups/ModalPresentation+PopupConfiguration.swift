extension ModalPresentation {
  /// The popup settings, for a popup; `nil` for every other style.
  package var popupConfiguration: PopupConfiguration? {
    if case .popup(let configuration) = style { configuration } else { nil }
  }
}
