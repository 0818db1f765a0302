import ModalStackCore
import Testing

@Suite struct PresentationValidationTests {
  private func validate(_ presentation: Presentation) throws {
    if case .modal(let modal) = presentation { try modal.validate() }
  }

  @Test(arguments: [
    Presentation.sheet, .fullScreenCover, .popup(), .sheet(detents: [.fraction(0.25), .medium, .large], grabber: true),
    .sheet(detents: [.height(200), .large]), .modal(.popover(PopoverAnchor("button"))),
    .modal(.fullScreen, transition: .partialCurl),
    .modal(.overFullScreen, transition: .custom(.move(from: .bottom).combined(with: .fade))),
    .modal(.formSheet, transition: .flipHorizontal),
  ])
  func validPresentationsPass(presentation: Presentation) throws {
    try validate(presentation)
  }

  @Test func partialCurlOnlyWithFullScreen() {
    #expect(throws: PresentationError.partialCurlRequiresFullScreen(.overFullScreen)) {
      try validate(.modal(.overFullScreen, transition: .partialCurl))
    }
  }

  @Test func popoverNeedsANonEmptyAnchor() {
    #expect(throws: PresentationError.popoverWithoutAnchor) { try validate(.modal(.popover(PopoverAnchor("")))) }
  }

  @Test func detentsMustBeNonEmptyOrderedAndValid() {
    #expect(throws: PresentationError.emptyDetents) { try validate(.sheet(detents: [])) }
    #expect(throws: PresentationError.unorderedDetents([.large, .medium])) {
      try validate(.sheet(detents: [.large, .medium]))
    }
    #expect(throws: PresentationError.unorderedDetents([.medium, .medium])) {
      try validate(.sheet(detents: [.medium, .medium]))
    }
    #expect(throws: PresentationError.unorderedDetents([.height(300), .height(100)])) {
      try validate(.sheet(detents: [.height(300), .height(100)]))
    }
    #expect(throws: PresentationError.unorderedDetents([.large, .height(100)])) {
      try validate(.sheet(detents: [.large, .height(100)]))
    }
    #expect(throws: PresentationError.invalidDetent(.fraction(1.5))) { try validate(.sheet(detents: [.fraction(1.5)])) }
    #expect(throws: PresentationError.invalidDetent(.height(-1))) { try validate(.sheet(detents: [.height(-1)])) }
  }

  @Test func selectedDetentMustBeOneOfTheDetents() {
    let sheet = ModalPresentation(style: .sheet(SheetConfiguration(detents: [.medium], selectedDetent: .large)))
    #expect(throws: PresentationError.detentNotInSheet(.large)) { try sheet.validate() }
  }

  @Test func numbersOutOfRangeNameTheSetting() {
    #expect(throws: PresentationError.valueOutOfRange(name: "transition duration", value: -1)) {
      try validate(.modal(.overFullScreen, transition: .custom(CustomTransition(effects: [.opacity], duration: -1))))
    }
    #expect(throws: PresentationError.valueOutOfRange(name: "dimming opacity", value: 2)) {
      try validate(.popup(dimming: .init(opacity: 2)))
    }
    #expect(throws: PresentationError.valueOutOfRange(name: "spring damping", value: 3)) {
      try validate(
        .modal(
          .fullScreen,
          transition: .custom(CustomTransition(effects: [.opacity], curve: .spring(response: 0.3, dampingFraction: 3))))
      )
    }
  }

  @Test func errorsReadWellWhenPrinted() {
    #expect(
      "\(PresentationError.popoverWithoutAnchor)"
        == "a popover needs an anchor; give it a PopoverAnchor with an id the view marks")
    #expect(
      "\(RouteStackError.invalidPresentation("x", .emptyDetents, screen: "settings"))"
        == "cannot show settings (route x): a sheet needs at least one detent; give it one, such as .large")
  }

  @Test func aNamedSwiftUITransitionIsForPopupContentOnly() throws {
    let drop = CustomTransition.named("drop", duration: 0.4)
    try validate(.popup(transition: drop))
    try validate(.popup(transition: .asymmetric(insertion: .popup, removal: drop)))
    #expect(throws: PresentationError.namedTransitionNotSupported(name: "drop", style: .overFullScreen)) {
      try validate(.modal(.overFullScreen, transition: .custom(drop)))
    }
    #expect(throws: PresentationError.namedTransitionNotSupported(name: "", style: .popup(PopupConfiguration()))) {
      try validate(.popup(transition: .named("")))
    }
    #expect(
      "\(PresentationError.namedTransitionNotSupported(name: "drop", style: .fullScreen))"
        == "the named transition \"drop\" is for popups only, not fullScreenCover; present the screen as a popup, or use a custom transition"
    )
  }
}
