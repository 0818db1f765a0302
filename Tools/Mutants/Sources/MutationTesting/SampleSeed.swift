/// How a sample's seed is chosen: a number, or drawn from the code under test.
///
/// Drawn from the tree (`--seed tree`, `--seed tree+1`), the seed is the first 8 hex digits of
/// the hash of the repository's `HEAD^{tree}`, plus an offset: every change of code or tests draws
/// a new sample, so no sample can be answered test by test, and anyone can draw the same sample
/// again from the same commit.
public enum SampleSeed: Equatable, Sendable {
  /// This number.
  case number(UInt64)
  /// The tree hash's first 8 hex digits plus this offset.
  case tree(offset: UInt64)

  /// Reads `1126`, `tree` or `tree+2`; `nil` for anything else.
  public init?(argument: String) {
    if let number = UInt64(argument) {
      self = .number(number)
    } else if argument == "tree" {
      self = .tree(offset: 0)
    } else if argument.hasPrefix("tree+"), let offset = UInt64(argument.dropFirst("tree+".count)) {
      self = .tree(offset: offset)
    } else {
      return nil
    }
  }

  /// The seed, and how it was drawn (for the report).
  /// - Parameter treeHash: The hash of `HEAD^{tree}` (read only for a seed drawn from it).
  /// - Returns: `nil` when the seed comes from the tree and `treeHash` does not start with 8 hex digits.
  public func resolve(treeHash: () -> String?) -> (seed: UInt64, origin: String)? {
    switch self {
    case .number(let number):
      return (number, "given")
    case .tree(let offset):
      guard let hash = treeHash(), let base = UInt64(hash.prefix(8), radix: 16), hash.count >= 8 else { return nil }
      let origin = "the first 8 hex digits of tree \(hash.prefix(12)) (\(base))" + (offset > 0 ? " + \(offset)" : "")
      return (base + offset, origin)
    }
  }
}
