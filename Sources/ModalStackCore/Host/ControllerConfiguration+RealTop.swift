extension ControllerConfiguration {
  /// Why UIKit would throw `NSInvalidArgumentException` if this controller were presented from
  /// the real top of the window's chain, or `nil` when it may be.
  ///
  /// The router checks a route against the router's own top when it is presented; UIKit checks
  /// the controller that really presents it, which can be another's sheet, popover or alert (a
  /// SwiftUI `.sheet`, an SDK's controller). Two rules depend on it (see UIKit's Rules as the
  /// Simulator Enforces Them, 'Partial curl' and 'Popovers need an anchor'):
  /// - `partialCurl` needs a full-screen presenter (`UIModalTransitionStyle.partialCurl`: "the
  ///   presenting view controller must be full screen");
  /// - inside a popover, an `overCurrentContext` presentation may only use `coverVertical`
  ///   (`UIModalPresentationStyle.overCurrentContext`).
  /// - Parameters:
  ///   - top: The style UIKit shows the real top in now (``ModalController/shownStyle``); `nil`
  ///     for the window's root, which covers the screen.
  ///   - name: The real top's name, for the reason.
  /// - Returns: The reason, naming the real top and its style.
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
