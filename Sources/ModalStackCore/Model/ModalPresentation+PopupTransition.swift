extension ModalPresentation {
  /// The transition a popup's content plays in and out, or `nil` when it appears at once (UIKit
  /// shows popups without animation; their container animates the content). `nil` for other styles.
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

  /// The duration of the custom transition, if it has one.
  var customDuration: Duration? {
    guard case .custom(let custom) = transition else { return nil }
    return custom.playTime
  }
}
