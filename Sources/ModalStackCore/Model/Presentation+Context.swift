extension Presentation {
  /// `UIModalPresentationStyle.currentContext` in a named view, whose content it removes while it is up.
  /// - Parameter context: The view marked with `presentationContext(_:)` in the layer below.
  public static func currentContext(in context: PresentationContextID) -> Presentation {
    Presentation.modal(.currentContext).presented(in: context)
  }

  /// `UIModalPresentationStyle.overCurrentContext` in a named view, whose content stays visible below it.
  /// - Parameter context: The view marked with `presentationContext(_:)` in the layer below.
  public static func overCurrentContext(in context: PresentationContextID) -> Presentation {
    Presentation.modal(.overCurrentContext).presented(in: context)
  }

  /// This presentation, bounded to a named view's frame instead of the window; a push is returned unchanged. Only a
  /// context style or a dimmed popup can be bounded (``PresentationError/contextNeedsContextStyle(_:_:)``).
  /// - Parameter context: The view marked with `presentationContext(_:)` in the layer below.
  public func presented(in context: PresentationContextID) -> Presentation {
    guard case .modal(var modal) = self else { return self }
    modal.context = context
    return .modal(modal)
  }
}
