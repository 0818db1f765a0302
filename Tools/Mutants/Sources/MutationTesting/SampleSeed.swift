/// How a sample's seed is chosen: a number, or drawn from the code under test.
///
/// Drawn from the code (`--seed tree`, `--seed tree+1`), the seed is the first 8 hex digits of the
/// hash of the commit's `Sources` tree, XORed with those of its `Tests` tree, plus an offset: every
/// change of code or tests draws a new sample, so no sample can be answered test by test, and
/// anyone can draw the same sample again from the same commit. Files outside those trees (reports,
/// notes, documentation) leave the seed as it was, so a report committed after its run still
/// names the seed of the commit that holds it.
public enum SampleSeed: Equatable, Sendable {
  /// This number.
  case number(UInt64)
  /// The code's and the tests' tree hashes, 8 hex digits each, XORed, plus this offset.
  case tree(offset: UInt64)

  /// The trees whose hashes a seed drawn from the code reads, as `git rev-parse` arguments.
  public static let codeTrees = ["HEAD:Sources", "HEAD:Tests"]

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
  /// - Parameter treeHashes: The hashes of ``codeTrees``, in order (read only for a seed drawn from
  ///   the code).
  /// - Returns: `nil` when the seed comes from the code and a hash is missing or does not start
  ///   with 8 hex digits.
  public func resolve(treeHashes: () -> [String]?) -> (seed: UInt64, origin: String)? {
    switch self {
    case .number(let number):
      return (number, "given")
    case .tree(let offset):
      guard let hashes = treeHashes(), hashes.count == Self.codeTrees.count else { return nil }
      var base: UInt64 = 0
      for hash in hashes {
        guard hash.count >= 8, hash.prefix(8).allSatisfy(\.isHexDigit), let part = UInt64(hash.prefix(8), radix: 16)
        else { return nil }
        base ^= part
      }
      let trees = zip(Self.codeTrees, hashes).map { "\($0.0) \($0.1.prefix(12))" }.joined(separator: " XOR ")
      let origin = "the first 8 hex digits of \(trees) (\(base))" + (offset > 0 ? " + \(offset)" : "")
      return (base + offset, origin)
    }
  }
}
