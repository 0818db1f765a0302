/// What happened to a mutant.
public enum Outcome: String, Codable, Sendable {
  /// A test failed (or the test process crashed).
  case killed
  /// Every test passed: no test notices the change.
  case survived
  /// The tests ran past the time limit and were ended. Counted as killed, listed apart.
  case timedOut = "timed-out"
  /// The mutant does not compile. Not counted.
  case unviable
}

/// One mutant's run.
public struct MutantResult: Codable, Sendable {
  public var id: String
  public var mutant: Mutant
  public var outcome: Outcome
  public var buildSeconds: Double
  /// Nil when the tests did not run (the mutant did not compile).
  public var testSeconds: Double?
  /// The first failing test, or what ended the test process, when it is in the test log.
  public var killedBy: String?
  /// The change, as a unified diff from the repository root.
  public var diff: String

  public init(
    mutant: Mutant, outcome: Outcome, buildSeconds: Double, testSeconds: Double?, killedBy: String?, diff: String
  ) {
    self.id = mutant.id
    self.mutant = mutant
    self.outcome = outcome
    self.buildSeconds = buildSeconds
    self.testSeconds = testSeconds
    self.killedBy = killedBy
    self.diff = diff
  }
}

/// A mutant left out by the exclusion file.
public struct ExcludedMutant: Codable, Sendable {
  public var id: String
  public var reason: String

  public init(id: String, reason: String) {
    self.id = id
    self.reason = reason
  }

  /// The folder of the excluded mutant's file (the id starts with the file).
  var folder: String { Mutant.folder(ofFile: String(id.prefix { $0 != ":" })) }
}

/// The unmutated code's build and test times, measured before the mutants.
public struct Baseline: Codable, Sendable {
  public var buildSeconds: Double
  public var testSeconds: Double

  public init(buildSeconds: Double, testSeconds: Double) {
    self.buildSeconds = buildSeconds
    self.testSeconds = testSeconds
  }
}

/// The score of one folder of the source folder, or of all of it.
public struct FolderScore: Codable, Sendable {
  public var folder: String
  public var killed = 0
  public var timedOut = 0
  public var survived = 0
  public var unviable = 0
  public var excluded = 0

  /// Killed (timed out included) over killed and survived; nil when no mutant counted.
  public var score: Double? {
    let counted = killed + timedOut + survived
    return counted == 0 ? nil : Double(killed + timedOut) / Double(counted)
  }

  public init(folder: String) { self.folder = folder }

  mutating func count(_ outcome: Outcome) {
    switch outcome {
    case .killed: killed += 1
    case .survived: survived += 1
    case .timedOut: timedOut += 1
    case .unviable: unviable += 1
    }
  }
}

/// Everything a run found, for the Markdown and JSON reports.
public struct RunReport: Codable, Sendable {
  public var commit: String
  public var sourceFolder: String
  /// The command line, to run the same sample again.
  public var command: String
  public var date: String
  public var seed: UInt64?
  /// How the seed was drawn (`given`, `random`, or from the tree hash); `nil` in older reports.
  public var seedOrigin: String?
  public var sampleSize: Int?
  /// Mutants that the filters let through, before sampling and exclusions.
  public var mutantsFound: Int
  public var testTimeLimitSeconds: Double
  public var baseline: Baseline?
  public var results: [MutantResult]
  public var excluded: [ExcludedMutant]
  /// Exclusion lines that name no mutant any more.
  public var staleExclusions: [String]
  public var folders: [FolderScore]
  public var total: FolderScore

  public init(
    commit: String, sourceFolder: String, command: String, date: String, seed: UInt64?, seedOrigin: String? = nil,
    sampleSize: Int?,
    mutantsFound: Int, testTimeLimitSeconds: Double, baseline: Baseline?, results: [MutantResult],
    excluded: [(mutant: Mutant, reason: String)], staleExclusions: [String]
  ) {
    self.commit = commit
    self.sourceFolder = sourceFolder
    self.command = command
    self.date = date
    self.seed = seed
    self.seedOrigin = seedOrigin
    self.sampleSize = sampleSize
    self.mutantsFound = mutantsFound
    self.testTimeLimitSeconds = testTimeLimitSeconds
    self.baseline = baseline
    self.results = results.sorted { $0.mutant < $1.mutant }
    self.excluded = excluded.sorted { $0.mutant < $1.mutant }.map {
      ExcludedMutant(id: $0.mutant.id, reason: $0.reason)
    }
    self.staleExclusions = staleExclusions
    var folders: [String: FolderScore] = [:]
    var total = FolderScore(folder: "all")
    for result in results {
      folders[result.mutant.folder, default: FolderScore(folder: result.mutant.folder)].count(result.outcome)
      total.count(result.outcome)
    }
    for (mutant, _) in excluded {
      folders[mutant.folder, default: FolderScore(folder: mutant.folder)].excluded += 1
      total.excluded += 1
    }
    self.folders = folders.values.sorted { $0.folder < $1.folder }
    self.total = total
  }
}

extension RunReport {
  /// An earlier run's report with the survivors run again: their new results (or exclusions)
  /// replace the old ones, everything else is kept; the commit names both runs.
  /// - Parameter earlier: The report whose survivors this run ran again.
  /// - Returns: The combined report.
  public func merged(into earlier: RunReport) -> RunReport {
    // Every survivor of the earlier run was run again here (or excluded), some under a new id.
    let rerun = Set(earlier.results.filter { $0.outcome == .survived }.map(\.id))
    var report = RunReport(
      commit: "\(earlier.commit); survivors run again at \(commit)", sourceFolder: sourceFolder,
      command: "\(earlier.command), then survivors again: mutants --again <report.json>", date: date,
      seed: earlier.seed, seedOrigin: earlier.seedOrigin,
      sampleSize: earlier.sampleSize, mutantsFound: mutantsFound, testTimeLimitSeconds: testTimeLimitSeconds,
      baseline: earlier.baseline, results: earlier.results.filter { !rerun.contains($0.id) } + results,
      excluded: [], staleExclusions: staleExclusions)
    // The first run's exclusions (never run) stay, and every exclusion counts in its folder.
    let known = Set(excluded.map(\.id))
    report.excluded = (excluded + earlier.excluded.filter { !known.contains($0.id) }).sorted { $0.id < $1.id }
    var folders = Dictionary(uniqueKeysWithValues: report.folders.map { ($0.folder, $0) })
    for exclusion in report.excluded {
      folders[exclusion.folder, default: FolderScore(folder: exclusion.folder)].excluded += 1
    }
    report.folders = folders.values.sorted { $0.folder < $1.folder }
    report.total.excluded = report.excluded.count
    return report
  }
}
