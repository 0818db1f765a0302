import Dispatch
import Foundation
import Synchronization

/// Runs mutants one at a time per job: patch one file of a work copy, build incrementally in a
/// build folder that persists between runs, run the tests with a time limit, restore the file.
public struct MutationRunner: Sendable {
  public var repository: URL
  /// The mutated folder, relative to the repository (`Sources/ModalStackCore`).
  public var sourceFolder: String
  /// Where the work copies, build folders and logs live (`.build-mutants`).
  public var workFolder: URL
  public var testTimeLimit: Duration
  public var buildTimeLimit: Duration
  public var jobs: Int
  /// Whether a mutant's tests end at the first failure (the default): a killed mutant then costs
  /// seconds instead of the whole suite; only survivors and hangs run it to the end.
  public var stopAtFirstFailure: Bool

  public init(
    repository: URL, sourceFolder: String, workFolder: URL, testTimeLimit: Duration, buildTimeLimit: Duration,
    jobs: Int,
    stopAtFirstFailure: Bool = true
  ) {
    self.stopAtFirstFailure = stopAtFirstFailure
    self.repository = repository
    self.sourceFolder = sourceFolder
    self.workFolder = workFolder
    self.testTimeLimit = testTimeLimit
    self.buildTimeLimit = buildTimeLimit
    self.jobs = max(1, jobs)
  }

  /// Builds and tests the unmutated code in the first job's copy, then runs the mutants.
  /// - Parameter progress: Called with a line for each step, from any thread.
  /// - Throws: ``MutationRunError`` when the unmutated code does not build or its tests fail.
  public func run(_ mutants: [Mutant], progress: @escaping @Sendable (String) -> Void) throws -> (
    Baseline, [MutantResult]
  ) {
    let workers = (1...jobs).map(worker)
    for worker in workers {
      let changed = try worker.copy.synchronize()
      progress("work copy \(worker.copy.root.path): \(changed) files copied or removed")
    }
    progress("baseline: building and testing the unmutated code")
    let build = try workers[0].build()
    guard build.ending == .exited(0) else { throw MutationRunError.baselineBuildFailed(log: workers[0].buildLog) }
    // The unmutated suite gets an hour: the per-mutant limit is for mutants, and the first run
    // of the suite is what tells whether that limit fits.
    let test = try workers[0].test(timeLimit: .seconds(3600))
    guard test.ending == .exited(0) else { throw MutationRunError.baselineTestsFailed(log: workers[0].testLog) }
    let baseline = Baseline(buildSeconds: build.duration.seconds, testSeconds: test.duration.seconds)
    progress("baseline: build \(Int(baseline.buildSeconds)) s, tests \(Int(baseline.testSeconds)) s")
    if baseline.testSeconds * 2 > testTimeLimit.seconds {
      progress(
        "warning: the tests take \(Int(baseline.testSeconds)) s, near the time limit of \(Int(testTimeLimit.seconds)) s"
      )
    }

    let focus = stopAtFirstFailure ? FocusedTests(repository: workers[0].copy.root, sourceFolder: sourceFolder) : nil
    let queue = RunQueue(mutants)
    // One thread per job, whatever the number of cores: each mostly waits for its build and tests.
    let finished = DispatchGroup()
    for worker in workers {
      finished.enter()
      Thread {
        defer { finished.leave() }
        worker.run(queue, focus: focus, progress: progress)
      }.start()
    }
    finished.wait()
    let (results, failure) = queue.outcome
    if let failure { throw MutationRunError.mutantFailed(failure) }
    return (baseline, results.sorted { $0.mutant < $1.mutant })
  }

  private func worker(_ number: Int) -> Worker {
    let suffix = number == 1 ? "" : "-\(number)"
    return Worker(
      copy: WorkCopy(of: repository, at: workFolder.appendingPathComponent("work\(suffix)")),
      scratch: workFolder.appendingPathComponent("build\(suffix)").path,
      buildLog: workFolder.appendingPathComponent("logs/build\(suffix).log").path,
      testLog: workFolder.appendingPathComponent("logs/test\(suffix).log").path,
      sourceFolder: sourceFolder, testTimeLimit: testTimeLimit, buildTimeLimit: buildTimeLimit,
      stopAtFirstFailure: stopAtFirstFailure)
  }
}

/// One job: a work copy, its build folder and its logs.
struct Worker: Sendable {
  var copy: WorkCopy
  var scratch: String
  var buildLog: String
  var testLog: String
  var sourceFolder: String
  var testTimeLimit: Duration
  var buildTimeLimit: Duration
  var stopAtFirstFailure: Bool

  func build() throws -> (ending: TimedCommand.Ending, duration: Duration) {
    try FileManager.default.createDirectory(
      atPath: (buildLog as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let arguments = ["swift", "build", "--build-tests", "--package-path", copy.root.path, "--scratch-path", scratch]
    return try TimedCommand(arguments, in: copy.root.path, log: buildLog, timeLimit: buildTimeLimit).run()
  }

  /// Runs the tests; with `stopAtFirstFailure`, ends them when the log first shows a failing
  /// test or a crash (a mutant is killed then: the rest of the suite cannot save it).
  func test(timeLimit: Duration? = nil, stopAtFirstFailure: Bool = false, filter: String? = nil) throws -> (
    ending: TimedCommand.Ending, duration: Duration
  ) {
    let arguments =
      ["swift", "test", "--skip-build", "--package-path", copy.root.path, "--scratch-path", scratch]
      + (filter.map { ["--filter", $0] } ?? [])
    let failed: @Sendable (String) -> Bool = { TestLog.firstFailure(in: $0) != nil }
    let stop = stopAtFirstFailure ? failed : nil
    return try TimedCommand(
      arguments, in: copy.root.path, log: testLog, timeLimit: timeLimit ?? testTimeLimit, stopWhen: stop
    ).run()
  }

  /// Runs mutants from the queue until it is empty or a job failed.
  func run(_ queue: RunQueue, focus: FocusedTests?, progress: @Sendable (String) -> Void) {
    while let (position, mutant) = queue.take() {
      do {
        let result = try run(mutant, focus: focus)
        let seconds = result.buildSeconds + (result.testSeconds ?? 0)
        progress(
          "[\(position + 1)/\(queue.count)] \(mutant.id): \(result.outcome.rawValue) (\(Int(seconds)) s)"
            + (result.killedBy.map { ", by \($0)" } ?? ""))
        queue.record(result)
      } catch {
        queue.fail("\(mutant.id): \(error)")
      }
    }
  }

  /// Applies the mutant, builds, tests (the focused tests first, when given), and restores the
  /// file whatever happens.
  func run(_ mutant: Mutant, focus: FocusedTests? = nil) throws -> MutantResult {
    let relativePath = "\(sourceFolder)/\(mutant.file)"
    let file = copy.root.appendingPathComponent(relativePath)
    let original = try String(contentsOf: file, encoding: .utf8)
    let mutated = try mutant.apply(to: original)
    let diff = UnifiedDiff.make(original: original, mutated: mutated, path: relativePath)
    try mutated.write(to: file, atomically: false, encoding: .utf8)
    defer { try? original.write(to: file, atomically: false, encoding: .utf8) }
    let build = try build()
    guard build.ending == .exited(0) else {
      return MutantResult(
        mutant: mutant, outcome: .unviable, buildSeconds: build.duration.seconds, testSeconds: nil, killedBy: nil,
        diff: diff)
    }
    let fileName = (mutant.file as NSString).lastPathComponent
    let buildOutput = (try? String(contentsOfFile: buildLog, encoding: .utf8)) ?? ""
    guard buildOutput.contains("Compiling"), buildOutput.contains(fileName) else {
      // Testing a build that missed the change would count a stale binary's result.
      throw MutationRunError.notRebuilt(mutant.id, log: buildLog)
    }
    func result(_ outcome: Outcome, after seconds: Double, killedBy: String? = nil) -> MutantResult {
      MutantResult(
        mutant: mutant, outcome: outcome, buildSeconds: build.duration.seconds, testSeconds: seconds,
        killedBy: killedBy, diff: diff)
    }
    var focusedSeconds = 0.0
    if let filter = focus?.filter(forFolder: mutant.folder) {
      // Killed only on a failing test or a crash in the log: a filter that matched nothing, or a
      // runner that exits otherwise, leaves the answer to the whole suite.
      let focused = try test(stopAtFirstFailure: true, filter: filter)
      focusedSeconds = focused.duration.seconds
      if case .timedOut = focused.ending { return result(.timedOut, after: focusedSeconds) }
      let failure = TestLog.firstFailure(in: (try? String(contentsOfFile: testLog, encoding: .utf8)) ?? "")
      if focused.ending != .exited(0), let failure { return result(.killed, after: focusedSeconds, killedBy: failure) }
    }
    let test = try test(stopAtFirstFailure: stopAtFirstFailure)
    let seconds = focusedSeconds + test.duration.seconds
    switch test.ending {
    case .exited(0): return result(.survived, after: seconds)
    case .timedOut: return result(.timedOut, after: seconds)
    case .exited, .signalled, .stoppedEarly:
      return result(
        .killed, after: seconds,
        killedBy: TestLog.firstFailure(in: (try? String(contentsOfFile: testLog, encoding: .utf8)) ?? ""))
    }
  }
}

/// The mutants still to run and the results so far, shared by the jobs.
final class RunQueue: Sendable {
  private let mutants: [Mutant]
  private let state = Mutex((next: 0, results: [MutantResult](), failure: String?.none))

  init(_ mutants: [Mutant]) { self.mutants = mutants }

  var count: Int { mutants.count }

  /// The next mutant and its place in the run, or nil when none is left or a job failed.
  func take() -> (position: Int, mutant: Mutant)? {
    state.withLock { state in
      guard state.failure == nil, state.next < mutants.count else { return nil }
      defer { state.next += 1 }
      return (state.next, mutants[state.next])
    }
  }

  func record(_ result: MutantResult) { state.withLock { $0.results.append(result) } }

  /// Stops every job after its current mutant.
  func fail(_ reason: String) { state.withLock { $0.failure = $0.failure ?? reason } }

  var outcome: (results: [MutantResult], failure: String?) { state.withLock { ($0.results, $0.failure) } }
}

/// Reading `swift test`'s output.
public enum TestLog {
  /// The first test Swift Testing or XCTest reports failing, or the crash that ended the run.
  public static func firstFailure(in log: String) -> String? {
    for line in log.split(separator: "\n") {
      if let range = line.range(of: "✘ Test ") {
        let rest = line[range.upperBound...]
        let end =
          rest.range(of: " recorded an issue")?.lowerBound ?? rest.range(of: " failed")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
      }
      if let range = line.range(of: "Test Case '"), line.contains("' failed") {
        return String(line[range.upperBound...].prefix { $0 != "'" })
      }
    }
    if let line = log.split(separator: "\n").first(where: {
      $0.contains("unexpected signal") || $0.contains("Fatal error")
    }) {
      return line.trimmingWhitespace()
    }
    return nil
  }
}

/// Why a run stopped.
public enum MutationRunError: Error, CustomStringConvertible {
  case baselineBuildFailed(log: String)
  case baselineTestsFailed(log: String)
  case mutantFailed(String)
  case notRebuilt(String, log: String)

  public var description: String {
    switch self {
    case .baselineBuildFailed(let log): "the unmutated code does not build (log: \(log))"
    case .baselineTestsFailed(let log):
      "the tests fail on the unmutated code (log: \(log)); mutants would prove nothing"
    case .mutantFailed(let reason): "stopped at mutant \(reason)"
    case .notRebuilt(let id, let log): "the build for \(id) did not compile its file (log: \(log))"
    }
  }
}

extension Duration {
  var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
