import ModalStackCore
import PropertyBased
import Testing

/// Every bounded number a presentation carries is accepted exactly when it lies in its documented
/// range, bounds included, and refused otherwise with an error that names the setting and the
/// value: the bounds themselves, the nearest values outside them, infinities, NaN and random
/// values around the range.
@Suite struct PresentationValidationPropertyTests {
  /// A bounded number and the presentation that carries it.
  struct Setting: Sendable, CustomStringConvertible {
    let name: String
    let range: ClosedRange<Double>
    let presentation: @Sendable (Double) -> ModalPresentation
    var description: String { name }
  }

  static func colour(red: Double = 0, alpha: Double = 1, dark: Double = 0) -> ModalColor {
    ModalColor(
      light: ModalColor(red: red, green: 0, blue: 0, alpha: alpha), dark: ModalColor(red: 0, green: 0, blue: dark))
  }

  static func custom(_ transition: CustomTransition) -> ModalPresentation {
    ModalPresentation(style: .overFullScreen, transition: .custom(transition))
  }

  static let settings: [Setting] = [
    Setting(name: "dimming opacity", range: 0...1) { .init(style: .popup(.init(dimming: .init(opacity: $0)))) },
    Setting(name: "blur radius", range: 0...200) { .init(style: .popup(.init(dimming: .init(blurRadius: $0)))) },
    Setting(name: "light colour red", range: 0...1) {
      .init(style: .popup(.init(dimming: .init(color: colour(red: $0)))))
    },
    Setting(name: "light colour alpha", range: 0...1) {
      .init(style: .overFullScreen, background: .color(colour(alpha: $0)))
    },
    Setting(name: "dark colour blue", range: 0...1) {
      .init(style: .overFullScreen, background: .color(colour(dark: $0)))
    },
    Setting(name: "sheet corner radius", range: 0...Double.greatestFiniteMagnitude) {
      .init(style: .sheet(SheetConfiguration(preferredCornerRadius: $0)))
    },
    Setting(name: "transition duration", range: 0...10) { custom(CustomTransition(effects: [.opacity], duration: $0)) },
    Setting(name: "scale", range: 0...10) { custom(CustomTransition(effects: [.opacity, .scale($0)])) },
    Setting(name: "scale", range: 0...10) {  // a removal's own effects are checked too
      custom(CustomTransition(effects: [.opacity], removalEffects: [.scale($0)]))
    },
    Setting(name: "spring response", range: 0.01...10) {
      custom(CustomTransition(effects: [.opacity], curve: .spring(response: $0, dampingFraction: 0.5)))
    },
    Setting(name: "spring damping", range: 0...1) {
      custom(CustomTransition(effects: [.opacity], curve: .spring(response: 0.3, dampingFraction: $0)))
    },
  ]

  /// Checks one value: accepted inside the range, refused naming the setting and value outside.
  static func check(_ setting: Setting, _ value: Double) {
    let inside = setting.range.contains(value)
    do {
      try setting.presentation(value).validate()
      #expect(inside, "\(setting.name) \(value) was accepted")
    } catch PresentationError.valueOutOfRange(let name, let refused) {
      #expect(!inside, "\(setting.name) \(value) was refused")
      #expect(name == setting.name)
      #expect(refused == value || (refused.isNaN && value.isNaN))
    } catch {
      Issue.record("\(setting.name) \(value): \(error)")
    }
  }

  @Test(arguments: settings)
  func aNumberIsAcceptedExactlyInItsRange(_ setting: Setting) async {
    let (low, high) = (setting.range.lowerBound, setting.range.upperBound)
    for value in [low, high, low.nextDown, high.nextUp, (low + min(high, 1_000)) / 2, .nan, .infinity, -.infinity] {
      Self.check(setting, value)
    }
    let span = min(high - low, 1_000)
    await propertyCheck(count: 200, input: Gen.double(in: (low - span)...(min(high, 1_000) + span))) { value in
      Self.check(setting, value)
    }
  }

  /// A sheet's detents: a fraction of the height in `0 < f <= 1`, a height or a custom detent's
  /// height positive and finite.
  @Test func aDetentIsValidExactlyForItsRange() async {
    func check(_ detent: SheetDetent, valid: Bool) {
      do {
        try SheetConfiguration(detents: [detent]).validate()
        #expect(valid, "\(detent) was accepted")
      } catch PresentationError.invalidDetent(let refused) {
        #expect(!valid, "\(detent) was refused")
        #expect(refused.identifier == detent.identifier)
      } catch {
        Issue.record("\(detent): \(error)")
      }
    }
    let edges: [Double] = [0, 0.0.nextUp, 0.0.nextDown, 0.5, 1, 1.0.nextUp, 2, 1_000, .infinity, -.infinity, -1]
    await propertyCheck(count: 300, input: Gen.double(in: -2...2)) { random in
      for value in edges + [random] {
        check(.fraction(value), valid: value > 0 && value <= 1)
        check(.height(value), valid: value > 0 && value.isFinite)
        check(.custom("compact", height: value), valid: value > 0 && value.isFinite)
      }
    }
  }
}
