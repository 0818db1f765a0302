extension ModalPresentation {
  /// Checks the combination of style, transition and settings on its own.
  /// - Throws: ``PresentationError`` naming the first problem found.
  public func validate() throws {
    if transition == .partialCurl, style != .fullScreen {
      throw PresentationError.partialCurlRequiresFullScreen(style)
    }
    switch style {
    case .sheet(let sheet): try sheet.validate()
    case .popover(let anchor):
      guard !anchor.id.isEmpty else { throw PresentationError.popoverWithoutAnchor }
    case .popup(let popup):
      try checkRange("dimming opacity", popup.dimming.opacity, 0...1)
      try checkRange("blur radius", popup.dimming.blurRadius, 0...200)
      try popup.dimming.color.validate()
    case .alert(let content): try content.validate(isDialog: false)
    case .confirmationDialog(let content, let anchor):
      try content.validate(isDialog: true)
      // At regular width UIKit shows the dialog as a popover, which throws without a source.
      guard !anchor.id.isEmpty else { throw PresentationError.confirmationDialogWithoutAnchor(title: content.title) }
    default: break
    }
    if case .custom(let custom) = transition {
      // Sheets and popovers bring UIKit's own presentation controller and animation.
      if style.isSheetLike || style.isPopover || style.isAlert {
        throw PresentationError.customTransitionNotSupported(style)
      }
      for name in custom.registeredNames where name.isEmpty || !style.isPopup {
        throw PresentationError.namedTransitionNotSupported(name: name, style: style)
      }
      try custom.validate()
    }
    if case .color(let color) = background { try color.validate() }
    if showsController, style.isPopup || style.isAlert { throw PresentationError.controllerNotSupported(style) }
    if let context, !style.canBeBounded { throw PresentationError.contextNeedsContextStyle(context, style) }
  }
}

extension SheetConfiguration {
  /// Checks the detents (valid, ordered, unique identifiers, selected and undimmed among them) and the corner radius.
  /// - Throws: ``PresentationError`` naming the first problem found.
  public func validate() throws {
    guard !detents.isEmpty else { throw PresentationError.emptyDetents }
    var seen: [String: Set<SheetDetent>] = [:]
    for detent in detents {
      switch detent {
      case .fraction(let value) where !(value > 0 && value <= 1): throw PresentationError.invalidDetent(detent)
      case .height(let value) where !(value > 0 && value.isFinite): throw PresentationError.invalidDetent(detent)
      case .custom(let name, let value)
      where !(value > 0 && value.isFinite) || name.isEmpty || name == "medium" || name == "large":
        throw PresentationError.invalidDetent(detent)
      default: break
      }
      // UIKit knows a detent by its identifier: two with one name would be one detent.
      if let earlier = seen[detent.identifier], !earlier.contains(detent) {
        throw PresentationError.duplicateDetentIdentifier(detent.identifier)
      }
      seen[detent.identifier, default: []].insert(detent)
    }
    if let preferredCornerRadius {
      try checkRange("sheet corner radius", preferredCornerRadius, 0...Double.greatestFiniteMagnitude)
    }
    // Relative and fixed heights are each ordered among themselves, and `.large` can only come last.
    func increases(_ heights: [Double]) -> Bool { zip(heights, heights.dropFirst()).allSatisfy { $0 < $1 } }
    guard increases(detents.compactMap(\.relativeHeight)), increases(detents.compactMap(\.fixedHeight)),
      !detents.dropLast().contains(.large)
    else { throw PresentationError.unorderedDetents(detents) }
    for detent in [selectedDetent, largestUndimmedDetent].compactMap(\.self) where !detents.contains(detent) {
      throw PresentationError.detentNotInSheet(detent)
    }
  }
}

extension ModalColor {
  func validate() throws {
    for (appearance, color) in [("light", light), ("dark", dark)] {
      for (name, value) in [("red", color.red), ("green", color.green), ("blue", color.blue), ("alpha", color.alpha)] {
        try checkRange("\(appearance) colour \(name)", value, 0...1)
      }
    }
  }
}

extension CustomTransition {
  func validate() throws {
    try checkRange("transition duration", duration, 0...10)
    for effect in effects + (removalEffects ?? []) {
      if case .scale(let factor) = effect { try checkRange("scale", factor, 0...10) }
    }
    if case .spring(let response, let damping) = curve {
      try checkRange("spring response", response, 0.01...10)
      try checkRange("spring damping", damping, 0...1)
    }
  }
}

private func checkRange(_ name: String, _ value: Double, _ range: ClosedRange<Double>) throws {
  guard range.contains(value) else { throw PresentationError.valueOutOfRange(name: name, value: value) }
}
