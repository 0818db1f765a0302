import ArgumentParser
import ModalStackCore
import ModalStackTesting

/// `modalstack plan --from STACK --to STACK`: the steps between two stacks and their settle time.
struct PlanCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plan",
    abstract: "Print the UIKit transitions from one stack to another, and the simulated settle time.",
    discussion: """
      A stack is written as routes separated by '/', each 'kind:name', bottom first; 'root' is the root alone.
      Kinds: push, sheet, pageSheet, formSheet, fullScreenCover, overFullScreen, currentContext, overCurrentContext, popover, popup.
      Equal names are the same route. Example: modalstack plan --from sheet:settings/fullScreenCover:a --to sheet:settings/fullScreenCover:b/fullScreenCover:c
      The baseline is FlowStacks' own rules for the same change (iOS 17), re-implemented from its source
      (FlowPath+calculateSteps.swift, RoutesHolder.swift): content changes in place, every dismissal in one
      step, each new layer (or run of pushes) a step; fewer than 3 steps at once, otherwise 0.65 s apart.
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
    let steps = Plan.steps(from: old, to: new)
    print(steps.isEmpty ? "no step: the stacks are equal" : "steps:")
    for (index, step) in steps.enumerated() { print("  \(index + 1). \(step)") }
    let settle = try await Self.simulatedSettleTime(from: old, to: new)
    let baseline = FlowStacksBaseline.settleTime(from: old, to: new)
    print(
      "settle time: \(Timeline.seconds(settle)) (ModalStack, simulated) vs \(Timeline.seconds(baseline)) (FlowStacks' rules)\(Self.ratio(baseline, settle))"
    )
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

  /// `: 5.1× faster`, `: 1.1× slower`, `: same`, or why there is no ratio.
  static func ratio(_ baseline: Duration, _ settle: Duration) -> String {
    if baseline == settle { return ": same" }
    guard settle > .zero else { return ": at once" }
    guard baseline > .zero else { return ": slower (FlowStacks changes the content in place, without a transition)" }
    let value = baseline.seconds / settle.seconds
    return value >= 1 ? ": \((value * 10).rounded() / 10)× faster" : ": \((10 / value).rounded() / 10)× slower"
  }
}
