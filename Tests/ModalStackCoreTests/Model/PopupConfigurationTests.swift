import Testing

@testable import ModalStackCore

@Suite struct PopupConfigurationTests {
  /// The standard dimming is the documented one: black at 40%, no blur; a popup with it dims.
  @Test func theStandardDimmingIsBlackAtFortyPercentWithoutBlur() {
    let standard = PopupConfiguration.Dimming.standard
    #expect(standard.color == ModalColor(red: 0, green: 0, blue: 0))
    #expect(standard.opacity == 0.4)
    #expect(standard.blurRadius == 0)
    #expect(!PopupConfiguration(alignment: .center, dimming: standard).letsTouchesThrough)
  }
}
