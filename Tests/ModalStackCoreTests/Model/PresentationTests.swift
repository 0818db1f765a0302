import ModalStackCore
import Testing

@Suite struct PresentationTests {
  @Test func aSheetWithDetentsTakesABackground() {
    let sheet = Presentation.sheet(detents: [.medium], grabber: true, background: .clear)
    guard case .modal(let modal) = sheet else {
      Issue.record("a sheet is modal")
      return
    }
    #expect(modal.background == .clear)
    #expect(modal.style == .sheet(SheetConfiguration(detents: [.medium], prefersGrabberVisible: true)))
    guard case .modal(let plain) = Presentation.sheet(detents: [.large]) else { return }
    #expect(plain.background == .automatic)
  }
}
