import Testing

@testable import MutationTesting

@Suite struct MutantSampleTests {
  static let mutants = (1...200).flatMap { line in
    MutationFinder.mutants(
      in: String(repeating: "\n", count: line - 1) + "let x = a < b && c == d", file: "F\(line % 7).swift")
  }.sorted()

  @Test func theSameSeedDrawsTheSameSample() {
    let first = MutantSample.draw(20, from: Self.mutants, seed: 42)
    #expect(first.count == 20)
    #expect(first == MutantSample.draw(20, from: Self.mutants, seed: 42))
    #expect(first == MutantSample.draw(20, from: Self.mutants.reversed(), seed: 42))
    #expect(first == first.sorted())
  }

  @Test func anotherSeedDrawsAnotherSample() {
    #expect(MutantSample.draw(20, from: Self.mutants, seed: 1) != MutantSample.draw(20, from: Self.mutants, seed: 2))
  }

  @Test func aSampleLargerThanTheMutantsIsAllOfThem() {
    #expect(MutantSample.draw(10_000, from: Self.mutants, seed: 3) == Self.mutants)
  }

  @Test func aMutantAddedElsewhereDisplacesAtMostOne() {
    let before = Set(MutantSample.draw(30, from: Self.mutants, seed: 5))
    let extra = MutationFinder.mutants(in: "let y = p > q", file: "New.swift")
    let after = Set(MutantSample.draw(30, from: Self.mutants + extra, seed: 5))
    #expect(before.subtracting(after).count <= 1)
  }

  /// The ranks are a fixed function of seed and id, so a seed names the same sample on every
  /// machine and Swift version (unlike `Hasher`, which is seeded per process). The values were
  /// computed by a separate implementation (Python) of FNV-1a and SplitMix64's finaliser; a
  /// change here changes which mutants every published seed picks.
  @Test func ranksAreFixedFunctionsOfSeedAndID() {
    #expect(MutantSample.rank(of: "", seed: 0) == 16_848_853_895_932_712_992)
    #expect(MutantSample.rank(of: "A.swift:1:1:logical:||", seed: 7) == 6_562_354_054_394_573_428)
  }
}
