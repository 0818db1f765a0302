import Foundation
import ModalStackTesting
import Testing

@testable import ModalStackCore

@Suite struct TraceTests {
  @Test(arguments: TraceErrorCase.allCases)
  func everyErrorNamesItsInputAndWhatToDo(_ errorCase: TraceErrorCase) {
    ErrorRule.expect(errorCase)
  }

  private let sample = Trace<Screen>(entries: [
    TraceEntry(
      time: 0,
      kind: .target(routes: [Route(.learn(1), presentation: .sheet, id: "a")], reason: .programmatic, source: .api)),
    TraceEntry(
      time: 0.35,
      kind: .event(
        EventRecord(
          kind: "didPresent", route: "a", reason: .programmatic, text: "didPresent sheet(learn 1) (programmatic)"))),
    TraceEntry(time: 1, kind: .host(.userDismissed("a", reason: .interactive))),
  ])

  @Test func aTraceRoundTripsThroughVersionedJSON() throws {
    let data = try sample.encoded()
    #expect(try Trace<Screen>(decoding: data) == sample)
    #expect(String(decoding: data, as: UTF8.self).hasPrefix(#"{"droppedEntries":0,"entries":["#))
    #expect(String(decoding: data, as: UTF8.self).contains(#""version":1"#))
  }

  /// A time no clock can hold (beyond about 292 years in nanoseconds, negative, not finite) is
  /// refused where it is read, naming its entry, instead of trapping the replay.
  @Test func aTimeOutOfRangeIsRefusedNamingItsEntry() throws {
    let sample = String(decoding: try sample.encoded(), as: UTF8.self)
    func trace(at time: String) throws -> Trace<Screen> {
      try Trace<Screen>(decoding: Data(sample.replacingOccurrences(of: #""time":1}"#, with: #""time":\#(time)}"#).utf8))
    }
    #expect(try trace(at: "2").entries.map(\.time) == [0, 0.35, 2])
    for time in ["1e10", "-1", "1e308"] {
      #expect {
        try trace(at: time)
      } throws: { error in
        guard case TraceError.invalidEntry(2, "time", let detail) = error else { return false }
        return detail.hasSuffix("seconds is not a time a trace can hold")
      }
    }
  }

  /// A trace past ``Trace/decodingLimit`` is refused before it is parsed, naming its size; at the
  /// limit it is read. (Padding with spaces keeps it valid JSON.)
  @Test func aTraceOverTheLimitIsRefusedNamingItsSize() throws {
    let data = try sample.encoded()
    let limit = Trace<Screen>.decodingLimit
    let atLimit = data + Data(repeating: UInt8(ascii: " "), count: limit - data.count)
    #expect(try Trace<Screen>(decoding: atLimit) == sample)
    #expect(throws: TraceError.tooLarge(bytes: limit + 1, limit: limit)) {
      try Trace<Screen>(decoding: atLimit + Data(" ".utf8))
    }
    #expect("\(TraceError.tooLarge(bytes: 20_000_000, limit: limit))".contains("20000000 bytes"))
  }

  @Test func aTruncatedTraceIsCorrupted() throws {
    let data = try sample.encoded()
    #expect {
      try Trace<Screen>(decoding: data.prefix(data.count / 2))
    } throws: { error in
      if case TraceError.corrupted = error { true } else { false }
    }
  }

  /// The kind is the case name, without the colon some events print with.
  @Test func anEventsKindIsItsCaseName() throws {
    #expect(EventRecord(RouterEvent<Screen>.hostFault(.exitActionTimedOut("a"))).kind == "hostFault")
    #expect(EventRecord(RouterEvent<Screen>.commandFailed(.routeNotFound("x"))).kind == "commandFailed")
    #expect(EventRecord(RouterEvent<Screen>.hostDetached).kind == "hostDetached")
  }

  @Test func anotherVersionIsNamed() throws {
    let data = Data(#"{"version":7,"droppedEntries":0,"entries":[]}"#.utf8)
    #expect(throws: TraceError.unsupportedVersion(found: 7, supported: 1)) { try Trace<Screen>(decoding: data) }
  }

  @Test func aDestinationThatNoLongerDecodesNamesItsEntryAndPath() throws {
    let text = String(decoding: try sample.encoded(), as: UTF8.self).replacingOccurrences(
      of: #""learn""#, with: #""lesson""#)
    do {
      _ = try Trace<Screen>(decoding: Data(text.utf8))
      Issue.record("a destination this build does not know must fail")
    } catch let TraceError.invalidEntry(index, path, _) {
      #expect(index == 0)
      #expect(path.hasPrefix("kind.target.routes.0.destination"))
    }
    let message = "\(TraceError.invalidEntry(index: 3, path: "kind.target", detail: "missing key routes"))"
    #expect(message.hasPrefix("entry 3 of the trace does not decode at kind.target: missing key routes; "))
  }

  /// A trace whose entries are not a list is refused naming `entries`, with no entry number:
  /// there is none to name.
  @Test func entriesThatAreNotAListAreNamedWithoutAnEntryNumber() throws {
    let data = Data(#"{"version":1,"droppedEntries":0,"entries":{"time":0}}"#.utf8)
    do {
      _ = try Trace<Screen>(decoding: data)
      Issue.record("entries that are not a list must fail")
    } catch let TraceError.invalidEntry(index, path, _) {
      #expect(index == nil)
      #expect(path == "entries")
    }
  }
}

enum TraceErrorCase: ErrorCases {
  case corrupted, unsupportedVersion, invalidEntry, invalidTop, tooLarge

  init(_ error: TraceError) {
    self =
      switch error {
      case .corrupted: .corrupted
      case .unsupportedVersion: .unsupportedVersion
      case .invalidEntry(let index, _, _): index == nil ? .invalidTop : .invalidEntry
      case .tooLarge: .tooLarge
      }
  }

  var sample: (error: TraceError, input: String) {
    switch self {
    case .corrupted: (.corrupted("unexpected end of data"), "unexpected end of data")
    case .unsupportedVersion: (.unsupportedVersion(found: 9, supported: 1), "version 9")
    case .invalidEntry: (.invalidEntry(index: 12, path: "kind.target", detail: "no case lesson"), "entry 12")
    case .invalidTop: (.invalidEntry(index: nil, path: "version", detail: "not a number"), "at version")
    case .tooLarge: (.tooLarge(bytes: 9_000_000, limit: 1_000_000), "9000000 bytes")
    }
  }
}
