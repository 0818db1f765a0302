import Testing

@testable import ModalStackCore

@Suite struct RGBAColorTests {
  @Test func blackIsOpaqueBlack() {
    let black = RGBAColor.black
    #expect([black.red, black.green, black.blue, black.alpha] == [0, 0, 0, 1])
  }
}
