import Testing

@testable import ModalStackCore

@Suite struct RandomIDSourceTests {
  /// The source promises SplitMix64, whose every 64-bit state comes once per cycle, so a process
  /// never repeats an id. These are SplitMix64's outputs from seed 0 (Steele, Lea and Flood's
  /// reference: e220a8397b1dcdaf, 6e789e6aa1b965f4, 06c45d188009454f, f88bb8a8724c81ec), with the
  /// UUID's version and variant bits set; a generator that mixes less would give other ids.
  @Test func idsAreSplitMix64WithTheVersionAndVariantBitsSet() {
    let source = RandomIDSource(seed: 0)
    let first = source.next()
    let second = source.next()
    #expect(first.0 == 0xE220_A839_7B1D_4DAF && first.1 == 0xAE78_9E6A_A1B9_65F4)
    #expect(second.0 == 0x06C4_5D18_8009_454F && second.1 == 0xB88B_B8A8_724C_81EC)
  }
}
