import Foundation
import PropertyBased
import Testing

@testable import ModalStackCore

/// Declared parameters against the kinds of hostile values OWASP MASTG-TEST-0370 lists: negative
/// and huge numbers, traversal and script strings, over-long values, repeated names, odd
/// percent-encodings. Each is refused before the route maker runs, naming the parameter.
@Suite struct LinkParameterTests {
  struct HandlerRan: Error {}

  /// A transfer entry whose route maker must never run for a refused link.
  static let map: DeepLinkMap<String> = {
    var map = DeepLinkMap<String>()
    map.add(
      "/wallet/send/:account",
      parameters: [
        .text("account", maxLength: 34), .integer("amount", in: 1...10_000), .oneOf("currency", ["EUR", "USD"]),
        .text("note", maxLength: 140, characters: .plainText, required: false), .uuid("request", required: false),
        .text("file", characters: .identifier, required: false), .oneOf("express", ["0", "1"], required: false),
      ]
    ) { link in
      guard link.query["note"] != "run" else { throw HandlerRan() }
      return [Route("send \(try link.value("amount", as: Int.self))", presentation: .sheet)]
    }
    return map
  }()

  static let base = "myapp://wallet/send/DE89370400440532013000?currency=EUR"

  static let hostile: [(query: String, name: String, value: String?, violation: ParameterViolation)] = [
    // Numbers: negative, huge, overflowing, other notations, empty.
    ("amount=-1", "amount", "-1", .outOfRange("1...10000")),
    ("amount=0", "amount", "0", .outOfRange("1...10000")),
    ("amount=9999999", "amount", "9999999", .outOfRange("1...10000")),
    ("amount=99999999999999999999999", "amount", "99999999999999999999999", .wrongType(expected: "an integer")),
    ("amount=1e3", "amount", "1e3", .wrongType(expected: "an integer")),
    ("amount=0x10", "amount", "0x10", .wrongType(expected: "an integer")),
    ("amount=", "amount", "", .wrongType(expected: "an integer")),
    ("amount=1%20", "amount", "1 ", .wrongType(expected: "an integer")),
    // Missing and repeated names.
    ("note=hi", "amount", nil, .missing),
    ("amount=1&amount=9999999", "amount", "1", .repeated),
    ("amount=5&account=other", "account", "DE89370400440532013000", .repeated),
    ("amount=5&currency=USD&currency=EUR", "currency", "USD", .repeated),
    // Allowed values, exactly.
    ("amount=5&currency=eur", "currency", "eur", .notAllowed(["EUR", "USD"])),
    ("amount=5&currency=EUR%00", "currency", "EUR\0", .notAllowed(["EUR", "USD"])),
    // Traversal and script strings.
    ("amount=5&file=../../etc/passwd", "file", "../../etc/passwd", .forbiddenCharacter(".")),
    ("amount=5&file=javascript:alert(1)", "file", "javascript:alert(1)", .forbiddenCharacter(":")),
    ("amount=5&note=%3Cscript%3Ealert(1)%3C/script%3E", "note", "<script>alert(1)</script>", .forbiddenCharacter("<")),
    ("amount=5&note=..%2F..%2Fsecret", "note", "../../secret", .forbiddenCharacter("/")),
    ("amount=5&note=..%5C..", "note", "..\\..", .forbiddenCharacter("\\")),
    ("amount=5&note=a..b", "note", "a..b", .forbiddenCharacter("..")),
    ("amount=5&note=%22onmouseover%3D", "note", "\"onmouseover=", .forbiddenCharacter("\"")),
    // Over-long values.
    (
      "amount=5&note=" + String(repeating: "a", count: 141), "note", String(repeating: "a", count: 141),
      .tooLong(limit: 140)
    ),
    (
      "amount=5&file=" + String(repeating: "b", count: 10_000), "file", String(repeating: "b", count: 10_000),
      .tooLong(limit: 64)
    ),
    // Odd percent-encodings: a NUL, a right-to-left override, double encoding, invalid and
    // overlong UTF-8 (kept undecoded), a line break.
    ("amount=5&note=a%00b", "note", "a\0b", .forbiddenCharacter("\0")),
    ("amount=5&note=abc%E2%80%AEgpj.exe", "note", "abc\u{202E}gpj.exe", .forbiddenCharacter("\u{202E}")),
    ("amount=5&note=%252e%252e%252f", "note", "%2e%2e%2f", .forbiddenCharacter("%")),
    ("amount=5&note=%zz", "note", "%zz", .forbiddenCharacter("%")),
    ("amount=5&note=%C0%AE%C0%AE", "note", "%C0%AE%C0%AE", .forbiddenCharacter("%")),
    ("amount=5&note=a%0D%0AInjected:%201", "note", "a\r\nInjected: 1", .forbiddenCharacter("\r")),
    // Other types.
    ("amount=5&request=not-a-uuid", "request", "not-a-uuid", .wrongType(expected: "a UUID")),
    ("amount=5&express=yes", "express", "yes", .notAllowed(["0", "1"])),
  ]

  @Test(arguments: hostile)
  func aHostileValueIsRefusedNamingItsParameter(
    query: String, name: String, value: String?, violation: ParameterViolation
  ) {
    // A query that names the currency replaces the base's.
    let text =
      query.contains("currency=")
      ? Self.base.replacingOccurrences(of: "currency=EUR", with: query) : Self.base + "&" + query
    let url = URL(string: text)!
    let expected = LinkRefusal(
      link: url.absoluteString, origin: .otherApp(sourceApplication: nil), pattern: "/wallet/send/:account",
      rule: .parameter(name: name, value: value, violation))
    #expect(throws: DeepLinkError.blocked(expected)) {
      try Self.map.match(url, from: .otherApp(sourceApplication: nil))
    }
  }

  @Test func aTraversalInThePathIsRefusedToo() {
    for account in ["..%2F..%2Fetc", "%2e%2e", "a%2Fb"] {
      let url = URL(string: "myapp://wallet/send/\(account)?amount=5&currency=EUR")!
      #expect {
        try Self.map.match(url, from: .inApp)
      } throws: { error in
        // A value that is not one segment is refused before its declaration is read.
        if case DeepLinkError.invalidParameter("account", _, _) = error { return true }
        guard case DeepLinkError.blocked(let refusal) = error,
          case .parameter("account", _, .forbiddenCharacter) = refusal.rule
        else { return false }
        return true
      }
    }
  }

  /// `maxLength` counts UTF-8 bytes: one letter and 100,000 combining marks is one character,
  /// and far longer than 16.
  @Test func maxLengthBoundsUTF8Bytes() throws {
    var map = DeepLinkMap<Screen>()
    map.add("/invite", presentation: .sheet, parameters: [.text("code", maxLength: 16, characters: .any)]) {
      .profile(try $0.value("code"))
    }
    let marks = "a" + String(repeating: "%CC%81", count: 100_000)
    let url = try #require(URL(string: "myapp://invite?code=" + marks))
    #expect {
      try map.match(url)
    } throws: { error in
      guard case DeepLinkError.blocked(let refusal) = error else { return false }
      return if case .parameter("code", _, .tooLong(limit: 16)) = refusal.rule { true } else { false }
    }
    // Sixteen bytes pass: `é` is two.
    #expect(try map.match(URL(string: "myapp://invite?code=%C3%A9%C3%A9abcdefghijkl")!).routes.count == 1)
  }

  /// A `:name` parameter is one segment: after decoding it never holds `/`, NUL or a dot-segment,
  /// declared or not.
  @Test func aSegmentParameterIsOneSegment() throws {
    var map = DeepLinkMap<Screen>()
    map.add("/files/:name", presentation: .sheet) { .profile(try $0.value("name")) }
    for name in ["..%2F..%2Fetc", "a%2Fb", "%2E%2E", "%2e", "a%00b", "..", "."] {
      let url = try #require(URL(string: "myapp://files/\(name)"))
      #expect(throws: DeepLinkError.self, "\(name)") { try map.match(url) }
    }
    #expect(try map.match(URL(string: "myapp://files/a.b..c")!).routes.map(\.destination) == [.profile("a.b..c")])
  }

  @Test func aLinkThatMeetsTheContractReachesItsRouteMaker() throws {
    let url = URL(string: Self.base + "&amount=250&note=Dinner%20on%20Friday%20%E2%9C%93&express=1")!
    #expect(try Self.map.match(url, from: .inApp).routes.map(\.destination) == ["send 250"])
    let ran = URL(string: Self.base + "&amount=250&note=run")!
    #expect(throws: DeepLinkError.refused(ran.absoluteString, reason: "HandlerRan()")) { try Self.map.match(ran) }
  }

  @Test func aViolationReadsWellWhenPrinted() {
    let url = URL(string: Self.base + "&amount=-1")!
    #expect {
      try Self.map.match(url, from: .otherApp(sourceApplication: nil))
    } throws: { error in
      "\(error)"
        == "blocked: \(url.absoluteString) from another app (unnamed), entry /wallet/send/:account: amount=\"-1\" is outside 1...10000; send a value the parameter's declaration allows"
    }
  }

  /// An integer's text is read only up to the length of `Int.min`'s (20 characters): a longer one
  /// is not an integer, even zero-padded to a value in range.
  @Test func anIntegerIsNoLongerThanIntMin() {
    let amount = LinkParameter.integer("amount", in: 1...10_000)
    #expect(amount.violation(of: String(repeating: "0", count: 19) + "5") == Self.notPlain)
    #expect(amount.violation(of: String(repeating: "0", count: 20) + "5") == .wrongType(expected: "an integer"))
    #expect(amount.violation(of: "\(Int.min)") == .outOfRange("1...10000"))
  }

  /// Every bound a declaration states is inclusive: an integer range allows both its ends and
  /// nothing outside them, a text allows exactly its maximum length and refuses one more character.
  @Test func boundsIncludeTheirEnds() async {
    let count = ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init) ?? 200
    await propertyCheck(count: count, input: Gen.int(in: -1_000...1_000), Gen.int(in: 0...500), Gen.int(in: 1...80)) {
      low, width, maxLength in
      let range = low...(low + width)
      let integer = LinkParameter.integer("n", in: range)
      for value in [range.lowerBound, range.upperBound, low + width / 2] {
        #expect(integer.violation(of: "\(value)") == nil)
      }
      for value in [range.lowerBound - 1, range.upperBound + 1] {
        #expect(integer.violation(of: "\(value)") == .outOfRange("\(range)"))
      }
      let text = LinkParameter.text("t", maxLength: maxLength, characters: .identifier)
      #expect(text.violation(of: String(repeating: "a", count: maxLength)) == nil)
      #expect(text.violation(of: String(repeating: "a", count: maxLength + 1)) == .tooLong(limit: maxLength))
    }
  }

  /// Each kind of text accepts exactly the characters its documentation names, wherever they
  /// stand, and refuses any other naming the first one: every ASCII and Latin-1 character, then
  /// random ones from other scripts, format characters, separators and emoji.
  @Test func eachKindOfTextAcceptsExactlyItsCharacters() async {
    for value in UInt32(0)...0xFF { Self.checkTextCharacters(Unicode.Scalar(value)!) }
    let ranges: [ClosedRange<UInt32>] = [
      0...0x7F, 0x80...0xFF, 0x200B...0x200F, 0x2028...0x2029, 0x4E00...0x4E10, 0x1F600...0x1F610,
    ]
    let count = ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init) ?? 500
    await propertyCheck(count: count, input: Gen.int(in: 0...(ranges.count - 1)), Gen.int(in: 0...0xFFFF)) {
      range, offset in
      let bounds = ranges[range]
      guard
        let scalar = Unicode.Scalar(bounds.lowerBound + UInt32(offset) % (bounds.upperBound - bounds.lowerBound + 1))
      else { return }
      Self.checkTextCharacters(scalar)
    }
    #expect(LinkParameter.TextCharacters.plainText.violation(of: "a..b") == .forbiddenCharacter(".."))
    #expect(LinkParameter.TextCharacters.identifier.violation(of: "") == .wrongType(expected: "a non-empty identifier"))
  }

  static func checkTextCharacters(_ scalar: Unicode.Scalar) {
    let character = String(scalar)
    let isIdentifier =
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || character == "-" || character == "_"
    let category = scalar.properties.generalCategory
    // Nothing whose compatibility form holds a slash or a backslash, or a look-alike of one.
    let readsAsSlash = String(scalar).precomposedStringWithCompatibilityMapping.unicodeScalars.contains {
      $0 == "/" || $0 == "\\" || LinkParameter.TextCharacters.slashLookAlikes.contains($0)
    }
    let isPlain =
      ![.control, .format, .lineSeparator, .paragraphSeparator].contains(category)
      && !"<>\"'`/\\%".unicodeScalars.contains(scalar) && !readsAsSlash
    for value in ["a" + character + "b", character, character + "z"] {
      let identifier = LinkParameter.TextCharacters.identifier.violation(of: value)
      #expect(
        identifier == (isIdentifier ? nil : .forbiddenCharacter(character)), "identifier \(value.debugDescription)")
      let plain = LinkParameter.TextCharacters.plainText.violation(of: value)
      #expect(plain == (isPlain ? nil : .forbiddenCharacter(character)), "plain text \(value.debugDescription)")
      #expect(LinkParameter.TextCharacters.any.violation(of: value) == nil)
    }
  }

  static let notPlain = ParameterViolation.wrongType(expected: "an integer without a sign or leading zeros")

  /// An integer has one spelling: a sign other than `-`, or a leading zero, is refused, so the
  /// maker reading the value as text (`"+5"`, `"007"`) reads what the range was checked on.
  @Test func anIntegerHasOneSpelling() throws {
    let amount = LinkParameter.integer("amount", in: -10...10_000)
    for value in ["+5", "05", "007", "-0", "-05", "+0", "00"] {
      #expect(amount.violation(of: value) == Self.notPlain, "\(value)")
    }
    for value in ["5", "0", "-5", "10000"] { #expect(amount.violation(of: value) == nil, "\(value)") }
    #expect {
      try Self.map.match(URL(string: Self.base + "&amount=%2B5")!)
    } throws: { error in
      guard case DeepLinkError.blocked(let refusal) = error else { return false }
      return refusal.rule == .parameter(name: "amount", value: "+5", Self.notPlain)
    }
  }

  /// `.oneOf` compares the bytes: `"\u{212A}RW"` (KELVIN SIGN) and `"KRW"` are canonically
  /// equivalent for Swift's `==`, and a different currency code for a server.
  @Test func oneOfComparesExactBytes() {
    let currency = LinkParameter.oneOf("currency", ["KRW", "caf\u{E9}"])
    #expect(currency.violation(of: "\u{212A}RW") == .notAllowed(["KRW", "caf\u{E9}"]))
    #expect(currency.violation(of: "cafe\u{301}") == .notAllowed(["KRW", "caf\u{E9}"]))
    #expect(currency.violation(of: "KRW") == nil)
    #expect(currency.violation(of: "caf\u{E9}") == nil)
  }

  /// `.plainText` refuses what reads as `/`, `\`, `..` or a script link in every form: the
  /// compatibility forms NFKC maps to them, look-alikes it keeps, dots with marks between them.
  @Test func plainTextRefusesEveryFormOfDotsAndSlashes() {
    let cases: [(value: String, refused: String)] = [
      ("\u{FF0E}\u{FF0E}\u{FF0F}etc", "\u{FF0F}"),  // ．．／ is ../ in NFKC
      ("\u{2025}x", ".."),  // ‥ (TWO DOT LEADER)
      ("\u{2024}\u{2024}", ".."),  // ․․ (ONE DOT LEADER)
      ("a\u{2215}b", "\u{2215}"),  // ∕ (DIVISION SLASH)
      ("1\u{2044}2", "\u{2044}"),  // ⁄ (FRACTION SLASH)
      ("\u{BD}", "\u{BD}"),  // ½ is 1⁄2 in NFKC
      ("a\u{FF3C}b", "\u{FF3C}"),  // ＼
      ("a\u{2216}b", "\u{2216}"),  // ∖
      ("..\u{301}", ".."),  // two dots, the second with a combining acute
      (".\u{301}.\u{20DD}", ".."),  // marks between the dots
      ("javascript:alert(1)", "javascript:"),
      ("JavaScript:alert(1)", "javascript:"),
      ("\u{FF4A}\u{FF41}\u{FF56}\u{FF41}script:x", "javascript:"),  // full-width ｊａｖａ
    ]
    for (value, refused) in cases {
      #expect(
        LinkParameter.TextCharacters.plainText.violation(of: value) == .forbiddenCharacter(refused),
        "\(value.debugDescription)")
    }
    for value in ["Dinner on Friday \u{2713}", "a.b.c", "cafe\u{301}", "1.5 km", "java script", "re: lunch"] {
      #expect(LinkParameter.TextCharacters.plainText.violation(of: value) == nil, "\(value.debugDescription)")
    }
    // Through a link: the note arrives encoded and is refused naming its parameter.
    #expect {
      try Self.map.match(URL(string: Self.base + "&amount=5&note=%EF%BC%8E%EF%BC%8E%EF%BC%8Fsecret")!)
    } throws: { error in
      guard case DeepLinkError.blocked(let refusal) = error else { return false }
      return refusal.rule
        == .parameter(name: "note", value: "\u{FF0E}\u{FF0E}\u{FF0F}secret", .forbiddenCharacter("\u{FF0F}"))
    }
  }
}
