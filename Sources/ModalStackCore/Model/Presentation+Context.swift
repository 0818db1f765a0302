extension Presentation {
  /// `UIModalPresentationStyle.currentContext` in a named view: the route covers that view's
  /// frame and removes its content while it is up; the rest of the screen stays.
  ///
  /// ```swift
  /// try router.present(.editor, as: .currentContext(in: "detail"))
  /// ```
  /// - Parameter context: The view marked with `presentationContext(_:)` in the layer below.
  /// - Returns: The presentation.
  public static func currentContext(in context: PresentationContextID) -> Presentation {
    Presentation.modal(.currentContext).presented(in: context)
  }

  /// `UIModalPresentationStyle.overCurrentContext` in a named view: the route covers that view's
  /// frame over a clear background, so the view's content stays visible below it.
  ///
  /// ```swift
  /// try router.present(.details, as: .overCurrentContext(in: "card"))
  /// ```
  /// - Parameter context: The view marked with `presentationContext(_:)` in the layer below.
  /// - Returns: The presentation.
  public static func overCurrentContext(in context: PresentationContextID) -> Presentation {
    Presentation.modal(.overCurrentContext).presented(in: context)
  }

  /// This presentation, bounded to a named view: presented from that view's controller, which
  /// defines the presentation context, so it covers the view's frame, not the window. Only a
  /// context style or a dimmed popup can be bounded; others are refused when presented
  /// (``PresentationError/contextNeedsContextStyle(_:_:)``). A push is returned unchanged.
  ///
  /// ```swift
  /// try router.present(.tip, as: .popup.presented(in: "card"))   // dims the card only
  /// ```
  /// - Parameter context: The view marked with `presentationContext(_:)` in the layer below.
  /// - Returns: The presentation.
  public func presented(in context: PresentationContextID) -> Presentation {
    guard case .modal(var modal) = self else { return self }
    modal.context = context
    return .modal(modal)
  }
}
