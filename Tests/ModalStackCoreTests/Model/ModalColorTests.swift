import Foundation
import Testing

@testable import ModalStackCore

@Suite struct ModalColorTests {
  private let navy = ModalColor(red: 0, green: 0, blue: 0.3)
  private let white = ModalColor(red: 1, green: 1, blue: 1, alpha: 0.8)

  @Test func eachAppearanceGetsItsOwnVariant() {
    let scrim = ModalColor(light: navy, dark: white)
    #expect(scrim.resolved(isDark: false) == navy.light)
    #expect(scrim.resolved(isDark: true) == white.dark)
    #expect(navy.resolved(isDark: true) == navy.resolved(isDark: false))
    #expect([white.light.red, white.light.green, white.light.blue, white.light.alpha] == [1, 1, 1, 0.8])
  }

  /// A pair made of two pairs takes the light appearance of the first and the dark of the second.
  @Test func aPairTakesEachAppearanceFromItsOwnColour() {
    let first = ModalColor(light: navy, dark: white)
    let second = ModalColor(light: white, dark: navy)
    #expect(ModalColor(light: first, dark: second) == ModalColor(light: navy, dark: navy))
    #expect(ModalColor(light: second, dark: first) == ModalColor(light: white, dark: white))
  }

  @Test func aColourIsClearOnlyWhenBothAppearancesAre() {
    let clear = ModalColor(red: 0, green: 0, blue: 0, alpha: 0)
    #expect(clear.isClear)
    #expect(!ModalColor(light: clear, dark: navy).isClear)
    #expect(!ModalColor(light: navy, dark: clear).isClear)
  }

  @Test func aPresentationWithAColourRoundTripsThroughJSON() throws {
    let presentation = Presentation.popup(dimming: .init(color: ModalColor(light: navy, dark: white), opacity: 0.5))
    let decoded = try JSONDecoder().decode(Presentation.self, from: JSONEncoder().encode(presentation))
    #expect(decoded == presentation)
  }

  @Test func aDamagedColourIsATypedDecodingError() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ModalColor.self, from: Data(#"{"light":{"red":0,"green":0,"blue":0,"alpha":1}}"#.utf8))
    }
  }

  @Test func anOutOfRangeComponentIsRefusedNamingTheAppearance() throws {
    let tooBright = ModalColor(light: navy, dark: ModalColor(red: 1.5, green: 0, blue: 0))
    guard case .modal(let modal) = Presentation.popup(dimming: .init(color: tooBright)) else {
      return #expect(Bool(false))
    }
    #expect(throws: PresentationError.valueOutOfRange(name: "dark colour red", value: 1.5)) { try modal.validate() }
    guard
      case .modal(let sheet) = Presentation.sheet(
        detents: [.large], background: .color(ModalColor(red: 0, green: -1, blue: 0)))
    else {
      return #expect(Bool(false))
    }
    #expect(throws: PresentationError.valueOutOfRange(name: "light colour green", value: -1)) { try sheet.validate() }
  }

  @Test func extendedRangeComponentsAreClampedToSRGB() {
    let p3Red = ModalColor(clampingRed: Float(1.09), green: -0.23, blue: -0.15, alpha: 1)
    #expect(p3Red == ModalColor(red: 1, green: 0, blue: 0))
    #expect(
      ModalColor(clampingRed: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
        == ModalColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5))
  }
}
