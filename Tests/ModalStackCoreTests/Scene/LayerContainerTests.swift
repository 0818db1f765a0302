import Testing

@testable import ModalStackCore

@Suite struct LayerContainerTests {
  private let none: [Int] = []

  @Test(arguments: [ModalStyle.pageSheet, .formSheet, .sheet(SheetConfiguration()), .fullScreen, .currentContext])
  func aLayerCreatedWithoutPushesKeepsItsContentAloneForLife(style: ModalStyle) {
    let configuration = ControllerConfiguration(ModalPresentation(style: style))
    #expect(LayerContainer(configuration, createdWithPath: none) == .content)
  }

  @Test(arguments: [ModalStyle.pageSheet, .sheet(SheetConfiguration()), .fullScreen])
  func aLayerGetsAStackWhenItAsksOrIsCreatedWithPushes(style: ModalStyle) {
    let asked = ControllerConfiguration(ModalPresentation(style: style, navigation: .always))
    #expect(LayerContainer(asked, createdWithPath: none) == .navigationStack)
    let automatic = ControllerConfiguration(ModalPresentation(style: style))
    #expect(LayerContainer(automatic, createdWithPath: [1]) == .navigationStack)
  }

  @Test(arguments: [ModalStyle.overFullScreen, .overCurrentContext, .popup(PopupConfiguration())])
  func clearLayersNeverGetAStack(style: ModalStyle) {
    let configuration = ControllerConfiguration(ModalPresentation(style: style, navigation: .always))
    #expect(LayerContainer(configuration, createdWithPath: [1]) == .content)
  }

  @Test func aColouredOverStyleGetsAStackWhenAsked() {
    let modal = ModalPresentation(style: .overFullScreen, background: .color(ModalColor(.black)), navigation: .always)
    #expect(LayerContainer(ControllerConfiguration(modal), createdWithPath: none) == .navigationStack)
  }
}
