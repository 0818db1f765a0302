import ArgumentParser
import Foundation
@_spi(Engine) import ModalStackCore
@_spi(Engine) import ModalStackTesting

/// `modalstack bench`: settle times against the stepped baseline, engine cost by depth, and
/// deep-link matching cost by number of patterns.
struct BenchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Settle times vs the stepped baseline, engine cost per command by depth, deep-link matching cost.",
    discussion: """
      (a) Settle time: from a command until the screen shows the target, on the simulated clock
          (0.35 s per animated transition, one 1/60 s tick per unanimated one), next to the
          stepped baseline.
          Stepped baseline: a model (not a measured peer) of changing one binding per layer and
          waiting for its animation before the next, 0.65 s apart. For a change of n layers (each layer dismissed, presented, or whose navigation
          path changes counts once) it settles in n × 0.65 s. Ratio = baseline / ModalStack.
      (b) Engine cost per command: present on top, then dismiss the top, at stack depth 10, 100,
          1,000 and 10,000; router command, planning, transition queue and bookkeeping until the
          router is settled again, on a host that completes at once. Median of repeated runs.
      (c) Deep-link matching per URL with 10, 100 and 1,000 patterns; median of repeated runs.
      Times in µs depend on the machine and the build (use -c release); how they change with
      depth or pattern count does not.
      """
  )

  @Flag(help: "Print JSON instead of a table.") var json = false
  @Flag(help: "Fewer repetitions (for tests).") var quick = false

  /// One change's settle time next to the stepped baseline's, in seconds.
  struct SettleRow: Codable {
    let change: String
    let modalStackSeconds: Double
    let baselineSeconds: Double
    let ratio: Double
  }

  /// A median wall-clock cost at one size (stack depth, or number of patterns).
  struct CostRow: Codable {
    let size: Int
    let medianMicroseconds: Double
  }

  /// Everything `bench` measures; what `--json` prints.
  struct Report: Codable {
    /// `debug` or `release`: wall-clock costs differ by an order of magnitude between them.
    let build: String
    let settle: [SettleRow]
    let engineCostByDepth: [CostRow]
    let deepLinkMatchingByPatterns: [CostRow]
  }

  @MainActor
  func run() async throws {
    let repetitions = quick ? 50 : 2_000
    let report = Report(
      build: Self.buildConfiguration,
      settle: try await Self.settleRows(),
      engineCostByDepth: try [10, 100, 1_000, 10_000].map { try Self.engineCost(depth: $0, repetitions: repetitions) },
      deepLinkMatchingByPatterns: try [10, 100, 1_000].map { try Self.matchingCost(patterns: $0, repetitions: repetitions * 5) })
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      print(String(decoding: try encoder.encode(report), as: UTF8.self))
    } else {
      print(Self.table(report))
    }
  }

  // MARK: (a) settle time

  /// The settle time of the standard changes, each on a fresh simulated host.
  @MainActor
  static func settleRows() async throws -> [SettleRow] {
    func covers(_ names: [String]) throws -> RouteStack<String> {
      try StackSyntax.parse(names.map { "fullScreenCover:\($0)" }.joined(separator: "/"))
    }
    var rows: [SettleRow] = []
    let changes: [(String, RouteStack<String>, RouteStack<String>)] = [
      ("present 3 from root", RouteStack(), try covers(["a", "b", "c"])),
      ("dismiss 5", try covers(["a", "b", "c", "d", "e"]), RouteStack()),
      ("replace top 2 of 4 with 3", try covers(["a", "b", "c", "d"]), try covers(["a", "b", "x", "y", "z"])),
    ]
    for (name, old, new) in changes {
      let settle = try await PlanCommand.simulatedSettleTime(from: old, to: new)
      rows.append(row(name, settle, SteppedBaseline.settleTime(from: old, to: new)))
    }
    // 100 links within one tick, each opening a screen on top.
    let clock = SimulatedClock()
    let host = SimulatedHost<String>(clock: clock, recordsIssues: false)
    let router = Router<String>(scheduler: clock)
    router.deepLinks = try Scenario.learnLinks()
    try router.attach(host)
    let burst = try await host.settleTime(of: router) {
      for id in 1...100 { try router.open("myapp://learn/\(id)") }
    }
    rows.append(row("100-link burst", burst, SteppedBaseline.settleTime(from: RouteStack(), to: router.presented)))
    return rows
  }

  /// A settle-time row with its ratio.
  private static func row(_ name: String, _ settle: Duration, _ baseline: Duration) -> SettleRow {
    SettleRow(change: name, modalStackSeconds: settle.seconds, baselineSeconds: baseline.seconds, ratio: baseline.seconds / settle.seconds)
  }

  // MARK: (b) engine cost

  /// Times present-on-top + dismiss-top pairs on a stack `depth` layers deep. The router
  /// coalesces the commands of one run-loop turn into one plan on its scheduler, so the virtual
  /// clock runs that turn after each command: the sample covers the command, the plan, the
  /// queue, the host call and the bookkeeping until the router is settled again.
  @MainActor
  static func engineCost(depth: Int, repetitions: Int) throws -> CostRow {
    let deep = try RouteStack((1...depth).map { Route("learn \($0)", presentation: .fullScreenCover, id: RouteID("l\($0)")) })
    let turns = SimulatedClock()
    let router = Router<String>(scheduler: turns)
    router.replace(with: deep)
    try router.attach(InstantHost(showing: deep))
    precondition(router.isSettled && router.presented.layerCount == depth + 1)
    var samples: [Duration] = []
    let clock = ContinuousClock()
    for index in 0..<repetitions {
      let elapsed = try clock.measure {
        try router.present("top \(index)", as: .sheet)
        turns.advance(by: .zero)
        try router.dismiss()
        turns.advance(by: .zero)
      }
      precondition(router.isSettled && router.presented.layerCount == depth + 1, "the engine did not settle")
      samples.append(elapsed / 2)
    }
    return CostRow(size: depth, medianMicroseconds: median(samples))
  }

  // MARK: (c) deep-link matching

  /// Times matching one URL against a map of `patterns` patterns; the URL matches the last one added.
  static func matchingCost(patterns: Int, repetitions: Int) throws -> CostRow {
    var map = DeepLinkMap<String>()
    for index in 0..<patterns { map.add(try DeepLinkPattern("/section\(index)/:id"), presentation: .sheet) { "section \(try $0.value("id", as: Int.self))" } }
    let url = URL(string: "myapp://section\(patterns - 1)/42")!
    var samples: [Duration] = []
    let clock = ContinuousClock()
    for _ in 0..<repetitions {
      samples.append(try clock.measure { _ = try map.match(url) })
    }
    return CostRow(size: patterns, medianMicroseconds: median(samples))
  }

  /// Which configuration this executable was built in.
  static var buildConfiguration: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }

  /// The median sample, in microseconds rounded to two decimals.
  private static func median(_ samples: [Duration]) -> Double {
    let sorted = samples.sorted()
    return (sorted[sorted.count / 2].seconds * 1_000_000 * 100).rounded() / 100
  }

  // MARK: Table

  /// The report as the aligned text table `bench` prints by default.
  static func table(_ report: Report) -> String {
    func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
    var lines = ["(a) settle time, simulated clock", "  " + pad("change", 28) + pad("ModalStack", 12) + pad("stepped", 10) + "ratio"]
    for row in report.settle {
      lines.append(
        "  " + pad(row.change, 28) + pad(String(format: "%.3fs", row.modalStackSeconds), 12)
          + pad(String(format: "%.2fs", row.baselineSeconds), 10) + String(format: "%.1f×", row.ratio))
    }
    lines += ["", "(b) engine cost per command (median, \(report.build) build)", "  " + pad("depth", 10) + "µs"]
    for row in report.engineCostByDepth { lines.append("  " + pad("\(row.size)", 10) + String(format: "%.2f", row.medianMicroseconds)) }
    lines += ["", "(c) deep-link matching per URL (median, \(report.build) build)", "  " + pad("patterns", 10) + "µs"]
    for row in report.deepLinkMatchingByPatterns { lines.append("  " + pad("\(row.size)", 10) + String(format: "%.2f", row.medianMicroseconds)) }
    return lines.joined(separator: "\n")
  }
}
