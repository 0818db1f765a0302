import ModalStackCore
import Testing

@testable import ModalStackDemo

/// FlowStacks' rules as `bench` applies them, checked by hand against its source
/// (FlowPath+calculateSteps.swift with iOS 17's dismissals in one step; RoutesHolder.swift).
@Suite struct FlowStacksBaselineTests {
  private func steps(_ from: String, _ to: String) throws -> Int {
    FlowStacksBaseline.steps(
      from: FlowStacksBaseline.entries(of: try StackSyntax.parse(from)),
      to: FlowStacksBaseline.entries(of: try StackSyntax.parse(to))
    ).count
  }

  private func settle(_ from: String, _ to: String) throws -> Duration {
    FlowStacksBaseline.settleTime(from: try StackSyntax.parse(from), to: try StackSyntax.parse(to))
  }

  @Test func eachNewLayerIsAStepAndThreeOrMoreStepsAre650msApart() throws {
    #expect(try steps("root", "fullScreenCover:a/fullScreenCover:b/fullScreenCover:c") == 4)  // content, a, b, c
    #expect(try settle("root", "fullScreenCover:a/fullScreenCover:b/fullScreenCover:c") == .milliseconds(650 * 2 + 350))
  }

  @Test func everyDismissalIsOneStepOnIOS17() throws {
    #expect(
      try steps("fullScreenCover:a/fullScreenCover:b/fullScreenCover:c/fullScreenCover:d/fullScreenCover:e", "root")
        == 2)
    #expect(
      try settle("fullScreenCover:a/fullScreenCover:b/fullScreenCover:c/fullScreenCover:d/fullScreenCover:e", "root")
        == .milliseconds(350))
    #expect(try steps("push:a/push:b/sheet:s", "push:a") == 2)  // the dismissal step also pops the path
  }

  @Test func routesWhoseStyleStaysChangeContentInPlace() throws {
    // c→x and d→y in the first step, without a transition; then z: two steps, one update.
    #expect(
      try steps(
        "fullScreenCover:a/fullScreenCover:b/fullScreenCover:c/fullScreenCover:d",
        "fullScreenCover:a/fullScreenCover:b/fullScreenCover:x/fullScreenCover:y/fullScreenCover:z") == 2)
    #expect(try settle("push:a/sheet:s", "push:a/sheet:t") == .zero)
  }

  @Test func aRunOfNewPushesIsOneStep() throws {
    #expect(try steps("sheet:s", "sheet:s/push:a/push:b/push:c") == 2)
    #expect(try steps("root", "push:a/sheet:b") == 3)  // content, the push, the sheet
  }

  @Test func anotherBranchDismissesOnceThenBuildsLayerByLayer() throws {
    #expect(try steps("sheet:a/push:p/fullScreenCover:b", "fullScreenCover:x/push:q/sheet:y") == 5)
    #expect(
      try settle("sheet:a/push:p/fullScreenCover:b", "fullScreenCover:x/push:q/sheet:y") == .milliseconds(650 * 3 + 350)
    )
  }
}
