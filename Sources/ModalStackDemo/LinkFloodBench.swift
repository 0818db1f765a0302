import Foundation
import ModalStackCore
import ModalStackTesting

/// `bench` (d): a flood of links from other threads, with the app's own commands sent among them,
/// on the simulated UIKit: how many layers the links add, how long the screen takes to settle
/// (simulated), whether the app's commands keep their order, and how much the process's peak
/// resident memory grows.
enum LinkFloodBench {
  /// One flood's figures.
  struct Row: Codable {
    let links: Int
    let threads: Int
    /// ``LinkLimits/description``, or `unbounded`.
    let limits: String
    /// Modal layers on screen once settled, above the root (the app's 20 sheets included).
    let layersAdded: Int
    /// From the first link until the screen shows the target, on the simulated clock.
    let settleSeconds: Double
    /// Whether the app's 20 commands ended on the stack in the order it sent them.
    let appCommandsInOrder: Bool
    /// How far the process's peak resident memory rose above where it was before the flood
    /// (Linux `VmHWM`, reset first); `nil` where that cannot be read.
    let peakMemoryGrowthMB: Double?
    /// Wall-clock time from the first link sent until the main actor had taken the last one.
    let drainSeconds: Double
  }

  static let appCommands = 20

  /// Sends `links` links (`myapp://learn/N`, as from another app) from `threads` threads and 20
  /// `present` commands from one more, then lets the simulated screen settle.
  @MainActor
  static func run(links: Int, threads: Int = 8, limits: LinkLimits = LinkLimits()) async throws -> Row {
    ResidentMemory.resetPeak()
    let before = ResidentMemory.current()
    let clock = SimulatedClock()
    let host = SimulatedHost<String>(clock: clock, recordsIssues: false)
    let router = Router<String>(scheduler: clock)
    router.deepLinks = try Scenario.learnLinks()
    router.linkLimits = limits
    try router.attach(host)
    let outcomes = LinkOutcomeCount(router)
    let wall = ContinuousClock()
    let started = wall.now
    await withTaskGroup(of: Void.self) { group in
      for thread in 0..<threads {
        group.addTask {
          for index in stride(from: thread, to: links, by: threads) {
            router.send(.open(URL(string: "myapp://learn/\(index)")!, from: .otherApp(sourceApplication: nil)))
          }
        }
      }
      group.addTask {
        for index in 0..<appCommands {
          router.send(.present("app \(index)", .sheet, id: RouteID("app\(index)")))
          try? await Task.sleep(for: .microseconds(100))
        }
      }
    }
    let last = RouteID("app\(appCommands - 1)")
    while outcomes.total < links || router.stack.route(last) == nil { await Task.yield() }
    let drained = wall.now - started
    await host.settle()
    let peak = ResidentMemory.peak()
    let appIDs = router.presented.routes.map(\.id.rawValue).filter { $0.hasPrefix("app") }
    return Row(
      links: links, threads: threads, limits: limits.routes == .max ? "unbounded" : limits.description,
      layersAdded: router.presented.layerCount - 1, settleSeconds: router.settledAt.seconds,
      appCommandsInOrder: appIDs == (0..<appCommands).map { "app\($0)" },
      peakMemoryGrowthMB: before.flatMap { before in peak.map { (Double($0 - before) / 1024 * 10).rounded() / 10 } },
      drainSeconds: (drained.seconds * 1000).rounded() / 1000)
  }
}

/// The process's resident memory, read from `/proc/self/status` (Linux); `nil` elsewhere.
enum ResidentMemory {
  /// Resets the peak (`VmHWM`) to the current resident size.
  static func resetPeak() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
  }

  /// The resident size now, in kB.
  static func current() -> Int? { field("VmRSS") }

  /// The peak resident size since the last reset, in kB.
  static func peak() -> Int? { field("VmHWM") }

  private static func field(_ name: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") })
    else { return nil }
    return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
  }
}
