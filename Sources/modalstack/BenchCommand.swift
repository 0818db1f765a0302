import ArgumentParser
import Foundation
import ModalStackCore
import ModalStackTesting

/// `modalstack bench`: settle times against the stepped baseline, engine cost by depth, and
/// deep-link matching cost by number of patterns.
struct BenchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Settle times vs the stepped baseline, engine cost per command by depth, deep-link matching cost.",
    discussion: """
      (a) Settle time on the simulated clock (0.35 s per animated transition, one 1/60 s tick per unanimated one)
          next to the stepped baseline: one layer per step, 0.65 s apart, as FlowStacks, SwiftfulRouting and
          NavigatorUI do. Ratio = baseline / ModalStack.
      (b) Engine cost per command (present on top, then dismiss it: router, planner, queue, bookkeeping) at
          stack depth 10, 100, 1,000 and 10,000, on a host that completes at once; median of repeated runs.
      (c) Deep-link matching per URL with 10, 100 and 1,000 patterns; median of repeated runs.
      Wall-clock numbers depend on the machine and the build (use -c release); ratios between rows do not.
      """
  )

  @Flag(help: "Print JSON instead of a table.") var json = false
  @Flag(help: "Fewer repetitions (for tests).") var quick = false

  struct SettleRow: Codable {
    let change: String
    let modalStackSeconds: Double
    let baselineSeconds: Double
    let ratio: Double
  }

  struct CostRow: Codable {
    let size: Int
    let medianMicroseconds: Double
  }

  struct Report: Codable {
    let settle: [SettleRow]
    let engineCostByDepth: [CostRow]
    let deepLinkMatchingByPatterns: [CostRow]
  }

  @MainActor
  func run() async throws {
    let repetitions = quick ? 50 : 2_000
    let report = Report(
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

  @MainActor
  static func settleRows() async throws -> [SettleRow] {
    func covers(_ names: [String]) throws -> RouteStack<String> {
      try StackSyntax.parse(names.map { "cover:\($0)" }.joined(separator: "/"))
    }
    var rows: [SettleRow] = []
    let changes: [(String, RouteStack<String>, RouteStack<String>)] = [
      ("present 3 from root", RouteStack(), try covers(["a", "b", "c"])),
      ("dismiss 5", try covers(["a", "b", "c", "d", "e"]), RouteStack()),
      ("replace top 2 of 4 with 3", try covers(["a", "b", "c", "d"]), try covers(["a", "b", "x", "y", "z"])),
    ]
    for (name, old, new) in changes {
      let settle = await PlanCommand.simulatedSettleTime(from: old, to: new)
      rows.append(row(name, settle, SteppedBaseline.settleTime(from: old, to: new)))
    }
    // 100 links within one tick, each opening a screen on top.
    let clock = SimulatedClock()
    let host = SimulatedHost<String>(clock: clock, recordsIssues: false)
    let router = Router<String>(scheduler: clock)
    var links = DeepLinkMap<String>()
    try links.add("/learn/:id", presentation: .fullScreenCover) { "learn \(try $0.value("id", as: Int.self))" }
    router.deepLinks = links
    router.attach(host)
    let burst = try await host.settleTime(of: router) {
      for id in 1...100 { try router.open("myapp://learn/\(id)") }
    }
    rows.append(row("100-link burst", burst, SteppedBaseline.settleTime(from: RouteStack(), to: router.presented)))
    return rows
  }

  private static func row(_ name: String, _ settle: Duration, _ baseline: Duration) -> SettleRow {
    SettleRow(change: name, modalStackSeconds: settle.seconds, baselineSeconds: baseline.seconds, ratio: baseline.seconds / settle.seconds)
  }

  // MARK: (b) engine cost

  @MainActor
  static func engineCost(depth: Int, repetitions: Int) throws -> CostRow {
    let deep = try RouteStack((1...depth).map { Route("learn \($0)", presentation: .fullScreenCover, id: RouteID("l\($0)")) })
    let router = Router<String>(scheduler: SimulatedClock())
    router.replace(with: deep)
    router.attach(InstantHost(showing: deep))
    precondition(router.isSettled && router.presented.layerCount == depth + 1)
    var samples: [Duration] = []
    let clock = ContinuousClock()
    for index in 0..<repetitions {
      let elapsed = try clock.measure {
        try router.present("top \(index)", as: .sheet)
        try router.dismiss()
      }
      samples.append(elapsed / 2)
    }
    return CostRow(size: depth, medianMicroseconds: median(samples))
  }

  // MARK: (c) deep-link matching

  static func matchingCost(patterns: Int, repetitions: Int) throws -> CostRow {
    var map = DeepLinkMap<String>()
    for index in 0..<patterns { try map.add("/section\(index)/:id", presentation: .sheet) { "section \(try $0.value("id", as: Int.self))" } }
    let url = URL(string: "myapp://section\(patterns - 1)/42")!
    var samples: [Duration] = []
    let clock = ContinuousClock()
    for _ in 0..<repetitions {
      samples.append(try clock.measure { _ = try map.match(url) })
    }
    return CostRow(size: patterns, medianMicroseconds: median(samples))
  }

  private static func median(_ samples: [Duration]) -> Double {
    let sorted = samples.sorted()
    return (sorted[sorted.count / 2].seconds * 1_000_000 * 100).rounded() / 100
  }

  // MARK: Table

  static func table(_ report: Report) -> String {
    func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
    var lines = ["(a) settle time, simulated clock", "  " + pad("change", 28) + pad("ModalStack", 12) + pad("stepped", 10) + "ratio"]
    for row in report.settle {
      lines.append(
        "  " + pad(row.change, 28) + pad(String(format: "%.3fs", row.modalStackSeconds), 12)
          + pad(String(format: "%.2fs", row.baselineSeconds), 10) + String(format: "%.1f×", row.ratio))
    }
    lines += ["", "(b) engine cost per command (median)", "  " + pad("depth", 10) + "µs"]
    for row in report.engineCostByDepth { lines.append("  " + pad("\(row.size)", 10) + String(format: "%.2f", row.medianMicroseconds)) }
    lines += ["", "(c) deep-link matching per URL (median)", "  " + pad("patterns", 10) + "µs"]
    for row in report.deepLinkMatchingByPatterns { lines.append("  " + pad("\(row.size)", 10) + String(format: "%.2f", row.medianMicroseconds)) }
    return lines.joined(separator: "\n")
  }
}
