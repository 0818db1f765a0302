/// A seeded random sample of mutants that any machine draws the same way.
///
/// Each mutant gets a rank from the seed and its id alone (not from its place in the list), and
/// the sample is the `count` lowest ranks: the same seed over the same code picks the same
/// mutants, and a mutant added elsewhere does not reshuffle the rest.
public enum MutantSample {
  /// The sample, in ``Mutant``'s order. All the mutants when there are no more than `count`.
  public static func draw(_ count: Int, from mutants: [Mutant], seed: UInt64) -> [Mutant] {
    let ranked = mutants.map { (rank: rank(of: $0.id, seed: seed), mutant: $0) }
      .sorted { ($0.rank, $0.mutant) < ($1.rank, $1.mutant) }
    return ranked.prefix(max(count, 0)).map(\.mutant).sorted()
  }

  /// FNV-1a of the id, mixed with the seed by SplitMix64's finaliser: stable across runs and
  /// platforms, unlike `Hasher`.
  static func rank(of id: String, seed: UInt64) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in id.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    var mixed = hash ^ (seed &+ 0x9e37_79b9_7f4a_7c15)
    mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
    return mixed ^ (mixed >> 31)
  }
}
