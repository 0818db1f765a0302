import ModalStackCore
import Observation

/// A view with a `present(item:)` modifier, as SwiftUI runs it: the binding is owned above the
/// view and outlives it, while the view's own `@State` (the modifier's slot) lives exactly as long
/// as the view's identity.
///
/// ```swift
/// let view = scene.presentItemView("LessonList", router: router, presentation: { _ in .sheet }) { Screen.lesson($0) }
/// view.set(42)          // a tap: the binding holds the item, the view's `onChange` presents it
/// view.recreate()       // `.id(user)` changed: one route for item 42 still, adopted by the new view
/// view.remove()         // the view is gone; the route stays
/// scene.host.swipeDown()
/// view.binding          // nil: written back through the binding, which outlived the view
/// view.writeBackReasons // [.interactive]: the user's swipe, as the write's transaction says
/// ```
///
/// The SwiftUI facts it models: a view's `@State` lives as long as its identity; `.id(_:)` and a
/// structural `if` give a new identity; `onAppear` and `onChange(of:)` run the modifier's
/// synchronization, except while ``updatesWithheld`` (SwiftUI need not update a view off screen).
/// The slot also follows the binding itself: an ``BindingStorage/observableModel`` binding's
/// change is applied on the next turn, a ``BindingStorage/state`` one's when the router next settles.
@MainActor
public final class SimulatedPresentItemView<Destination: Hashable & Sendable, Item: Hashable> {
  /// Where the modifier is written: a view re-created there presents from the same place.
  public let site: String
  /// Where a binding's value is kept, which decides whether Observation sees it change.
  public enum BindingStorage: Sendable {
    /// An `@Observable` model's property (a `@Bindable` binding): Observation sees each change.
    case observableModel
    /// A `@State` or an `ObservableObject`'s property: Observation sees nothing.
    case state
  }

  /// The binding's value, owned above the view.
  public var binding: Item? { storage == .observableModel ? model.item : stateItem }
  /// Where the binding's value is kept.
  public let storage: BindingStorage
  /// Whether SwiftUI withholds updates from the view (its `body`, its `onChange`): it is off screen.
  public var updatesWithheld = false
  private let model = SimulatedModel<Item>()
  private var stateItem: Item?
  /// Whether the view is on screen (not removed).
  public private(set) var isOnScreen = true
  /// Why the binding was written `nil` by each removal the app did not make, in order
  /// (`Transaction.modalChangeReason`).
  public private(set) var writeBackReasons: [RouteChangeReason] = []
  /// How many times the binding was written `nil` by a removal the app did not make.
  public var writeBacks: Int { writeBackReasons.count }
  private weak var router: Router<Destination>?
  private let presentation: (Item) -> Presentation
  private let destination: (Item) -> Destination
  /// The `content:` closure of the latest render, if the modifier was given one.
  private var content: ((Item) -> String)?
  /// The view's `@State`: the modifier's slot, made on first use; a re-created view has none.
  private var slot: PresentationSlot<Destination>?

  init(
    site: String, router: Router<Destination>, binding: Item?, storage: BindingStorage,
    presentation: @escaping (Item) -> Presentation, destination: @escaping (Item) -> Destination,
    content: ((Item) -> String)?
  ) {
    self.site = site
    self.router = router
    self.storage = storage
    stateItem = binding
    model.item = binding
    self.presentation = presentation
    self.destination = destination
    self.content = content
    synchronize()  // onAppear
  }

  /// The route the view's slot shows, if any.
  public var routeID: RouteID? { slot?.routeID }

  /// The app writes the binding (a tap, a model change); a view on screen presents or dismisses
  /// in its `onChange(of:)`, a removed one does nothing, and one whose updates are withheld
  /// leaves it to its slot's own watch of the binding.
  /// - Parameter item: The new value.
  public func set(_ item: Item?) {
    let changed = item != binding
    store(item)
    guard changed, isOnScreen, !updatesWithheld else { return }
    // SwiftUI renders the view with the new item before `onChange(of:)` hands it to the slot.
    registerContent()
    synchronize()
  }

  /// The view gets a new identity (`.id(_:)` changed): its state is made again, empty, and the
  /// new view appears with the binding as it is.
  public func recreate() {
    slot = nil
    isOnScreen = true
    synchronize()  // onAppear
  }

  /// The view leaves the tree (its `if` turned false): its state goes with it; the binding stays.
  public func remove() {
    slot = nil
    isOnScreen = false
  }

  /// The presenting view renders again with another `content:` closure.
  /// - Parameter content: The closure of this render.
  public func render(content: @escaping (Item) -> String) {
    guard isOnScreen, !updatesWithheld else { return }
    self.content = content
    registerContent()
  }

  /// What the layer of a route draws when it is built or rendered: the `content:` view
  /// registered for it, or `nil` when the root's destination builder draws it.
  /// - Parameter id: The route.
  public func contentShown(for id: RouteID) -> String? {
    (router?.presentationSlots.content(for: id) as? SimulatedLocalContent)?.view()
  }

  /// `onAppear` and `onChange(of:)`: applies the binding to the slot, as the adapter does.
  private func synchronize() {
    guard let router else { return }
    let slot = slot ?? makeSlot(router)
    do {
      try slot.update(binding, id: \.self, presentation: presentation, destination: destination)
    } catch {
      store(slot.acceptedItem as? Item)
      return
    }
    registerContent()
  }

  /// Registers the latest `content:` for the slot's route, as the modifier's body does: only once
  /// the slot has taken the item (a render runs before `onChange` hands it a new one).
  private func registerContent() {
    guard let router, let content, let item = binding, let slot, slot.shows(AnyHashable(item)),
      let routeID = slot.routeID
    else { return }
    router.presentationSlots.setContent(SimulatedLocalContent { content(item) }, for: routeID)
  }

  private func makeSlot(_ router: Router<Destination>) -> PresentationSlot<Destination> {
    let slot = PresentationSlot(
      router: router, site: site, read: { [weak self] in self?.binding.map { AnyHashable($0) } },
      onRemoved: { [weak self] reason in self?.writtenBack(reason) })
    slot.follow { [weak self] in self?.synchronize() }
    self.slot = slot
    return slot
  }

  private func store(_ item: Item?) {
    if storage == .observableModel { model.item = item } else { stateItem = item }
  }

  /// The slot (or, once it is gone, the route it left) wrote `nil` to the binding.
  private func writtenBack(_ reason: RouteChangeReason) {
    writeBackReasons.append(reason)
    set(nil)
  }
}

/// The app's `@Observable` model that owns a simulated view's binding.
@MainActor
@Observable
final class SimulatedModel<Item> {
  var item: Item?
}

/// What a simulated `present(item:content:)` registers for its route: the view it draws.
struct SimulatedLocalContent {
  let view: @MainActor () -> String
}

extension SimulatedScene {
  /// A view that presents with `present(item:)` appears, its binding owned above it.
  /// - Parameters:
  ///   - site: Where its modifier is written.
  ///   - router: The router in its environment (the root's, before or after the root found its
  ///     window).
  ///   - binding: The binding's value when the view appears.
  ///   - storage: Where the binding's value is kept: an `@Observable` model by default.
  ///   - presentation: How each item is shown.
  ///   - destination: The route destination of each item.
  ///   - content: The view given with `content:`, or `nil` for the root's destination builder.
  /// - Returns: The view.
  public func presentItemView<Item: Hashable>(
    _ site: String, router: Router<Destination>, binding: Item? = nil,
    storage: SimulatedPresentItemView<Destination, Item>.BindingStorage = .observableModel,
    presentation: @escaping (Item) -> Presentation, destination: @escaping (Item) -> Destination,
    content: ((Item) -> String)? = nil
  ) -> SimulatedPresentItemView<Destination, Item> {
    SimulatedPresentItemView(
      site: site, router: router, binding: binding, storage: storage, presentation: presentation,
      destination: destination, content: content)
  }
}
