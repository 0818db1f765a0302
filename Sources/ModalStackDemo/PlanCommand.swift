import ArgumentParser
@_spi(Engine) import ModalStackCore
@_spi(Engine) import ModalStackTesting

/// `modalstack plan --from STACK --to STACK`: the steps between two stacks and their settle time.
struct PlanCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plan",
    abstract: "Print the UIKit transitions from one stack to another, and the simulated settle time.",
    discussion: """
      A stack is written as routes separated by '/', each 'kind:name', bottom first; 'root' is the root alone.
      Kinds: push, sheet, pageSheet, formSheet, fullScreenCover, overFullScreen, currentContext, overCurrentContext, popover, popup.
      Equal names are the same route. Example: modalstack plan --from sheet:settings/fullScreenCover:a --to sheet:settings/fullScreenCover:b/fullScreenCover:c
      The stepped baseline is what hand-written code, FlowStacks, SwiftfulRouting and NavigatorUI do: one
      layer per step, waiting 0.65 s for each animation; for n layer changes it settles in n × 0.65 s.
      """
  )

  @Option(help: "The stack on screen, e.g. sheet:settings/fullScreenCover:a.") var from: String
  @Option(help: "The stack to go to, e.g. sheet:settings/fullScreenCover:b/fullScreenCover:c.") var to: String

  func validate() throws {
    do {
      _ = try StackSyntax.parse(from)
      _ = try StackSyntax.parse(to)
    } catch let error as StackSyntax.ParseError {
      throw ValidationError("\(error)")
    }
  }

  @MainActor
  func run() async throws {
    let old = try StackSyntax.parse(from)
    let new = try StackSyntax.parse(to)
    print("from: \(old)")
    print("to:   \(new)")
    let steps = Planner.steps(from: old, to: new)
    print(steps.isEmpty ? "no step: the stacks are equal" : "steps:")
    for (index, step) in steps.enumerated() { print("  \(index + 1). \(step)") }
    let settle = try await Self.simulatedSettleTime(from: old, to: new)
    let baseline = SteppedBaseline.settleTime(from: old, to: new)
    print("settle time: \(Timeline.seconds(settle)) (ModalStack, simulated) vs \(Timeline.seconds(baseline)) (stepped baseline)\(Self.ratio(baseline, settle))")
  }

  /// Shows `old` on a simulated host, then measures the change to `new`.
  @MainActor
  static func simulatedSettleTime(from old: RouteStack<String>, to new: RouteStack<String>) async throws -> Duration {
    let clock = SimulatedClock()
    let host = SimulatedHost<String>(clock: clock, recordsIssues: false)
    let router = Router<String>(scheduler: clock)
    try! router.attach(host)  // a new router on a new window: nothing to conflict with
    router.replace(with: old)
    await host.settle()
    return try await host.settleTime(of: router) { router.replace(with: new) }
  }

  /// `: 5.1× faster`, or nothing when either time is zero.
  static func ratio(_ baseline: Duration, _ settle: Duration) -> String {
    guard settle > .zero, baseline > .zero else { return "" }
    let value = baseline.seconds / settle.seconds
    return ": \((value * 10).rounded() / 10)× faster"
  }
}
