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

  @Test func aTreeSeedIsTheCodeAndTestHashesFirstEightHexDigitsXoredPlusTheOffset() throws {
    let code = "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567"
    let tests = "f0000001aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
    let first = try #require(SampleSeed.tree(offset: 0).resolve { [code, tests] })
    let third = try #require(SampleSeed.tree(offset: 2).resolve { [code, tests] })
    #expect(first.seed == 0x0a1b_2c3d ^ 0xf000_0001)
    #expect(third.seed == (0x0a1b_2c3d ^ 0xf000_0001) + 2)
    #expect(
      third.origin.contains("0a1b2c3d4e5f") && third.origin.contains("f0000001aaaa") && third.origin.hasSuffix("+ 2"))
    // A change of the tests alone draws another sample.
    let otherTests = try #require(SampleSeed.tree(offset: 0).resolve { [code, "f0000002" + tests.dropFirst(8)] })
    #expect(otherTests.seed != first.seed)
  }

  @Test func aGivenNumberIsUsedAsItIsAndATreeWithoutItsHashesIsRefused() {
    #expect(SampleSeed.number(7).resolve { nil }?.seed == 7)
    #expect(SampleSeed.tree(offset: 0).resolve { nil } == nil)
    #expect(SampleSeed.tree(offset: 0).resolve { ["0a1b2c3d4e5f"] } == nil)
    #expect(SampleSeed.tree(offset: 0).resolve { ["xyz", "0a1b2c3d4e5f"] } == nil)
    #expect(SampleSeed.tree(offset: 0).resolve { ["+a1b2c3d4e5f", "0a1b2c3d4e5f"] } == nil)
  }
}
