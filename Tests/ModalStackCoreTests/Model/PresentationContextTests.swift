import Foundation
import ModalStackCore
import Testing

/// A presentation bounded to a named view: only styles UIKit can present in a context.
@Suite struct PresentationContextTests {
  private func validate(_ presentation: Presentation) throws {
    if case .modal(let modal) = presentation { try modal.validate() }
  }

  @Test(arguments: [
    Presentation.currentContext(in: "card"), .overCurrentContext(in: "card"), Presentation.popup.presented(in: "card"),
  ])
  func contextStylesAndDimmedPopupsCanBeBounded(presentation: Presentation) throws {
    try validate(presentation)
  }

  @Test(arguments: [
    Presentation.sheet, .fullScreenCover, .modal(.overFullScreen), .modal(.popover(PopoverAnchor("button"))),
    .popup(dimming: .none),
  ])
  func otherStylesBoundedToAContextAreRefusedNamingTheContext(presentation: Presentation) throws {
    guard case .modal(let modal) = presentation.presented(in: "card") else { return }
    #expect(throws: PresentationError.contextNeedsContextStyle("card", modal.style)) {
      try modal.validate()
    }
  }

  @Test func aPushIsNotBounded() {
    #expect(Presentation.push.presented(in: "card") == .push)
  }

  @Test func theContextIsSavedAndRestored() throws {
    let presentation = Presentation.overCurrentContext(in: "card")
    let data = try JSONEncoder().encode(presentation)
    #expect(try JSONDecoder().decode(Presentation.self, from: data) == presentation)
    let plain = try JSONEncoder().encode(Presentation.modal(.overCurrentContext))
    #expect(try JSONDecoder().decode(Presentation.self, from: plain) == .modal(.overCurrentContext))
  }
}
