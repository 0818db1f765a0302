import Foundation
import ModalStackTesting
import PropertyBased
import Testing

@testable import ModalStackCore

/// Scene time over random lives of a scene (background and foreground, any number of times, each
/// possibly told twice),
/// actions scheduled and cancelled at any moment, and time passing: an action runs once, when the
/// time spent in the foreground since it was scheduled reaches its delay, never while the scene
/// is in the background, and never once cancelled. `swift test` runs 300 sequences;
/// `MODALSTACK_SOAK=N` runs N.
@MainActor
@Suite struct SceneTimeSchedulerPropertyTests {
  @Test func actionsRunOnceAfterTheirDelayOfForegroundTime() async {
    let count = ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init) ?? 300
    await propertyCheck(count: count, input: Gen.int(in: 0...99_999).array(of: 1...40)) { numbers in
      Self.check(numbers)
    }
  }

  static func check(_ numbers: [Int]) {
    let clock = SimulatedClock()
    let time = SceneTimeScheduler(base: clock)
    final class Runs { var count: [Int: Int] = [:] }
    let runs = Runs()
    var foregroundTime = Duration.zero
    var inBackground = false
    var due: [Int: Duration] = [:]  // in foreground time
    var handles: [Int: ScheduledAction] = [:]
    var cancelled = Set<Int>()
    for (step, number) in numbers.enumerated() {
      let argument = number / 5
      switch number % 5 {
      case 0:
        // Either way, told again or not: a second word for the state the scene is in changes nothing.
        if argument % 2 == 0 { time.sceneWillEnterForeground() } else { time.sceneDidEnterBackground() }
        inBackground = argument % 2 == 1
      case 1, 2:
        let delay = Duration.milliseconds(1 + argument % 500)
        due[step] = foregroundTime + delay
        handles[step] = time.schedule(after: delay) { runs.count[step, default: 0] += 1 }
      case 3:
        let pending = handles.keys.sorted().filter { runs.count[$0] == nil && !cancelled.contains($0) }
        guard !pending.isEmpty else { continue }
        let id = pending[argument % pending.count]
        handles[id]?.cancel()
        cancelled.insert(id)
      default:
        let passed = Duration.milliseconds(argument % 300)
        let before = runs.count
        clock.advance(by: passed)
        if inBackground {
          #expect(runs.count == before, "an action ran in the background")
        } else {
          foregroundTime += passed
        }
      }
      for (id, dueTime) in due {
        let count = runs.count[id] ?? 0
        #expect(count <= 1, "action \(id) ran \(count) times")
        if cancelled.contains(id) {
          #expect(count == 0, "action \(id) ran though cancelled")
          continue
        }
        if count == 1 { #expect(dueTime <= foregroundTime, "action \(id) ran early") }
        if dueTime < foregroundTime { #expect(count == 1, "action \(id) is late") }
      }
    }
  }
}
