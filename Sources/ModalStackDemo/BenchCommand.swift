import ArgumentParser
import Foundation
import ModalStackCore
import ModalStackTesting

/// `modalstack bench`: settle times against FlowStacks' rules, engine cost by depth, and
/// deep-link matching cost by number of patterns.
struct BenchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Settle times vs FlowStacks' rules, engine cost per command by depth, deep-link matching cost.",
    discussion: """
      (a) Settle time: from a command until the screen shows the target, on the simulated clock
          (0.35 s per animated transition, one 1/60 s tick per unanimated one), next to the same
          change under FlowStacks' rules (iOS 17), re-implemented from its source
          (johnpatrickmorgan/FlowStacks Sources/FlowStacks/FlowPath+calculateSteps.swift,
          Sources/FlowStacks/RoutesHolder.swift): content changes in place without a transition,
          every dismissal in one step, each new layer (a run of pushes counts once) a step; a change
          of fewer than 3 steps is applied at once (0.35 s), otherwise (steps - 2) x 0.65 s + 0.35 s.
          Ratio = FlowStacks / ModalStack (above 1: ModalStack is faster).
      (b) Engine cost per command: present on top, then dismiss the top, at stack depth 10, 100
          and 1,000; router command, planning, state machine and bookkeeping until the
          router is settled again, on a host that completes at once. Median of repeated runs.
      (c) Deep-link matching per URL with 10, 100 and 1,000 patterns: the match with the app's
          route maker, and the lookup alone (read the URL, find the pattern, read its values);
          median of repeated runs of 100 matches each.
      (d) A link flood: 10,000 and 100,000 links (as from another app) sent from 8 threads,
          with 20 of the app's own present commands sent from a ninth, under the default
          LinkLimits: the layers on screen once settled, the settle time (simulated clock), whether
          the app's commands kept their order, the growth of the process's peak resident memory
          (Linux), and the wall-clock time the main actor took to take every link.
      Times in µs depend on the machine and the build (use -c release); how they change with
      depth or pattern count does not.
      """
  )

  @Flag(help: "Print JSON instead of a table.") var json = false
  @Flag(help: "Fewer repetitions (for tests).") var quick = false
  @Option(
    help: ArgumentHelp(
      "Only run --commands engine commands at this depth (for callgrind: Scripts/instructions).", visibility: .hidden))
  var engineLoop: Int?
  @Option(
    help: ArgumentHelp(
      "Only match, then look up, --commands URLs against this many patterns (for callgrind).", visibility: .hidden))
  var matchLoop: Int?
  @Option(
    help: ArgumentHelp("How many commands --engine-loop runs, or URLs --match-loop matches.", visibility: .hidden))
  var commands = 1_000
  @Option(
    help: ArgumentHelp(
      "Only run (d), with this many links and no bound on links (what links did before LinkLimits).",
      visibility: .hidden))
  var unboundedFlood: Int?

  /// One change's settle time next to FlowStacks', in seconds.
  struct SettleRow: Codable {
    let change: String
    let modalStackSeconds: Double
    /// FlowStacks' settle time for the same change, by its own rules.
    let flowStacksSeconds: Double
    /// How many steps FlowStacks takes (its first step changes content only).
    let flowStacksSteps: Int
    /// FlowStacks / ModalStack: 1 when both are equal (both zero too), `nil` when only one is zero.
    let ratio: Double?
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
    /// The same cost at depth 10 and 1,000 with the flight recorder on (``Router/startRecording(capacity:)``).
    let engineCostRecording: [CostRow]
    /// `DeepLinkMap.match(_:from:)`: the lookup and the app's route maker.
    let deepLinkMatchingByPatterns: [CostRow]
    /// The lookup alone: reading the URL, finding the pattern, reading its values.
    let deepLinkLookupByPatterns: [CostRow]
    /// A flood of links from 8 threads under the default ``LinkLimits``.
    let linkFlood: [LinkFloodBench.Row]
  }

  @MainActor
  func run() async throws {
    if let depth = engineLoop {
      let (router, turns) = try Self.settledRouter(depth: depth)
      Self.engineLoop(router, turns, pairs: commands / 2)
      precondition(router.isSettled && router.presented.layerCount == depth + 1, "the engine did not settle")
      return
    }
    if let patterns = matchLoop {
      let (map, url) = try Self.linkMap(patterns: patterns)
      try Self.matchLoop(map, url, count: commands)
      try Self.lookupLoop(map, url, count: commands)
      return
    }
    if let links = unboundedFlood {
      print(Self.floodTable([try await LinkFloodBench.run(links: links, limits: .unbounded)]).joined(separator: "\n"))
      return
    }
    let repetitions = quick ? 50 : 2_000
    let report = Report(
      build: Self.buildConfiguration,
      settle: try await Self.settleRows(),
      engineCostByDepth: try [10, 100, 1_000].map { try Self.engineCost(depth: $0, repetitions: repetitions) },
      engineCostRecording: try [10, 1_000].map {
        try Self.engineCost(depth: $0, repetitions: repetitions, recording: true)
      },
      deepLinkMatchingByPatterns: try [10, 100, 1_000].map {
        try Self.matchingCost(patterns: $0, repetitions: repetitions)
      },
      deepLinkLookupByPatterns: try [10, 100, 1_000].map {
        try Self.matchingCost(patterns: $0, repetitions: repetitions, makingRoutes: false)
      },
      linkFlood: [try await LinkFloodBench.run(links: 10_000), try await LinkFloodBench.run(links: 100_000)])
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      print(String(decoding: try encoder.encode(report), as: UTF8.self))
    } else {
      print(Self.table(report))
    }
  }

  // MARK: (a) settle time

  /// The changes `bench` times: what real apps do, written in `plan`'s stack syntax.
  static let changes: [(name: String, from: String, to: String)] = [
    ("present 3 from root", "root", "fullScreenCover:a/fullScreenCover:b/fullScreenCover:c"),
    ("dismiss 5", "fullScreenCover:a/fullScreenCover:b/fullScreenCover:c/fullScreenCover:d/fullScreenCover:e", "root"),
    (
      "replace top 2 of 4 with 3", "fullScreenCover:a/fullScreenCover:b/fullScreenCover:c/fullScreenCover:d",
      "fullScreenCover:a/fullScreenCover:b/fullScreenCover:x/fullScreenCover:y/fullScreenCover:z"
    ),
    ("push then present", "root", "push:a/sheet:b"),
    ("push 3 onto a sheet", "sheet:s", "sheet:s/push:a/push:b/push:c"),
    ("deep link over a sheet with pushes", "sheet:s/push:p/push:q", "sheet:s/push:p/push:q/fullScreenCover:lesson"),
    ("deep link to another branch", "sheet:a/push:p/fullScreenCover:b", "fullScreenCover:x/push:q/sheet:y"),
    (
      "dismiss to a middle layer",
      "fullScreenCover:a/fullScreenCover:b/fullScreenCover:c/fullScreenCover:d/fullScreenCover:e",
      "fullScreenCover:a/fullScreenCover:b"
    ),
    ("dismiss a sheet, pop its presenter", "push:a/push:b/sheet:s", "push:a"),
    (
      "replace a middle layer", "fullScreenCover:a/fullScreenCover:b/fullScreenCover:c",
      "fullScreenCover:a/fullScreenCover:x/fullScreenCover:c"
    ),
    ("swap the top sheet", "push:a/sheet:s", "push:a/sheet:t"),
    ("present a popup", "sheet:s", "sheet:s/popup:tip"),
    ("restore a 5-layer stack", "root", "sheet:a/push:p/fullScreenCover:b/sheet:c/fullScreenCover:d/sheet:e"),
  ]

  /// The settle time of each change, each on a fresh simulated host, and of a burst of links.
  @MainActor
  static func settleRows() async throws -> [SettleRow] {
    var rows: [SettleRow] = []
    for change in changes {
      let old = try StackSyntax.parse(change.from)
      let new = try StackSyntax.parse(change.to)
      let settle =
        if change.name.hasPrefix("restore") {
          try await restoredSettleTime(of: new)
        } else {
          try await PlanCommand.simulatedSettleTime(from: old, to: new)
        }
      rows.append(row(change.name, settle, from: old, to: new))
    }
    // 100 links within one tick, each opening a screen on top.
    let clock = SimulatedClock()
    let host = SimulatedHost<String>(clock: clock, recordsIssues: false)
    let router = Router<String>(scheduler: clock)
    router.deepLinks = try Scenario.learnLinks()
    router.linkLimits.routes = 100  // the row predates the 50-route default
    try router.attach(host)
    let burst = try await host.settleTime(of: router) {
      for id in 1...100 { try router.open("myapp://learn/\(id)") }
    }
    rows.append(row("100-link burst", burst, from: RouteStack(), to: router.presented))
    return rows
  }

  /// The settle time of restoring a saved stack at launch (`Router.restore(from:)`).
  @MainActor
  private static func restoredSettleTime(of stack: RouteStack<String>) async throws -> Duration {
    let clock = SimulatedClock()
    let host = SimulatedHost<String>(clock: clock, recordsIssues: false)
    let router = Router<String>(scheduler: clock)
    try router.attach(host)
    let saved = try stack.savedData()
    return try await host.settleTime(of: router) { try router.restore(from: saved) }
  }

  /// A settle-time row with FlowStacks' figures for the same change.
  private static func row(_ name: String, _ settle: Duration, from old: RouteStack<String>, to new: RouteStack<String>)
    -> SettleRow
  {
    let flowStacks = FlowStacksBaseline.settleTime(from: old, to: new)
    let steps = FlowStacksBaseline.steps(
      from: FlowStacksBaseline.entries(of: old), to: FlowStacksBaseline.entries(of: new)
    ).count
    let ratio: Double? =
      if settle == flowStacks { 1 } else if settle > .zero, flowStacks > .zero {
        (flowStacks.seconds / settle.seconds * 100).rounded() / 100
      } else { nil }
    return SettleRow(
      change: name, modalStackSeconds: settle.seconds, flowStacksSeconds: flowStacks.seconds, flowStacksSteps: steps,
      ratio: ratio)
  }

  // MARK: (b) engine cost

  /// Times present-on-top + dismiss-top pairs on a stack `depth` layers deep. The router
  /// coalesces the commands of one run-loop turn into one plan on its scheduler, so the virtual
  /// clock runs that turn after each command: the sample covers the command, the plan, the
  /// state machine, the host call and the bookkeeping until the router is settled again.
  @MainActor
  static func engineCost(depth: Int, repetitions: Int, recording: Bool = false) throws -> CostRow {
    let (router, turns) = try settledRouter(depth: depth)
    if recording { router.startRecording(capacity: 1_000) }
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

  /// A router settled on `depth` full-screen covers over an ``InstantHost``, and its virtual clock.
  @MainActor
  static func settledRouter(depth: Int) throws -> (router: Router<String>, turns: SimulatedClock) {
    try InstantHost.settledRouter(
      on: RouteStack((1...depth).map { Route("learn \($0)", presentation: .fullScreenCover, id: RouteID("l\($0)")) }))
  }

  /// `pairs` present-on-top + dismiss-top pairs, each run to settled; the function callgrind
  /// counts instructions in (`--toggle-collect`), so it must stay a function of its own.
  @MainActor @inline(never)
  static func engineLoop(_ router: Router<String>, _ turns: SimulatedClock, pairs: Int) {
    for _ in 0..<pairs {
      try! router.present("top", as: .sheet)
      turns.advance(by: .zero)
      try! router.dismiss()
      turns.advance(by: .zero)
    }
  }

  // MARK: (c) deep-link matching

  /// Times matching one URL against a map of `patterns` patterns; the URL matches the last one
  /// added. Each sample matches it 100 times, so reading the clock does not count.
  static func matchingCost(patterns: Int, repetitions: Int, makingRoutes: Bool = true) throws -> CostRow {
    let (map, url) = try linkMap(patterns: patterns)
    var samples: [Duration] = []
    let clock = ContinuousClock()
    for _ in 0..<repetitions {
      let elapsed = try clock.measure {
        if makingRoutes { try matchLoop(map, url, count: 100) } else { try lookupLoop(map, url, count: 100) }
      }
      samples.append(elapsed / 100)
    }
    return CostRow(size: patterns, medianMicroseconds: median(samples))
  }

  /// A map of `patterns` patterns `/section<i>/:id`, and a URL that matches the last one added.
  static func linkMap(patterns: Int) throws -> (DeepLinkMap<String>, URL) {
    var map = DeepLinkMap<String>()
    for index in 0..<patterns {
      map.add(try DeepLinkPattern("/section\(index)/:id"), presentation: .sheet) {
        "section \(try $0.value("id", as: Int.self))"
      }
    }
    return (map, URL(string: "myapp://section\(patterns - 1)/42")!)
  }

  /// Matches `url` `count` times; the function callgrind counts instructions in.
  @inline(never)
  static func matchLoop(_ map: DeepLinkMap<String>, _ url: URL, count: Int) throws {
    for _ in 0..<count { _ = try map.match(url) }
  }

  /// Finds `url`'s pattern and values `count` times, without making routes.
  @inline(never)
  static func lookupLoop(_ map: DeepLinkMap<String>, _ url: URL, count: Int) throws {
    for _ in 0..<count { _ = try map.parameters(matching: url) }
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
    func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    var lines = [
      "(a) settle time, simulated clock; FlowStacks by its own rules (FlowPath+calculateSteps.swift, RoutesHolder.swift)",
      "  " + pad("change", 36) + pad("ModalStack", 12) + pad("FlowStacks", 12) + pad("steps", 7) + "ratio",
    ]
    for row in report.settle {
      let ratio =
        row.ratio.map { String(format: "%.2f×", $0) }
        ?? (row.flowStacksSeconds == 0 ? "— (content swapped in place)" : "—")
      lines.append(
        "  " + pad(row.change, 36) + pad(String(format: "%.3fs", row.modalStackSeconds), 12)
          + pad(String(format: "%.3fs", row.flowStacksSeconds), 12) + pad("\(row.flowStacksSteps)", 7) + ratio)
    }
    lines += ["", "(b) engine cost per command (median, \(report.build) build)", "  " + pad("depth", 10) + "µs"]
    for row in report.engineCostByDepth {
      lines.append("  " + pad("\(row.size)", 10) + String(format: "%.2f", row.medianMicroseconds))
    }
    for row in report.engineCostRecording {
      lines.append("  " + pad("\(row.size), recording", 18) + String(format: "%.2f", row.medianMicroseconds))
    }
    lines += [
      "",
      "(c) deep-link matching per URL (median, \(report.build) build); lookup = read the URL, find the pattern, read its values",
      "  " + pad("patterns", 10) + pad("match µs", 11) + "lookup µs",
    ]
    for (match, lookup) in zip(report.deepLinkMatchingByPatterns, report.deepLinkLookupByPatterns) {
      lines.append(
        "  " + pad("\(match.size)", 10) + pad(String(format: "%.2f", match.medianMicroseconds), 11)
          + String(format: "%.2f", lookup.medianMicroseconds))
    }
    lines += [""] + floodTable(report.linkFlood)
    return lines.joined(separator: "\n")
  }

  /// The (d) rows as lines of the table.
  static func floodTable(_ rows: [LinkFloodBench.Row]) -> [String] {
    func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    var lines = [
      "(d) link flood from 8 threads (another app) with 20 app commands from a ninth; settle on the simulated clock",
      "  " + pad("links", 9) + pad("bound", 60) + pad("layers", 8) + pad("settle", 11) + pad("app order", 11)
        + pad("peak RSS +", 12)
        + "drain (wall)",
    ]
    for row in rows {
      lines.append(
        "  " + pad("\(row.links)", 9) + pad(row.limits, 60) + pad("\(row.layersAdded)", 8)
          + pad(String(format: "%.3fs", row.settleSeconds), 11)
          + pad(row.appCommandsInOrder ? "kept" : "BROKEN", 11)
          + pad(row.peakMemoryGrowthMB.map { String(format: "%.1f MB", $0) } ?? "—", 12)
          + String(format: "%.3fs", row.drainSeconds))
    }
    return lines
  }
}
