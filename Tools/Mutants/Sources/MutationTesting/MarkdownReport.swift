/// The report a person reads: scores first, then every survivor with its diff.
public enum MarkdownReport {
  public static func render(_ report: RunReport) -> String {
    var out: [String] = []
    out.append("# Mutation report: \(report.sourceFolder)")
    out.append("")
    out.append("- Commit: `\(report.commit)`")
    out.append("- Date: \(report.date)")
    if let sampleSize = report.sampleSize, let seed = report.seed {
      let origin = report.seedOrigin.map { " (\($0))" } ?? ""
      out.append("- Sample: \(sampleSize) of \(report.mutantsFound) mutants, seed **\(seed)**\(origin)")
    } else {
      out.append("- All \(report.mutantsFound) mutants")
    }
    out.append("- Ran: \(report.results.count) mutants, \(report.excluded.count) excluded")
    out.append("- Command: `\(report.command)`")
    out.append("- Time limit for the tests: \(Int(report.testTimeLimitSeconds)) s per mutant")
    if let baseline = report.baseline {
      out.append("- Unmutated code: build \(format(baseline.buildSeconds)) s, tests \(format(baseline.testSeconds)) s")
    }
    let ran = report.results.filter { $0.outcome != .unviable }
    if !report.results.isEmpty {
      let perMutant =
        report.results.map { $0.buildSeconds + ($0.testSeconds ?? 0) }.reduce(0, +) / Double(report.results.count)
      out.append("- Time per mutant: \(format(perMutant)) s on average (build and tests), \(ran.count) ran their tests")
    }
    out.append("")
    out.append("## Score")
    out.append("")
    out.append("Score = killed / (killed + survived); timed-out mutants count as killed. Unviable mutants (they")
    out.append("do not compile) and excluded ones are not counted.")
    out.append("")
    out.append("| Folder | Killed | Timed out | Survived | Score | Unviable | Excluded |")
    out.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for folder in report.folders + [report.total] {
      let name = folder.folder == "all" ? "**All**" : folder.folder
      out.append(
        "| \(name) | \(folder.killed) | \(folder.timedOut) | \(folder.survived) | \(percent(folder.score)) "
          + "| \(folder.unviable) | \(folder.excluded) |")
    }
    out.append("")
    let survivors = report.results.filter { $0.outcome == .survived }
    out.append("## Survivors (\(survivors.count))")
    out.append("")
    if survivors.isEmpty { out.append(contentsOf: ["None.", ""]) }
    for result in survivors {
      out.append("### \(result.mutant.file):\(result.mutant.line) — \(result.mutant.mutationOperator.rawValue)")
      out.append("")
      out += change(result)
    }
    let timedOut = report.results.filter { $0.outcome == .timedOut }
    out.append("## Timed out (\(timedOut.count))")
    out.append("")
    out.append(timedOut.isEmpty ? "None." : "The tests ran past the limit and were ended; counted as killed.")
    out.append("")
    for result in timedOut { out += change(result) }
    let killed = report.results.filter { $0.outcome == .killed }
    out.append("## Killed (\(killed.count))")
    out.append("")
    for result in killed {
      out.append("- `\(result.id)`" + (result.killedBy.map { " — \($0)" } ?? ""))
    }
    if killed.isEmpty { out.append("None.") }
    out.append("")
    let unviable = report.results.filter { $0.outcome == .unviable }
    out.append("## Unviable (\(unviable.count))")
    out.append("")
    out.append(unviable.isEmpty ? "None." : "These do not compile, so no test can run on them:")
    for result in unviable { out.append("- `\(result.id)`") }
    out.append("")
    out.append("## Excluded (\(report.excluded.count))")
    out.append("")
    out.append(report.excluded.isEmpty ? "None." : "Listed in the exclusion file, with its reasons:")
    for excluded in report.excluded { out.append("- `\(excluded.id)`: \(excluded.reason)") }
    if !report.staleExclusions.isEmpty {
      out.append("")
      out.append("Exclusion lines that name no mutant any more (the code moved; update them):")
      for id in report.staleExclusions { out.append("- `\(id)`") }
    }
    out.append("")
    return out.joined(separator: "\n")
  }

  /// A mutant's id and its diff.
  private static func change(_ result: MutantResult) -> [String] {
    ["`\(result.id)`", "", "```diff", result.diff, "```", ""]
  }

  public static func percent(_ score: Double?) -> String {
    guard let score else { return "—" }
    return "\(Int((score * 100).rounded()))%"
  }

  static func format(_ seconds: Double) -> String {
    String(Int(seconds.rounded()))
  }
}
