import Testing

@testable import MutationTesting

/// A sample's seed is a number, or drawn from the tree under test so every change draws anew.
@Suite struct SampleSeedTests {
  @Test func readsANumberTheTreeOrTheTreePlusAnOffset() {
    #expect(SampleSeed(argument: "1126") == .number(1126))
    #expect(SampleSeed(argument: "tree") == .tree(offset: 0))
    #expect(SampleSeed(argument: "tree+2") == .tree(offset: 2))
    for bad in ["", "tree-1", "tree+", "tree+x", "-3", "trees"] { #expect(SampleSeed(argument: bad) == nil, "\(bad)") }
  }

  @Test func aTreeSeedIsTheHashsFirstEightHexDigitsPlusTheOffset() throws {
    let hash = "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567"
    let first = try #require(SampleSeed.tree(offset: 0).resolve { hash })
    let third = try #require(SampleSeed.tree(offset: 2).resolve { hash })
    #expect(first.seed == 0x0a1b_2c3d)
    #expect(third.seed == 0x0a1b_2c3d + 2)
    #expect(third.origin.contains("0a1b2c3d4e5f") && third.origin.hasSuffix("+ 2"))
  }

  @Test func aGivenNumberIsUsedAsItIsAndATreeWithoutAHashIsRefused() {
    #expect(SampleSeed.number(7).resolve { nil }?.seed == 7)
    #expect(SampleSeed.tree(offset: 0).resolve { nil } == nil)
    #expect(SampleSeed.tree(offset: 0).resolve { "xyz" } == nil)
  }
}
