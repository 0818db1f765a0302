extension ModalPresentation {
  /// The transition a popup's container plays on its content (UIKit shows popups unanimated); `nil` for none.
  package var popupContentTransition: CustomTransition? {
    guard case .popup = style else { return nil }
    switch transition {
    case .custom(let custom): return custom
    case .none: return nil
    case .crossDissolve: return .fade
    case .coverVertical: return .move(from: .bottom)
    case .automatic, .flipHorizontal, .partialCurl: return .popup
    }
  }

  var customDuration: Duration? {
    guard case .custom(let custom) = transition else { return nil }
    return custom.playTime
  }
}
