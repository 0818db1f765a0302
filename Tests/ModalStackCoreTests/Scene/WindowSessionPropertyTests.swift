import Foundation
import PropertyBased
import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// Random lives of two windows shared by three routers: roots appear, leave the screen, come back,
/// leave for good and change router; windows go to the background, have their root controller
/// replaced, disconnect and connect again; the routers get commands and the user swipes sheets
/// away, all interleaved. The rules of ``WindowSession`` hold after every step and every settle:
/// - a router drives at most one window, and each window shows only its driving router's
///   layers, built by a root of that router, never blank;
/// - a router drives a window only while it has a living root there, or layers up that are to go;
/// - every command lands: after a settle the driving router shows its whole stack, including
///   what it was given while no root of it was there;
/// - when the driving router's last root leaves, its layers go at the end of the turn;
/// - a root with another router that appears while the driving router's layers are up waits;
///   once they are gone it has taken the window;
/// - a router counts time only while its window's scene is active, and each refused root is
///   reported at most once.
@MainActor
@Suite struct WindowSessionPropertyTests {
  /// A root as the app made it.
  struct RootRecord {
    let scene: Int
    let root: SimulatedScene<String>.Root
    var router: Int
    var isOnScreen = true
    var isAlive = true
    /// The step it last appeared at (or was given its router).
    var appeared: Int
    /// Whether its router drove another window when it last appeared (refused for good).
    var routerDroveElsewhere: Bool
  }

  /// One window, and when its driving router started to drive it.
  struct Window {
    var scene: SimulatedScene<String>
    var isInBackground = false
    var driver: ObjectIdentifier?
    var drivenSince = 0
  }

  /// The refusals reported to each router.
  final class Refusals {
    var counts = [0, 0, 0]
  }

  static let presentations: [Presentation] = [
    .sheet, .fullScreenCover, .modal(.overFullScreen, transition: .crossDissolve), .sheet(detents: [.medium, .large]),
  ]

  /// `swift test` draws 60 new sequences on every run; `MODALSTACK_SOAK=N` draws N. A failing one
  /// is shrunk and printed.
  @Test func randomRootsWindowsAndCommandsKeepEveryCommandOnOneLiveRoot() async {
    let count = ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init) ?? 60
    await propertyCheck(count: count, input: Gen.int(in: 0...9_999).array(of: 40)) { steps in
      await Self.check(steps)
    }
  }

  /// A sequence the property drew, shrunk: a layer's presentation was still in flight when the
  /// owner's last dismissal was heard, and the window was handed over under it.
  @Test func aWindowIsNotHandedOverWhileALayerIsBeingPresented() async {
    await Self.check([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4097, 106, 0, 0, 0, 564, 6430, 2, 4012, 4476, 4779, 3, 0, 2627, 0,
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ])
  }

  /// A sequence the property drew, shrunk: a root refused because its router drove the other
  /// window was refused again, and reported again, when it came back while another router's
  /// layers were up.
  @Test func aRootRefusedForOneReasonIsNotReportedAgainForAnother() async {
    await Self.check([
      2, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5294, 0, 0, 341, 9624, 2, 1973, 6660, 182, 0, 3890, 0, 0, 0,
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ])
  }

  static func check(_ steps: [Int]) async {
    let clock = SimulatedClock()
    let routers = (0..<3).map { _ in Router<String>(scheduler: clock) }
    let refusals = Refusals()
    let subscriptions = routers.indices.map { index in
      routers[index].observe {
        if case .attachRefused = $0 { refusals.counts[index] += 1 }
      }
    }
    defer {
      for subscription in subscriptions { subscription.cancel() }
    }
    var windows = (0..<2).map { _ in Window(scene: SimulatedScene<String>(clock: clock)) }
    var hosts = windows.map(\.scene.host)
    var roots: [RootRecord] = []
    /// Roots given to each router, by `showRoot` or `setRouter`.
    var rootsGiven = [0, 0, 0]
    /// Routers whose last root left while they drove a window, in this turn.
    var leftThisTurn: Set<Int> = []
    var counter = 0

    func number(of router: Router<String>?) -> Int? { routers.firstIndex { $0 === router } }
    func drivesElsewhere(_ router: Int, than window: Int) -> Bool {
      windows.indices.contains { $0 != window && windows[$0].scene.router === routers[router] }
    }
    func livingRoots(of router: Int, in window: Int) -> [Int] {
      roots.indices.filter { roots[$0].isAlive && roots[$0].scene == window && roots[$0].router == router }
    }
    func appeared(_ root: Int, at step: Int) {
      roots[root].isOnScreen = true
      roots[root].appeared = step
      roots[root].routerDroveElsewhere = drivesElsewhere(roots[root].router, than: roots[root].scene)
      leftThisTurn.remove(roots[root].router)
    }
    /// Whether a root is the last living one of the router that drives its window.
    func isDriversLast(_ root: Int) -> Bool {
      let window = roots[root].scene
      let router = roots[root].router
      return windows[window].scene.router === routers[router] && livingRoots(of: router, in: window) == [root]
    }
    func timePassed() {
      // The end of the turn: a router whose last root left has no layers left.
      for router in leftThisTurn where !windows.contains(where: { $0.scene.router === routers[router] }) {
        #expect(routers[router].stack.layerCount == 1, "router \(router)'s layers went with its last root: \(steps)")
      }
      leftThisTurn.removeAll()
    }

    func check(settled: Bool, at step: Int) {
      for index in windows.indices {
        let window = windows[index]
        let driver = window.scene.router
        if driver.map(ObjectIdentifier.init) != window.driver {
          // A router another took the window from before the end of the turn keeps its stack:
          // what it is given now waits for one of its roots.
          leftThisTurn = leftThisTurn.filter { ObjectIdentifier(routers[$0]) != window.driver }
          windows[index].driver = driver.map(ObjectIdentifier.init)
          windows[index].drivenSince = step
        }
        if let d = number(of: driver) { #expect(!drivesElsewhere(d, than: index), "one window per router: \(steps)") }
        #expect(driver?.isSceneInBackground ?? window.isInBackground == window.isInBackground, "\(steps)")
        guard settled else { continue }
        let shown = window.scene.host.window.shownRouteIDs
        guard let driver, let d = number(of: driver) else {
          #expect(shown.isEmpty, "a window without a router shows no layer: \(steps)")
          continue
        }
        // With its last root gone, a router drives the window only until its layers are gone (a
        // command it was given meanwhile shows, and goes when dismissed).
        #expect(
          !livingRoots(of: d, in: index).isEmpty || driver.stack.layerCount > 1,
          "router \(d) drives only with a living root or its layers up: \(steps)")
        #expect(driver.presented == driver.stack, "every command lands: \(steps)")
        #expect(shown == driver.presented.layers.compactMap(\.modal?.id), "\(steps)")
        for id in shown {
          let content = window.scene.content(of: id)
          #expect(content?.isBlank == false && content?.router === driver, "built by its router's root: \(steps)")
        }
        for root in roots where root.isOnScreen && root.scene == index && root.router != d {
          guard root.appeared > windows[index].drivenSince, !root.routerDroveElsewhere else { continue }
          #expect(driver.stack.layerCount > 1, "a refused root takes the window once the layers go: \(steps)")
        }
      }
    }

    for (step, value) in steps.enumerated() {
      let parameter = value / 12
      let w = parameter % 2
      let r = parameter / 2 % 3
      let scene = windows[w].scene
      let living = roots.indices.filter { roots[$0].isAlive && roots[$0].scene == w }
      let chosen = living.isEmpty ? nil : living[parameter / 6 % living.count]
      counter += 1
      switch value % 12 {
      case 0, 1:
        let root = scene.showRoot("root \(counter)", router: routers[r], environment: ["model": "\(counter)"])
        roots.append(
          RootRecord(scene: w, root: root, router: r, appeared: step, routerDroveElsewhere: false))
        appeared(roots.count - 1, at: step)
        rootsGiven[r] += 1
      case 2:
        guard let chosen else { break }
        if roots[chosen].isOnScreen {
          scene.hideRoot(roots[chosen].root)
          roots[chosen].isOnScreen = false
        } else {
          scene.showAgain(roots[chosen].root)
          appeared(chosen, at: step)
        }
      case 3:
        guard let chosen else { break }
        if isDriversLast(chosen) { leftThisTurn.insert(roots[chosen].router) }
        scene.removeRoot(roots[chosen].root)
        roots[chosen].isAlive = false
        roots[chosen].isOnScreen = false
      case 4:
        guard let chosen, roots[chosen].router != r else { break }
        let old = roots[chosen].router
        let wasDriversLast = isDriversLast(chosen)
        scene.setRouter(routers[r], of: roots[chosen].root)
        if wasDriversLast, scene.router !== routers[old] {
          // Switched at once, not at the end of the turn: the old router's layers are gone.
          #expect(routers[old].stack.layerCount == 1, "router \(old)'s layers went with its last root: \(steps)")
        }
        roots[chosen].router = r
        rootsGiven[r] += 1
        appeared(chosen, at: step)
      case 5, 6:
        switch parameter % 4 {
        case 0, 1:
          _ = try? routers[r].present("screen \(counter)", as: presentations[parameter / 6 % presentations.count])
        case 2: routers[r].dismissAll()
        default: try? routers[r].dismiss()
        }
      case 7:
        if !windows[w].isInBackground, !scene.host.window.isTransitioning { scene.host.swipeDown() }
      case 8:
        if windows[w].isInBackground { scene.enterForeground() } else { scene.enterBackground() }
        windows[w].isInBackground.toggle()
      case 9:
        clock.advance(by: .milliseconds(parameter % 500))
        timePassed()
      case 10:
        guard !windows[w].isInBackground else { break }
        // The router lets the window go keeping its stack, even one whose last root just left.
        if let driver = number(of: scene.router) { leftThisTurn.remove(driver) }
        if parameter % 3 == 0 {
          // The scene disconnects (its window releases its controllers) and a new one connects.
          scene.host.closeWindow()
          windows[w] = Window(scene: SimulatedScene<String>(clock: clock), drivenSince: step)
        } else {
          scene.replaceWindowRoot()
        }
        hosts.append(windows[w].scene.host)
        for root in living {
          roots[root].isAlive = false
          roots[root].isOnScreen = false
        }
      default:
        for index in windows.indices where windows[index].isInBackground {
          windows[index].scene.enterForeground()
          windows[index].isInBackground = false
        }
        await windows[0].scene.host.settle()
        timePassed()
        check(settled: true, at: step)
      }
      check(settled: false, at: step)
    }

    for index in routers.indices {
      #expect(refusals.counts[index] <= rootsGiven[index], "each refused root is reported once: \(steps)")
    }
    for host in hosts {
      #expect(host.violations.isEmpty, "\(steps)")
      #expect(host.statistics.droppedCalls == 0, "\(steps)")
    }
  }
}
