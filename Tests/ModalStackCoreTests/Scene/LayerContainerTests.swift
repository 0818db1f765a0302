import Foundation
import Testing

@testable import ModalStackCore

@Suite struct LayerContainerTests {
  /// A layer gets no stack of its own unless it asks: a screen shown as a sheet brings its own,
  /// and a stack inside another is not supported, whether the sheet opens by a tap or by a deep
  /// link with pushes (whose pushes wait for the content's stack).
  @Test(arguments: [ModalStyle.pageSheet, .formSheet, .sheet(SheetConfiguration()), .fullScreen, .currentContext])
  func aLayerKeepsItsContentAloneUnlessItAsksForAStack(style: ModalStyle) {
    let configuration = ControllerConfiguration(ModalPresentation(style: style))
    #expect(LayerContainer(configuration) == .content)
  }

  @Test(arguments: [ModalStyle.pageSheet, .sheet(SheetConfiguration()), .fullScreen])
  func aLayerGetsAStackWhenItAsks(style: ModalStyle) {
    let asked = ControllerConfiguration(ModalPresentation(style: style, navigation: .always))
    #expect(LayerContainer(asked) == .navigationStack)
  }

  @Test(arguments: [ModalStyle.overFullScreen, .overCurrentContext, .popup(PopupConfiguration())])
  func clearLayersNeverGetAStack(style: ModalStyle) {
    let configuration = ControllerConfiguration(ModalPresentation(style: style, navigation: .always))
    #expect(LayerContainer(configuration) == .content)
  }

  @Test func aColouredOverStyleGetsAStackWhenAsked() {
    let modal = ModalPresentation(
      style: .overFullScreen, background: .color(ModalColor(red: 0, green: 0, blue: 0)), navigation: .always)
    #expect(LayerContainer(ControllerConfiguration(modal)) == .navigationStack)
  }

  @Test func theSavedNameOfTheDefaultContainerStillDecodes() throws {
    let decoded = try JSONDecoder().decode([NavigationContainer].self, from: Data(#"["whenPushed","always"]"#.utf8))
    #expect(decoded == [.content, .always])
  }
}
