import ArgumentParser
import Foundation
import MutationTesting

@main
struct MutantsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mutants",
    abstract:
      "Mutation testing for ModalStackCore: change the code one small fault at a time, and see which faults no test notices.",
    discussion: """
      Run from the repository root. Mutants are applied to a copy of the repository in the work \
      folder, never to your working tree; the build folder there persists, so later runs build \
      incrementally.
      """)

  @Option(help: "The repository to mutate.")
  var repository = "."

  @Option(help: "The folder whose code is mutated, relative to the repository.")
  var sources = "Sources/ModalStackCore"

  @Flag(help: "List the mutants (after filters and sampling) and their counts, and run nothing.")
  var list = false

  @Option(help: "Run a random sample of this many mutants.")
  var sample: Int?

  @Option(
    help: ArgumentHelp(
      "The sample's seed: a number, or `tree` / `tree+N` (default: a random one, printed in the report).",
      discussion:
        "`tree` is the first 8 hex digits of the hash of HEAD:Sources XOR those of HEAD:Tests (plus N): each change of code or tests draws a new sample."
    ))
  var seed: SampleSeed?

  @Option(
    name: .customLong("file"),
    help: "Only files matching this glob, relative to the source folder (`Queue/*.swift`, `*Router*`). Repeatable.")
  var files: [String] = []

  @Option(name: .customLong("folder"), help: "Only this folder of the source folder (`DeepLinks`). Repeatable.")
  var folders: [String] = []

  @Option(name: .customLong("operator"), help: "Only this operator. Repeatable.")
  var operators: [MutationOperator] = []

  @Option(help: "Seconds the tests may run for one mutant before the run is ended and counted as timed out.")
  var timeout = 300

  @Option(help: "Seconds one build may take before the mutant counts as unviable.")
  var buildTimeout = 1800

  @Flag(help: "Run the whole suite for every mutant, instead of ending it at the first failing test.")
  var fullSuite = false

  @Option(help: "Mutants run side by side, each with its own copy and build folder.")
  var jobs = 1

  @Option(help: "Where the work copies, build folders and logs go, absolute or relative to the repository.")
  var work = ".build-mutants"

  @Option(help: "The Markdown report, absolute or relative to the repository (default: <work>/report.md).")
  var report: String?

  @Option(help: "The JSON report, absolute or relative to the repository (default: <work>/report.json).")
  var json: String?

  @Option(help: "The exclusion file, relative to the repository.")
  var exclusions = "Tools/Mutants/excluded-mutants.txt"

  @Option(
    help: ArgumentHelp(
      "Run again only the mutants that survived in this JSON report (after new tests or exclusions).",
      discussion: "The report written keeps the earlier run's other results, seed and sample, and names both commits."))
  var again: String?

  func validate() throws {
    if let sample, sample < 1 { throw ValidationError("--sample needs at least 1 mutant") }
    if seed != nil, sample == nil { throw ValidationError("--seed picks a sample: give --sample N too") }
    if jobs < 1 { throw ValidationError("--jobs needs at least 1") }
    if timeout < 1 || buildTimeout < 1 { throw ValidationError("time limits are whole seconds, at least 1") }
    if again != nil, sample != nil || seed != nil {
      throw ValidationError("--again takes its sample from the report: no --sample or --seed")
    }
  }

  func run() throws {
    let repositoryURL = URL(fileURLWithPath: repository).standardizedFileURL
    let found = try findMutants(in: repositoryURL)
    let exclusionURL = OutputPath.resolve(exclusions, in: repositoryURL)
    let exclusionList =
      FileManager.default.fileExists(atPath: exclusionURL.path)
      ? try ExclusionList(parsing: String(contentsOf: exclusionURL, encoding: .utf8)) : ExclusionList()

    let previous = try again.map { path in
      try JSONDecoder().decode(RunReport.self, from: Data(contentsOf: OutputPath.resolve(path, in: repositoryURL)))
    }
    var seedOrigin = previous?.seedOrigin
    var sampleSeed = previous?.seed
    if previous == nil, sample != nil {
      let chosenSeed = seed ?? .number(UInt64.random(in: 0...999_999))
      guard
        let (drawn, origin) = chosenSeed.resolve(treeHashes: {
          try? Git.run(["rev-parse"] + SampleSeed.codeTrees, in: repositoryURL).split(separator: "\n").map(String.init)
        })
      else {
        throw ValidationError(
          "--seed tree needs a git repository whose HEAD has \(SampleSeed.codeTrees.joined(separator: " and "))")
      }
      sampleSeed = drawn
      seedOrigin = seed == nil ? "random" : origin
    }
    var chosen: [Mutant] = []
    if let previous {
      // A survivor whose line moved (code edited above it) is the one mutant of its file with
      // the same operator, replacement and original text.
      for survivor in previous.results where survivor.outcome == .survived {
        let mutant = survivor.mutant
        let same = found.filter {
          $0.file == mutant.file && $0.mutationOperator == mutant.mutationOperator
            && $0.replacement == mutant.replacement
            && $0.original == mutant.original
        }
        guard let match = same.first(where: { $0.id == mutant.id }) ?? (same.count == 1 ? same.first : nil) else {
          throw ValidationError("the code changed: \(survivor.id) is no longer one mutant of the code")
        }
        chosen.append(match)
      }
    } else {
      chosen = sample.map { MutantSample.draw($0, from: found, seed: sampleSeed!) } ?? found
    }
    let excluded = chosen.compactMap { mutant in exclusionList.reason(for: mutant).map { (mutant: mutant, reason: $0) }
    }
    let toRun = chosen.filter { exclusionList.reason(for: $0) == nil }

    if list {
      printList(found: found, chosen: chosen, excluded: excluded, seed: sampleSeed)
      return
    }

    // The reports' folders are made and checked before the run, which may take hours.
    let reportURL = OutputPath.resolve(report ?? "\(work)/report.md", in: repositoryURL)
    let jsonURL = OutputPath.resolve(json ?? "\(work)/report.json", in: repositoryURL)
    try OutputPath.prepare(folderOf: reportURL)
    try OutputPath.prepare(folderOf: jsonURL)
    // The commit the copy is made from, read before the run, which may take hours.
    let commit = Git.describeCommit(in: repositoryURL)
    TimedCommand.endCommandsOnInterrupt()
    let runner = MutationRunner(
      repository: repositoryURL, sourceFolder: sources, workFolder: OutputPath.resolve(work, in: repositoryURL),
      testTimeLimit: .seconds(timeout), buildTimeLimit: .seconds(buildTimeout), jobs: jobs,
      stopAtFirstFailure: !fullSuite)
    say(
      "\(toRun.count) mutants to run (\(found.count) found, \(excluded.count) excluded)"
        + (sampleSeed.map { ", seed \($0)" } ?? ""))
    let (baseline, results) = try runner.run(toRun) { line in say(line) }

    var runReport = RunReport(
      commit: commit, sourceFolder: sources, command: commandLine(seed: sampleSeed),
      date: ISO8601DateFormatter().string(from: Date()), seed: sampleSeed, seedOrigin: seedOrigin, sampleSize: sample,
      mutantsFound: found.count,
      testTimeLimitSeconds: Double(timeout), baseline: baseline, results: results, excluded: excluded,
      staleExclusions: exclusionList.stale(among: found))
    if let previous { runReport = runReport.merged(into: previous) }
    let markdown = MarkdownReport.render(runReport)
    try markdown.write(to: reportURL, atomically: true, encoding: .utf8)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try encoder.encode(runReport).write(to: jsonURL)
    say("")
    say(
      "score \(MarkdownReport.percent(runReport.total.score)): \(runReport.total.killed + runReport.total.timedOut) killed "
        + "(\(runReport.total.timedOut) timed out), \(runReport.total.survived) survived, \(runReport.total.unviable) unviable"
    )
    say("report: \(reportURL.path), \(jsonURL.path)")
  }

  /// Every mutant of the source folder that the filters let through, in order.
  private func findMutants(in repositoryURL: URL) throws -> [Mutant] {
    let root = repositoryURL.appendingPathComponent(sources)
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else {
      throw ValidationError("no folder \(root.path)")
    }
    var mutants: [Mutant] = []
    for case let file as String in enumerator where file.hasSuffix(".swift") {
      guard folders.isEmpty || folders.contains(String(file.split(separator: "/").first!)) else { continue }
      guard files.isEmpty || files.contains(where: { Glob.matches($0, file) }) else { continue }
      let source = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      mutants += MutationFinder.mutants(in: source, file: file)
        .filter { operators.isEmpty || operators.contains($0.mutationOperator) }
    }
    return mutants.sorted()
  }

  private func printList(found: [Mutant], chosen: [Mutant], excluded: [(mutant: Mutant, reason: String)], seed: UInt64?)
  {
    let reasons = Dictionary(excluded.map { ($0.mutant.id, $0.reason) }, uniquingKeysWith: { first, _ in first })
    for mutant in chosen {
      let change =
        "\(mutant.original.split(separator: "\n").first ?? "") → \(mutant.edit.replacement.isEmpty ? "∅" : mutant.edit.replacement)"
      print("\(mutant.id)\t\(change)\t\(mutant.key)" + (reasons[mutant.id].map { "\t(excluded: \($0))" } ?? ""))
    }
    print("")
    print(
      "\(chosen.count) mutants" + (seed.map { " (sample of \(found.count), seed \($0))" } ?? "")
        + ", \(excluded.count) excluded")
    print("by operator: " + Self.counts(chosen.map(\.mutationOperator.rawValue)))
    print("by folder: " + Self.counts(chosen.map(\.folder)))
  }

  private static func counts(_ names: [String]) -> String {
    Dictionary(grouping: names, by: { $0 }).map { ($0.key, $0.value.count) }.sorted { $0.0 < $1.0 }
      .map { "\($0.0) \($0.1)" }.joined(separator: ", ")
  }

  /// The command that runs this very selection again, the seed written out.
  private func commandLine(seed: UInt64?) -> String {
    var arguments = ["mutants"]
    if let sample, let seed { arguments += ["--sample", "\(sample)", "--seed", "\(seed)"] }
    arguments += files.flatMap { ["--file", $0] } + folders.flatMap { ["--folder", $0] }
    arguments += operators.flatMap { ["--operator", $0.rawValue] }
    if timeout != 300 { arguments += ["--timeout", "\(timeout)"] }
    if fullSuite { arguments += ["--full-suite"] }
    return arguments.joined(separator: " ")
  }
}

extension MutationOperator: ExpressibleByArgument {}

extension SampleSeed: ExpressibleByArgument {}

/// Prints a line at once, unbuffered, so progress shows as it happens when output goes to a file.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Shell-style globs, `*` matching across folders too.
enum Glob {
  static func matches(_ pattern: String, _ path: String) -> Bool {
    fnmatch(pattern, path, 0) == 0 || fnmatch(pattern, (path as NSString).lastPathComponent, 0) == 0
  }
}
