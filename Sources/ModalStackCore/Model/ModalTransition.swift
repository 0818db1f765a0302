/// How a modal comes in and goes out: a UIKit transition style, none, or a custom transition.
public enum ModalTransition: Hashable, Sendable, Codable {
  /// UIKit's default for the style (cover vertical).
  case automatic
  /// `UIModalTransitionStyle.coverVertical`.
  case coverVertical
  /// `UIModalTransitionStyle.crossDissolve`.
  case crossDissolve
  /// `UIModalTransitionStyle.flipHorizontal`.
  case flipHorizontal
  /// `UIModalTransitionStyle.partialCurl`; valid only with ``ModalStyle/fullScreen`` over a full-screen presenter.
  case partialCurl
  /// No animation at all.
  case none
  /// A custom transition, run by a transitioning delegate (or, for popups, the popup container).
  case custom(CustomTransition)

  package var shortName: String {
    switch self {
    case .automatic: "automatic"
    case .coverVertical: "coverVertical"
    case .crossDissolve: "crossDissolve"
    case .flipHorizontal: "flipHorizontal"
    case .partialCurl: "partialCurl"
    case .none: "none"
    case .custom(let custom): "custom(\(custom.effects.map(\.description).joined(separator: "+")))"
    }
  }
}
