#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension View {
    /// Presents a route while `item` is non-nil, choosing push, sheet, cover or popup per item.
    ///
    /// The route joins the router's stack like any other: on top of whatever is showing, with
    /// every style and transition, and inherits the environment where this modifier sits, live, as
    /// SwiftUI's `.sheet` does. The binding follows the rules of ``PresentationSlot`` (a UIKit
    /// coordinator or a view model holds one directly, without SwiftUI): another
    /// item replaces the route in one transition plan (shown in place, in the same sheet or cover,
    /// when it is presented the same way; its view starts with fresh state), the same item again (a re-render, a
    /// rotation) does nothing, and when the user or the router removes the route the binding
    /// becomes `nil` exactly once, in a transaction that says why
    /// (``SwiftUI/Transaction/modalChangeReason``). A view re-created while its binding still holds the item (a
    /// changed `.id(_:)`, an `if` turned false and true) finds the route it presented instead of
    /// presenting a second one, and the binding is written back even when the view that
    /// presented is gone. The modifier never switches between SwiftUI presentation
    /// modifiers, so this view's identity, state and animations are untouched.
    ///
    /// ```swift
    /// enum Detail: Identifiable { case article(Int), player(Int), tip(String) … }
    ///
    /// List(articles) { article in Row(article) }
    ///   .present(item: $detail) { detail in
    ///     switch detail {
    ///     case .article: .push
    ///     case .player: .fullScreenCover
    ///     case .tip: .popup(alignment: .bottom)
    ///     }
    ///   } destination: { detail in Screen.detail(detail) }
    /// ```
    /// - Parameters:
    ///   - item: The item to show, or `nil`.
    ///   - presentation: How each item is shown.
    ///   - destination: The route destination of each item, drawn by the root's destination builder.
    ///   - fileID: Where the modifier is written; leave the default. With the item's identity, it
    ///     is how a view re-created while its route is up finds that route.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    /// - Returns: The view, presenting through the enclosing ``ModalStackRoot``'s router.
    public func present<Item: Identifiable, Destination: Hashable & Sendable>(
      item: Binding<Item?>,
      presentation: @escaping @MainActor (Item) -> Presentation,
      destination: @escaping @MainActor (Item) -> Destination,
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      modifier(
        PresentItemModifier(
          item: item, id: \.id, presentation: presentation, destination: destination, content: nil,
          site: "\(fileID):\(line):\(column)"))
    }

    /// Presents a route while `item` is non-nil, for items identified by a key path, as
    /// `ForEach(_:id:)` does: an `Int`, a `UUID`, a `String` with `\.self`.
    ///
    /// ```swift
    /// @State private var lessonID: Int?
    /// …
    /// .present(item: $lessonID, id: \.self) { _ in .fullScreenCover } destination: { Screen.lesson($0) }
    /// ```
    /// - Parameters:
    ///   - item: The item to show, or `nil`.
    ///   - id: The key path to the item's identity; another identity is another presentation.
    ///   - presentation: How each item is shown.
    ///   - destination: The route destination of each item, drawn by the root's destination builder.
    ///   - fileID: Where the modifier is written; leave the default. With the item's identity, it
    ///     is how a view re-created while its route is up finds that route.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    /// - Returns: The view, presenting through the enclosing ``ModalStackRoot``'s router.
    public func present<Item, ID: Hashable, Destination: Hashable & Sendable>(
      item: Binding<Item?>,
      id: KeyPath<Item, ID>,
      presentation: @escaping @MainActor (Item) -> Presentation,
      destination: @escaping @MainActor (Item) -> Destination,
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      modifier(
        PresentItemModifier(
          item: item, id: id, presentation: presentation, destination: destination, content: nil,
          site: "\(fileID):\(line):\(column)"))
    }

    /// Presents a route while `item` is non-nil, with content given here instead of by the root's
    /// destination builder.
    ///
    /// ```swift
    /// .present(item: $editing) { _ in .sheet(detents: [.medium, .large]) } destination: { Screen.editor($0.id) } content: { note in
    ///   NoteEditor(note: note)
    /// }
    /// ```
    /// - Parameters:
    ///   - item: The item to show, or `nil`.
    ///   - presentation: How each item is shown.
    ///   - destination: The route destination of each item (its identity on the stack, for events and restoration).
    ///   - content: The view shown for each item; the layer follows this view's latest render.
    ///   - fileID: Where the modifier is written; leave the default. With the item's identity, it
    ///     is how a view re-created while its route is up finds that route.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    /// - Returns: The view, presenting through the enclosing ``ModalStackRoot``'s router.
    public func present<Item: Identifiable, Destination: Hashable & Sendable, Content: View>(
      item: Binding<Item?>,
      presentation: @escaping @MainActor (Item) -> Presentation,
      destination: @escaping @MainActor (Item) -> Destination,
      @ViewBuilder content: @escaping (Item) -> Content,
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      modifier(
        PresentItemModifier(
          item: item, id: \.id, presentation: presentation, destination: destination, content: { AnyView(content($0)) },
          site: "\(fileID):\(line):\(column)"))
    }

    /// Presents a route while `isPresented` is true.
    ///
    /// ```swift
    /// .present(isPresented: $showsSettings, presentation: .sheet, destination: Screen.settings)
    /// ```
    /// - Parameters:
    ///   - isPresented: Whether the route is shown; set to `false` when the user or the router removes it.
    ///   - presentation: How it is shown.
    ///   - destination: Its destination.
    ///   - fileID: Where the modifier is written; leave the default. With the item's identity, it
    ///     is how a view re-created while its route is up finds that route.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    /// - Returns: The view, presenting through the enclosing ``ModalStackRoot``'s router.
    public func present<Destination: Hashable & Sendable>(
      isPresented: Binding<Bool>, presentation: Presentation = .sheet, destination: Destination,
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      present(
        item: isPresented.presence, id: \.self, presentation: { _ in presentation }, destination: { _ in destination },
        fileID: fileID, line: line, column: column)
    }

    /// Presents a route while `isPresented` is true, with its content given here, as
    /// `.sheet(isPresented:content:)` does; the destination is the route's identity on the stack
    /// (for events and restoration).
    ///
    /// ```swift
    /// .present(isPresented: $showsProfile, presentation: .sheet, destination: Screen.profile(id)) {
    ///   ProfileView(id: id)
    /// }
    /// ```
    /// - Parameters:
    ///   - isPresented: Whether the route is shown; set to `false` when the user or the router removes it.
    ///   - presentation: How it is shown; a sheet by default.
    ///   - destination: Its destination.
    ///   - content: The view shown; the layer follows this view's latest render.
    ///   - fileID: Where the modifier is written; leave the default. With the item's identity, it
    ///     is how a view re-created while its route is up finds that route.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    /// - Returns: The view, presenting through the enclosing ``ModalStackRoot``'s router.
    public func present<Destination: Hashable & Sendable, Content: View>(
      isPresented: Binding<Bool>, presentation: Presentation = .sheet, destination: Destination,
      @ViewBuilder content: @escaping () -> Content,
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      present(
        item: isPresented.presence, id: \.self, presentation: { _ in presentation }, destination: { _ in destination },
        content: { _ in content() }, fileID: fileID, line: line, column: column)
    }

    /// Presents a route while `item` is non-nil, for items identified by a key path, with content
    /// given here.
    ///
    /// ```swift
    /// .present(item: $openedLesson, id: \.self) { _ in .fullScreenCover } destination: { Screen.lesson($0) } content: { id in
    ///   LessonView(id: id)
    /// }
    /// ```
    /// - Parameters:
    ///   - item: The item to show, or `nil`.
    ///   - id: The key path to the item's identity.
    ///   - presentation: How each item is shown.
    ///   - destination: The route destination of each item.
    ///   - content: The view shown for each item; the layer follows this view's latest render.
    ///   - fileID: Where the modifier is written; leave the default. With the item's identity, it
    ///     is how a view re-created while its route is up finds that route.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    /// - Returns: The view, presenting through the enclosing ``ModalStackRoot``'s router.
    public func present<Item, ID: Hashable, Destination: Hashable & Sendable, Content: View>(
      item: Binding<Item?>,
      id: KeyPath<Item, ID>,
      presentation: @escaping @MainActor (Item) -> Presentation,
      destination: @escaping @MainActor (Item) -> Destination,
      @ViewBuilder content: @escaping (Item) -> Content,
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      modifier(
        PresentItemModifier(
          item: item, id: id, presentation: presentation, destination: destination, content: { AnyView(content($0)) },
          site: "\(fileID):\(line):\(column)"))
    }
  }

  extension Binding where Value == Bool {
    /// `true` as an item (always the same one), `false` as `nil`; a write keeps its transaction,
    /// so the reason of a write-back reaches this binding.
    var presence: Binding<Bool?> {
      Binding<Bool?>(
        get: { wrappedValue ? true : nil },
        set: { item, transaction in self.transaction(transaction).wrappedValue = item != nil })
    }
  }

  // Not isolated as a whole, so that the nonisolated `present` functions (as SwiftUI's own modifiers
  // are, and a wrapper of the app's in an `extension View` is, in the iOS 17 SDK) can make it; what
  // it does runs on the main actor.
  /// Forwards binding changes to a ``PresentationSlot`` and writes `nil` back when the slot says so,
  /// in a transaction carrying the slot's reason (`Transaction.modalChangeReason`).
  /// The slot lives in this view's `@State`, so a re-created view makes another; the router keeps
  /// the route, its write-back and its content (`PresentationSlots`), so the new slot adopts them.
  ///
  /// SwiftUI may withhold `onChange` from a view off screen (under a push or a cover), so the
  /// slot also follows the binding itself (`PresentationSlot.follow`, the core's `BindingWatch`):
  /// a change of an `@Observable` model is applied on the next turn, any other at the latest when
  /// the router next settles, whether or not this view is updated.
  struct PresentItemModifier<Item, ID: Hashable, Destination: Hashable & Sendable>: ViewModifier {
    @Binding var item: Item?
    /// The item's identity: another identity is another presentation.
    let id: KeyPath<Item, ID>
    let presentation: @MainActor (Item) -> Presentation
    let destination: @MainActor (Item) -> Destination
    /// A plain closure, as SwiftUI's `.sheet` takes: built and called on the main actor only.
    let content: ((Item) -> AnyView)?
    /// Where the modifier is written: with the item's identity, how a re-created view finds its route.
    let site: String
    @Environment(Router<Destination>.self) private var router: Router<Destination>?
    @Environment(\.localRoutes) private var localRoutes
    /// The environment here: the presented layer inherits it, as with SwiftUI's `.sheet`.
    @State private var environment = CarriedEnvironment()
    @State private var slot: PresentationSlot<Destination>?
    /// The binding of the latest render, which the slot reads and writes back to: a model the app
    /// replaced meanwhile (a sign-out) gets the write-back, not the one of the first render.
    @State private var latest = LatestBinding<Item>()

    @MainActor
    func body(content view: Content) -> some View {
      let environment = environment
      latest.binding = $item
      latest.synchronize = { synchronize() }
      renderContent()
      return
        view
        .background { EnvironmentCapture { environment.capture($0) }.frame(width: 0, height: 0) }
        .onAppear(perform: synchronize)
        .onChange(of: item.map { $0[keyPath: id] }) { synchronize() }
        .onChange(of: router.map(ObjectIdentifier.init)) { synchronize() }
    }

    /// Gives the route's layer this render's `content:` closure, so the layer follows the
    /// presenting view's latest render (as SwiftUI's `.sheet(item:content:)` does); the layer's
    /// view observes it.
    @MainActor
    private func renderContent() {
      // The render runs before `onChange` hands a new item to the slot: until then the slot's route
      // is the old item's, which keeps its own content through its exit.
      guard let content, let item, let slot, slot.shows(AnyHashable(item[keyPath: id])), let routeID = slot.routeID,
        let local = router?.presentationSlots.content(for: routeID) as? LocalContent
      else { return }
      local.view = { content(item) }
    }

    @MainActor
    private func synchronize() {
      guard let router else {
        // No `Router<Destination>` in the environment: the destination type differs from the
        // root's, or the view is outside a ModalStackRoot. An event and a fault, in every build;
        // the binding goes back to nil, so it never says "shown" while nothing is.
        guard item != nil else { return }
        LocalRoutes.refuse(
          .destinationTypeMismatch(
            "\(Destination.self)", router: localRoutes?.routerType ?? "none: no ModalStackRoot above"),
          with: localRoutes)
        $item.write(nil, reason: .hostRefused)
        return
      }
      // A root given another router (`ModalStackRoot(router:)` with a new one): the slot follows it.
      let slot = slot.flatMap { $0.presents(on: router) ? $0 : nil } ?? makeSlot(router)
      do {
        try slot.update(item, id: id, presentation: presentation, destination: destination)
      } catch {
        // Refused (also a `commandFailed` event): the binding goes back to what the slot shows, so
        // it never says "shown" while nothing is, and the next toggle is not dead.
        runtimeWarning("present(item:) could not present \(String(describing: item)): \(error)")
        $item.write(slot.acceptedItem as? Item, reason: .hostRefused)
        return
      }
      guard let item, let routeID = slot.routeID else { return }
      // Registered with the router, by route id, whatever the frame: the layer finds it when it is
      // built. A route adopted from a view that was re-created follows this view from now on.
      var view: (@MainActor () -> AnyView)?
      if let content { view = { content(item) } }
      let slots = router.presentationSlots
      if let local = slots.content(for: routeID) as? LocalContent {
        if local.environment !== environment { local.environment = environment }
        local.view = view
      } else {
        slots.setContent(LocalContent(environment: environment, view: view), for: routeID)
      }
    }

    @MainActor
    private func makeSlot(_ router: Router<Destination>) -> PresentationSlot<Destination> {
      let latest = latest
      let id = id
      let slot = PresentationSlot(
        router: router, site: site,
        read: { latest.binding?.wrappedValue.map { AnyHashable($0[keyPath: id]) } },
        onRemoved: { reason in latest.binding?.write(nil, reason: reason) })
      // The latest render's synchronization: its binding, closures and environment.
      slot.follow { latest.synchronize?() }
      self.slot = slot
      return slot
    }
  }

  /// A render's binding and synchronization, kept for the closures made at the first one.
  final class LatestBinding<Item> {
    var binding: Binding<Item?>?
    /// Applies the binding to the slot, with the latest render's closures and environment.
    var synchronize: (@MainActor () -> Void)?
  }
#endif
