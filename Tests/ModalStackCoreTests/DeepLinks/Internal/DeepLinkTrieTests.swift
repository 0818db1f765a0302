import PropertyBased
import Testing

@testable import ModalStackCore

/// The trie against a linear reference matcher that tries every pattern.
@Suite struct DeepLinkTrieTests {
  /// What the trie promises, written the slow way: among the patterns that match, the best by
  /// segment kind (literal < parameter with literal text around it < parameter < wildcard,
  /// compared from the left), then the earliest. (No word here matches two texts around a
  /// parameter; their order is the map's tests'.)
  static func reference(_ patterns: [DeepLinkPattern], _ segments: [String]) -> Int? {
    func ranks(_ pattern: DeepLinkPattern) -> [Int]? {
      var ranks: [Int] = []
      for (index, segment) in pattern.segments.enumerated() {
        switch segment {
        case .wildcard: return ranks + [3]
        case .literal(let text):
          guard index < segments.count, segments[index] == text else { return nil }
          ranks.append(0)
        case .parameter(_, "", ""):
          guard index < segments.count else { return nil }
          ranks.append(2)
        case .parameter(_, let prefix, let suffix):
          let segment = index < segments.count ? segments[index] : ""
          guard segment.count > prefix.count + suffix.count, segment.hasPrefix(prefix), segment.hasSuffix(suffix)
          else { return nil }
          ranks.append(1)
        }
      }
      return pattern.segments.count == segments.count ? ranks : nil
    }
    let matching = patterns.indices.compactMap { index in ranks(patterns[index]).map { (index, $0) } }
    return matching.min { lhs, rhs in lhs.1.lexicographicallyPrecedes(rhs.1) || (lhs.1 == rhs.1 && lhs.0 < rhs.0) }?.0
  }

  static let words = ["a", "b", "c", "@a", "b.json", "@", ".json"]

  static func pattern(_ numbers: [Int]) -> DeepLinkPattern? {
    let parts = numbers.enumerated().map { index, number in
      switch number % 8 {
      case 0: ":p\(index)"
      case 1 where index == numbers.count - 1: "*rest"
      case 6: "@:p\(index)"
      case 7: ":p\(index).json"
      default: words[number % words.count]
      }
    }
    return try? DeepLinkPattern("/" + parts.joined(separator: "/"))
  }

  @Test func theTrieAgreesWithALinearScanOverEveryPattern() async {
    let patternGen = Gen.int(in: 0...1_000).array(of: 0...4).array(of: 1...30)
    let urlGen = Gen.int(in: 0...Self.words.count).array(of: 0...5).array(of: 20)
    var matched = 0
    await propertyCheck(count: 1_000, input: patternGen, urlGen) { patternNumbers, urls in
      let patterns = patternNumbers.compactMap(Self.pattern)
      var trie = DeepLinkTrie<Int>()
      for (index, pattern) in patterns.enumerated() { trie.insert(pattern, index) }
      for url in urls {
        let segments = url.map { $0 < Self.words.count ? Self.words[$0] : "z" }
        let expected = Self.reference(patterns, segments)
        let found = trie.match(segments[...]) { _ in true }
        #expect(found?.entry == expected, "\(segments) against \(patterns.map(\.text))")
        if found != nil { matched += 1 }
        if let found, let expected {
          let values = zip(patterns[expected].segments, segments).compactMap { segment, text -> String? in
            guard case .parameter(_, let prefix, let suffix) = segment else { return nil }
            return String(text.dropFirst(prefix.count).dropLast(suffix.count))
          }
          #expect(found.parameters == values)
          let wildcard =
            patterns[expected].segments.last.map { if case .wildcard = $0 { true } else { false } } ?? false
          #expect(found.rest == (wildcard ? Array(segments[(patterns[expected].segments.count - 1)...]) : []))
        }
      }
    }
    #expect(matched > 2_000)  // of 20,000 URLs: both outcomes are exercised
  }

  @Test func matchingLooksOnlyAtPatternsOnTheURLsPath() throws {
    var trie = DeepLinkTrie<Int>()
    for index in 0..<5_000 { trie.insert(try DeepLinkPattern("/section\(index)/:id"), index) }
    var looked = 0
    let found = trie.match(["section4999", "3"]) { _ in
      looked += 1
      return true
    }
    #expect(found?.entry == 4_999 && found?.parameters == ["3"])
    #expect(looked == 1)  // a linear scan would have looked at 5,000
    looked = 0
    #expect(
      trie.match(["nowhere", "3"]) { _ in
        looked += 1
        return true
      } == nil)
    #expect(looked == 0)
  }

  @Test func aRefusedEntryFallsBackToTheNextCandidate() throws {
    var trie = DeepLinkTrie<Int>()
    trie.insert(DeepLinkPattern("/learn/featured"), 0)
    trie.insert(DeepLinkPattern("/learn/:id"), 1)
    trie.insert(DeepLinkPattern("/learn/*rest"), 2)
    #expect(trie.match(["learn", "featured"]) { $0 != 0 }?.entry == 1)
    #expect(trie.match(["learn", "featured"]) { $0 == 2 }?.entry == 2)
    #expect(trie.match(["learn"]) { _ in true }?.entry == 2)
  }
}
