extension ModalPresentation {
  /// The transition a popup's content plays in and out, or `nil` when it appears and goes at
  /// once. Popups are shown by UIKit without animation; their container animates the content
  /// instead, so every ``ModalTransition`` is mapped to a content transition here.
  ///
  /// | Transition | Content transition |
  /// |---|---|
  /// | ``ModalTransition/custom(_:)`` | the custom transition |
  /// | ``ModalTransition/none`` | `nil` |
  /// | ``ModalTransition/crossDissolve`` | ``CustomTransition/fade`` |
  /// | ``ModalTransition/coverVertical`` | a move from the bottom edge |
  /// | others | ``CustomTransition/popup`` |
  ///
  /// ```swift
  /// let modal = ModalPresentation(style: .popup(PopupConfiguration()), transition: .crossDissolve)
  /// modal.popupContentTransition  // .fade
  /// ```
  /// Styles other than ``ModalStyle/popup(_:)`` have no content transition (`nil`).
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
