import Observation
import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// A binding follows its value without any view being updated: the case of a view under a push
/// or a cover, from which SwiftUI withholds `onChange`.
@MainActor
@Suite struct BindingWatchTests {
  /// The app's `@Observable` model.
  @MainActor @Observable final class Model {
    var routes: [Route<Screen>] = []
    var lesson: Int?
  }

  /// A value Observation cannot see (a `@State`, an `ObservableObject`'s property).
  @MainActor final class PlainValue {
    var lesson: Int?
  }

  let harness = Harness()

  @Test func anObservedStackIsPlannedOnTheNextTurnWithNoUpdateCall() async {
    let model = Model()
    let binding = StackBinding(router: harness.router) {
      model.routes
    } write: { routes, _ in
      model.routes = routes
    }
    binding.follow { binding.update(model.routes) }
    model.routes = [Route(Screen.settings, presentation: .sheet)]
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(settings)")
    // Tracked again after each change: a second change is followed as well.
    model.routes = []
    await harness.host.settle()
    #expect(harness.router.presented.description == "root")
  }

  @Test func anObservedItemIsPresentedAndClearedWithNoUpdateCall() async throws {
    let model = Model()
    let slot = PresentationSlot(
      router: harness.router, site: "list", read: { model.lesson.map(AnyHashable.init) },
      onRemoved: { _ in model.lesson = nil })
    slot.follow {
      _ = try? slot.update(model.lesson, id: \.self, presentation: { _ in .sheet }, destination: Screen.learn)
    }
    model.lesson = 7
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(learn 7)")
    model.lesson = nil
    await harness.host.settle()
    #expect(harness.router.presented.description == "root")
  }

  @Test func anUnobservedItemIsPresentedWhenTheRouterNextSettles() async throws {
    let value = PlainValue()
    let slot = PresentationSlot(
      router: harness.router, site: "list", read: { value.lesson.map(AnyHashable.init) },
      onRemoved: { _ in value.lesson = nil })
    slot.follow {
      _ = try? slot.update(value.lesson, id: \.self, presentation: { _ in .sheet }, destination: Screen.learn)
    }
    try harness.router.present(.settings, as: .fullScreenCover)
    await harness.host.settle(within: .milliseconds(10))  // the cover is in flight
    value.lesson = 7
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ fullScreenCover(settings) ▸ sheet(learn 7)")
  }

  @Test func aSlotMadeWithoutReadFollowsNothing() async throws {
    let model = Model()
    let slot = PresentationSlot(router: harness.router) { _ in model.lesson = nil }
    slot.follow {
      _ = try? slot.update(model.lesson, id: \.self, presentation: { _ in .sheet }, destination: Screen.learn)
    }
    model.lesson = 7
    await harness.host.settle()
    #expect(harness.router.presented.description == "root")
  }

  @Test func theWatchEndsWithItsSlot() async throws {
    let model = Model()
    var slot: PresentationSlot<Screen>? = PresentationSlot(
      router: harness.router, site: "list", read: { model.lesson.map(AnyHashable.init) },
      onRemoved: { _ in model.lesson = nil })
    let applied = Counter()
    slot?.follow { applied.count += 1 }
    model.lesson = 7
    await harness.host.settle()
    #expect(applied.count == 1)
    slot = nil
    model.lesson = 8
    await harness.host.settle()
    #expect(applied.count == 1)
  }
}
