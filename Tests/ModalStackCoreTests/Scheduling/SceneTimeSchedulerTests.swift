import ModalStackTesting
import Testing

@testable import ModalStackCore

@MainActor
@Suite struct SceneTimeSchedulerTests {
  let clock = SimulatedClock()

  @Test func timeInTheBackgroundDoesNotCount() {
    let time = SceneTimeScheduler(base: clock)
    var fired: [Duration] = []
    time.schedule(after: .seconds(2)) { fired.append(self.clock.now) }
    clock.advance(by: .seconds(1))
    time.sceneDidEnterBackground()
    clock.advance(by: .seconds(60))
    #expect(fired.isEmpty)
    time.sceneWillEnterForeground()
    clock.advance(by: .milliseconds(999))
    #expect(fired.isEmpty)
    clock.advance(by: .milliseconds(1))
    #expect(fired == [.seconds(62)])
  }

  @Test func actionsScheduledInTheBackgroundWaitForTheForeground() {
    let time = SceneTimeScheduler(base: clock)
    var fired = 0
    time.sceneDidEnterBackground()
    time.schedule(after: .seconds(1)) { fired += 1 }
    clock.advance(by: .seconds(10))
    #expect(fired == 0)
    time.sceneWillEnterForeground()
    clock.advance(by: .seconds(1))
    #expect(fired == 1)
  }

  @Test func actionsDueAtOnceRunEvenInTheBackground() {
    let time = SceneTimeScheduler(base: clock)
    var fired = 0
    time.sceneDidEnterBackground()
    time.schedule(after: .zero) { fired += 1 }
    clock.advance(by: .zero)
    #expect(fired == 1)
  }

  @Test func aCancelledActionNeverRunsNorComesBack() {
    let time = SceneTimeScheduler(base: clock)
    var fired = 0
    let handle = time.schedule(after: .seconds(1)) { fired += 1 }
    time.sceneDidEnterBackground()
    handle.cancel()
    time.sceneWillEnterForeground()
    clock.advance(by: .seconds(5))
    #expect(fired == 0)
    #expect(clock.nextEventTime == nil)
  }

  @Test func aRouterStopsCountingItsTimeLimitsInTheBackground() {
    let router = Router<String>(scheduler: clock)
    #expect(!router.isSceneInBackground)
    router.sceneDidEnterBackground()
    #expect(router.isSceneInBackground)
    router.sceneWillEnterForeground()
    #expect(!router.isSceneInBackground)
  }
}
