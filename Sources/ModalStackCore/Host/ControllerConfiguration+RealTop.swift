extension ControllerConfiguration {
  /// Why UIKit would throw `NSInvalidArgumentException` if this controller were presented from the
  /// real top of the chain (shown as `top`; `nil` for the root), or `nil` when it may be. UIKit
  /// checks the real presenter: `partialCurl` needs a full-screen one, and inside a popover
  /// `overCurrentContext` allows only `coverVertical`.
  package func refusal(over top: Style?, named name: String) -> String? {
    guard let top else { return nil }
    if transitionStyle == .partialCurl, customTransition == nil, top != .fullScreen {
      return "partialCurl needs a full-screen presenter; the real top, \(name), is a \(top.rawValue)"
    }
    if style == .overCurrentContext, top == .popover, transitionStyle != .coverVertical || customTransition != nil {
      let transition = customTransition == nil ? transitionStyle.rawValue : "custom"
      return "inside a popover only coverVertical is allowed, not \(transition); the real top, \(name), is a popover"
    }
    return nil
  }
}
