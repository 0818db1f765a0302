import PropertyBased
import Testing

@testable import ModalStackCore

/// The hidden state of random custom transitions (any mix of fades, scales and moves from every
/// edge) in containers of random sizes: a right-to-left layout is the left-to-right one mirrored
/// (only the horizontal translation changes sign), and effects combine: the fades hide, the
/// scales multiply and each move adds the translation that puts the view just past its edge,
/// the leading edge being on the reader's side. 500 transitions.
@Suite struct CustomTransitionGeometryPropertyTests {
  static let edges = CustomTransition.Edge.allCases

  static func effect(_ number: Int) -> CustomTransition.Effect {
    switch number % 4 {
    case 0: .opacity
    case 1: .scale(Double(number / 4 % 20) / 10)
    default: .move(edges[number / 4 % edges.count])
    }
  }

  @Test func rightToLeftMirrorsAndEffectsCombineForEveryEdge() async {
    await propertyCheck(count: 500, input: Gen.int(in: 0...9_999).array(of: 0...6)) { numbers in
      let effects = numbers.map(Self.effect)
      let (width, height) = (Double(1 + (numbers.first ?? 0) % 1_000), Double(1 + (numbers.last ?? 0) % 2_000))
      let transition = CustomTransition(effects: effects)
      let ltr = transition.hiddenState(width: width, height: height, rightToLeft: false)
      let rtl = transition.hiddenState(width: width, height: height, rightToLeft: true)
      #expect(
        rtl
          == .init(alpha: ltr.alpha, scale: ltr.scale, translationX: -ltr.translationX, translationY: ltr.translationY),
        "\(effects)")
      for rightToLeft in [false, true] {
        var expected = CustomTransition.HiddenState()
        for effect in effects {
          switch effect {
          case .opacity: expected.alpha = 0
          case .scale(let factor): expected.scale *= factor
          case .move(let edge):
            // The leading edge is the left one for a left-to-right reader, the right one otherwise.
            let left = (edge == .leading) != rightToLeft
            switch edge {
            case .top: expected.translationY -= height
            case .bottom: expected.translationY += height
            case .leading, .trailing: expected.translationX += left ? -width : width
            }
          case .named: break
          }
        }
        let state = rightToLeft ? rtl : ltr
        #expect(state == expected, "\(effects) in \(width)×\(height), rightToLeft \(rightToLeft)")
      }
    }
  }
}
