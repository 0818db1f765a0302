extension Presentation {
  /// The same presentation, showing a `UIViewController` the app makes (``ModalPresentation/showsController``) in any
  /// modal style but an alert, a dialog or a popup. A push is returned unchanged.
  ///
  /// ```swift
  /// try router.present(.article(url), as: .sheet.showingController)   // Safari, as a sheet
  /// ```
  public var showingController: Presentation {
    guard case .modal(var modal) = self else { return self }
    modal.showsController = true
    return .modal(modal)
  }

  /// Whether a route presented this way shows a `UIViewController` the app makes.
  public var showsController: Bool {
    if case .modal(let modal) = self { modal.showsController } else { false }
  }
}
