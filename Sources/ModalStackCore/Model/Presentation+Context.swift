extension Presentation {
  /// `UIModalPresentationStyle.currentContext` in a named view: the route covers that view's
  /// frame and removes its content while it is up.
  /// - Parameter context: The view marked with `presentationContext(_:)` in the layer below.
  public static func currentContext(in context: PresentationContextID) -> Presentation {
    Presentation.modal(.currentContext).presented(in: context)
  }

  /// `UIModalPresentationStyle.overCurrentContext` in a named view: the route covers that view's
  /// frame over a clear background, so the view's content stays visible below it.
  /// - Parameter context: The view marked with `presentationContext(_:)` in the layer below.
  public static func overCurrentContext(in context: PresentationContextID) -> Presentation {
    Presentation.modal(.overCurrentContext).presented(in: context)
  }

  /// This presentation, bounded to a named view, whose controller defines the presentation
  /// context: it covers the view's frame, not the window. Only a context style or a dimmed popup
  /// can be bounded (``PresentationError/contextNeedsContextStyle(_:_:)``). A push is returned
  /// unchanged.
  /// - Parameter context: The view marked with `presentationContext(_:)` in the layer below.
  public func presented(in context: PresentationContextID) -> Presentation {
    guard case .modal(var modal) = self else { return self }
    modal.context = context
    return .modal(modal)
  }
}
