#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension View {
    /// Presents a route while `item` is non-nil, choosing push, sheet, cover or popup per item.
    ///
    /// The route joins the router's stack like any other and inherits the environment where this
    /// modifier sits, live, as SwiftUI's `.sheet` does. The binding follows the rules of
    /// ``PresentationSlot``: another item replaces the route in one plan, the same item again does
    /// nothing, and when the route is removed the binding becomes `nil` once, in a transaction that
    /// says why (``SwiftUI/Transaction/modalChangeReason``).
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
    ///   - fileID: Where the modifier is written; leave the default (a re-created view finds its route by it).
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
    /// - Parameters:
    ///   - item: The item to show, or `nil`.
    ///   - id: The key path to the item's identity; another identity is another presentation.
    ///   - presentation: How each item is shown.
    ///   - destination: The route destination of each item, drawn by the root's destination builder.
    ///   - fileID: Where the modifier is written; leave the default.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
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
    /// - Parameters:
    ///   - item: The item to show, or `nil`.
    ///   - presentation: How each item is shown.
    ///   - destination: The route destination of each item (its identity on the stack, for events and restoration).
    ///   - content: The view shown for each item; the layer follows this view's latest render.
    ///   - fileID: Where the modifier is written; leave the default.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
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
    /// - Parameters:
    ///   - isPresented: Whether the route is shown; set to `false` when the user or the router removes it.
    ///   - presentation: How it is shown.
    ///   - destination: Its destination.
    ///   - fileID: Where the modifier is written; leave the default.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
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
    /// - Parameters:
    ///   - isPresented: Whether the route is shown; set to `false` when the user or the router removes it.
    ///   - presentation: How it is shown; a sheet by default.
    ///   - destination: Its destination.
    ///   - content: The view shown; the layer follows this view's latest render.
    ///   - fileID: Where the modifier is written; leave the default.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
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
    /// - Parameters:
    ///   - item: The item to show, or `nil`.
    ///   - id: The key path to the item's identity.
    ///   - presentation: How each item is shown.
    ///   - destination: The route destination of each item.
    ///   - content: The view shown for each item; the layer follows this view's latest render.
    ///   - fileID: Where the modifier is written; leave the default.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
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
    /// `true` as an item, `false` as `nil`; a write keeps its transaction (and so its reason).
    var presence: Binding<Bool?> {
      Binding<Bool?>(
        get: { wrappedValue ? true : nil },
        set: { item, transaction in self.transaction(transaction).wrappedValue = item != nil })
    }
  }

  // Not isolated as a whole, so the nonisolated `present` functions (as SwiftUI's own modifiers are
  // in the iOS 17 SDK) can make it; what it does runs on the main actor.
  /// Forwards binding changes to a ``PresentationSlot`` and writes `nil` back when the slot says so.
  /// SwiftUI may withhold `onChange` from a view off screen (under a push or a cover), so the slot
  /// also follows the binding itself (`PresentationSlot.follow`).
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
    /// The latest render's binding: a model the app replaced meanwhile gets the write-back.
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

    /// Gives the route's layer this render's `content:`, as SwiftUI's `.sheet(item:content:)` follows
    /// the presenting view's latest render.
    @MainActor
    private func renderContent() {
      // The render runs before `onChange` hands a new item to the slot: the old route keeps its content.
      guard let content, let item, let slot, slot.shows(AnyHashable(item[keyPath: id])), let routeID = slot.routeID,
        let local = router?.presentationSlots.content(for: routeID) as? LocalContent
      else { return }
      local.view = { content(item) }
    }

    @MainActor
    private func synchronize() {
      guard let router else {
        // No `Router<Destination>` here (another destination type, or no root): an event and a fault;
        // the binding goes back to nil, so it never says "shown" while nothing is.
        guard item != nil else { return }
        LocalRoutes.refuse(
          .destinationTypeMismatch(
            "\(Destination.self)", router: localRoutes?.routerType ?? "none: no ModalStackRoot above"),
          with: localRoutes)
        $item.write(nil, reason: .hostRefused)
        return
      }
      let slot = slot.flatMap { $0.presents(on: router) ? $0 : nil } ?? makeSlot(router)
      do {
        try slot.update(item, id: id, presentation: presentation, destination: destination)
      } catch {
        // Refused: the binding goes back to what the slot shows, so the next toggle is not dead.
        runtimeWarning("present(item:) could not present \(String(describing: item)): \(error)")
        $item.write(slot.acceptedItem as? Item, reason: .hostRefused)
        return
      }
      guard let item, let routeID = slot.routeID else { return }
      // Registered by route id: the layer finds it when it is built.
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
      slot.follow { latest.synchronize?() }
      self.slot = slot
      return slot
    }
  }

  /// A render's binding and synchronization, kept for the closures made at the first one.
  final class LatestBinding<Item> {
    var binding: Binding<Item?>?
    var synchronize: (@MainActor () -> Void)?
  }
#endif
