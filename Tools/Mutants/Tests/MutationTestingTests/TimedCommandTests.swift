import Foundation
import Testing

@testable import MutationTesting

@Suite struct TimedCommandTests {
  private func temporaryFile(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("mutants-\(UUID().uuidString)-\(name)").path
  }

  @Test func theExitStatusAndOutputAreKept() throws {
    let log = temporaryFile("log")
    defer { try? FileManager.default.removeItem(atPath: log) }
    let run = try TimedCommand(
      ["sh", "-c", "echo out; echo err >&2; exit 3"], in: "/", log: log, timeLimit: .seconds(30)
    ).run()
    #expect(run.ending == .exited(3))
    #expect(try String(contentsOfFile: log, encoding: .utf8) == "out\nerr\n")
  }

  @Test func itRunsInTheFolderGiven() throws {
    let log = temporaryFile("log")
    defer { try? FileManager.default.removeItem(atPath: log) }
    _ = try TimedCommand(["pwd"], in: "/tmp", log: log, timeLimit: .seconds(30)).run()
    #expect(try String(contentsOfFile: log, encoding: .utf8).hasSuffix("tmp\n"))
  }

  /// As `swift test` does with the test binary, the command starts a child in a process group
  /// of its own; the time limit ends that child too.
  @Test func aTimeoutEndsTheWholeTreeEvenAChildInItsOwnGroup() throws {
    let log = temporaryFile("log")
    let pidFile = temporaryFile("pid")
    defer { for file in [log, pidFile] { try? FileManager.default.removeItem(atPath: file) } }
    let script = "perl -e 'setpgrp; open(F, \">\(pidFile)\"); print F $$; close F; sleep 60' & wait"
    let run = try TimedCommand(["sh", "-c", script], in: "/", log: log, timeLimit: .seconds(2)).run()
    #expect(run.ending == .timedOut)
    #expect(run.duration < .seconds(20))
    let child = try #require(pid_t(String(contentsOfFile: pidFile, encoding: .utf8)))
    usleep(200_000)
    // Gone, or a zombie waiting for its new parent to reap it: either way no longer running.
    let state = (try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8))?.split(separator: " ").dropFirst(
      2
    ).first
    #expect(kill(child, 0) != 0 || state == "Z")
  }

  /// A test run that reports a failure early ends then, not when the rest of the suite is done.
  @Test func aRunEndsWhenItsLogShowsWhatItIsToldToStopAt() throws {
    let log = temporaryFile("log")
    defer { try? FileManager.default.removeItem(atPath: log) }
    let script = "echo '✘ Test first() recorded an issue at A.swift:1:1'; sleep 60"
    let run = try TimedCommand(["sh", "-c", script], in: "/", log: log, timeLimit: .seconds(50)) {
      TestLog.firstFailure(in: $0) != nil
    }.run()
    #expect(run.ending == .stoppedEarly)
    #expect(run.duration < .seconds(20))
    #expect(TestLog.firstFailure(in: try String(contentsOfFile: log, encoding: .utf8)) == "first()")
  }

  @Test func aKnownIssueIsNoReasonToStop() {
    let log =
      "━ Test a() recorded a known issue at A.swift:1:1: Issue recorded\n━ Test a() passed after 0.1 seconds with 1 known issue."
    #expect(TestLog.firstFailure(in: log) == nil)
  }
}
