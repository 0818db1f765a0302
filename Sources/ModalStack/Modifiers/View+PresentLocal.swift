#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension View {
    /// Presents `content` while `item` is non-nil, as SwiftUI's `.sheet(item:content:)` does, with
    /// no destination to name: a view-local route (``LocalRoute``) on the root router's stack, on
    /// top of whatever is showing, in any presentation.
    ///
    /// ```swift
    /// List(articles) { article in Button(article.title) { selected = article } }
    ///   .present(item: $selected) { article in ArticleView(article) }
    /// ```
    /// The binding follows the rules of `present(item:presentation:destination:)`. A local route
    /// is not saved with the stack and no deep link opens it (``LocalRouteError``). The root's
    /// router must be a `Router<LocalRoute>` or of a type conforming to ``LocalRouteDestination``;
    /// otherwise the binding goes back to `nil` with ``RouteStackError/noLocalRoutes(router:)``.
    /// - Parameters:
    ///   - item: The item to show, or `nil`.
    ///   - presentation: How it is shown; a sheet by default.
    ///   - content: The view shown for the item; the layer follows this view's latest render.
    ///   - fileID: Where the modifier is written; leave the default.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    /// - Returns: The view, presenting through the enclosing ``ModalStackRoot``'s router.
    public func present<Item: Identifiable, Content: View>(
      item: Binding<Item?>, presentation: Presentation = .sheet, @ViewBuilder content: @escaping (Item) -> Content,
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      modifier(
        LocalPresentModifier(
          item: item, id: \.id, presentation: presentation, content: { AnyView(content($0)) },
          site: "\(fileID):\(line):\(column)"))
    }

    /// Presents `content` while `item` is non-nil, for items identified by a key path (an `Int`,
    /// a `UUID`, a `String` with `\.self`), with no destination to name (a ``LocalRoute``).
    ///
    /// - Parameters:
    ///   - item: The item to show, or `nil`.
    ///   - id: The key path to the item's identity; another identity is another presentation.
    ///   - presentation: How it is shown; a sheet by default.
    ///   - content: The view shown for the item.
    ///   - fileID: Where the modifier is written; leave the default.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    public func present<Item, ID: Hashable, Content: View>(
      item: Binding<Item?>, id: KeyPath<Item, ID>, presentation: Presentation = .sheet,
      @ViewBuilder content: @escaping (Item) -> Content,
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      modifier(
        LocalPresentModifier(
          item: item, id: id, presentation: presentation, content: { AnyView(content($0)) },
          site: "\(fileID):\(line):\(column)"))
    }

    /// Not available: an item that is not `Identifiable` needs the key path to its identity, as
    /// `ForEach(_:id:)` does.
    @available(
      *, unavailable,
      message:
        "the item is not Identifiable: name its identity, as ForEach does: .present(item: $item, id: \\.self) { … }"
    )
    public func present<Item, Content: View>(
      item: Binding<Item?>, presentation: Presentation = .sheet, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      self
    }

    /// Presents `content` while `isPresented` is true, as SwiftUI's `.sheet(isPresented:content:)`
    /// does, with no destination to name (a ``LocalRoute``).
    ///
    /// The route belongs to the place in the code (and the `id`), not to one instance of the view:
    /// a view made again while `isPresented` holds finds its route.
    /// - Parameters:
    ///   - isPresented: Whether it is shown; set to `false` when the user or the router removes it.
    ///   - id: What tells apart views written at this one place (a row's id); `nil` by default.
    ///   - presentation: How it is shown; a sheet by default.
    ///   - content: The view shown.
    ///   - fileID: Where the modifier is written; leave the default.
    ///   - line: The line of the modifier; leave the default.
    ///   - column: The column of the modifier; leave the default.
    public func present<Content: View>(
      isPresented: Binding<Bool>, id: (any Hashable & Sendable)? = nil, presentation: Presentation = .sheet,
      @ViewBuilder content: @escaping () -> Content,
      fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
      let site = "\(fileID):\(line):\(column)"
      return modifier(
        LocalPresentModifier(
          item: isPresented.presence, id: \.self, presentation: presentation, content: { _ in AnyView(content()) },
          site: LocalRoute.site(site, id: id.map { "\($0)" })))
    }
  }

  /// What the enclosing root offers views that present without its destination type. Equal for
  /// one router, so it changes for SwiftUI only when the router does.
  struct LocalRoutes: Sendable, Equatable {
    /// Presents local routes, when the root's destination type can hold them.
    let presenter: (any LocalRoutePresenting)?
    /// Reports a refused presentation on the root's router (``RouterEvent/commandFailed(_:)``).
    let refuse: @MainActor @Sendable (RouteStackError) -> Void
    let routerType: String
    let routerID: ObjectIdentifier

    static func == (lhs: LocalRoutes, rhs: LocalRoutes) -> Bool { lhs.routerID == rhs.routerID }

    @MainActor
    init<Destination: Hashable & Sendable>(router: Router<Destination>) {
      presenter = (Destination.self as? any LocalRouteDestination.Type).flatMap { Self.presenter(for: $0, router) }
      refuse = { [weak router] error in router?.emit(.commandFailed(error)) }
      routerType = "\(Destination.self)"
      routerID = ObjectIdentifier(router)
    }

    private static func presenter<Local: LocalRouteDestination>(for _: Local.Type, _ router: AnyObject)
      -> (any LocalRoutePresenting)?
    {
      router is Router<Local> ? LocalRoutePresenter<Local>() : nil
    }

    /// A presentation no router above can make: an event on the root's router and a fault logged.
    @MainActor
    static func refuse(_ error: RouteStackError, with routes: LocalRoutes?) {
      routes?.refuse(error)
      loggedFault("\(error)")
    }
  }

  /// Applies a `present(item:)` of local routes for one destination type.
  protocol LocalRoutePresenting: Sendable {
    @MainActor
    func present<Item, ID: Hashable>(
      _ view: AnyView, item: Binding<Item?>, id: KeyPath<Item, ID>, presentation: Presentation,
      content: @escaping (Item) -> AnyView, site: String
    ) -> AnyView

    /// Applies a `modalStackAlert` or `modalStackConfirmationDialog` for one destination type.
    @MainActor
    func presentAlert(
      _ view: AnyView, isPresented: Binding<Bool>, alert: @escaping () throws -> RoutedAlert?, site: String
    ) -> AnyView
  }

  struct LocalRoutePresenter<Destination: LocalRouteDestination>: LocalRoutePresenting {

    @MainActor
    func present<Item, ID: Hashable>(
      _ view: AnyView, item: Binding<Item?>, id: KeyPath<Item, ID>, presentation: Presentation,
      content: @escaping (Item) -> AnyView, site: String
    ) -> AnyView {
      AnyView(
        view.modifier(
          PresentItemModifier(
            item: item, id: id, presentation: { _ in presentation },
            destination: { Destination(local: LocalRoute(site: site, item: "\($0[keyPath: id])")) }, content: content,
            site: site)))
    }
  }

  private struct LocalRoutesKey: EnvironmentKey {
    static let defaultValue: LocalRoutes? = nil
  }

  extension EnvironmentValues {
    var localRoutes: LocalRoutes? {
      get { self[LocalRoutesKey.self] }
      set { self[LocalRoutesKey.self] = newValue }
    }
  }

  /// Presents local routes through the root's router, or reports why it cannot.
  private struct LocalPresentModifier<Item, ID: Hashable>: ViewModifier {
    @Binding var item: Item?
    let id: KeyPath<Item, ID>
    let presentation: Presentation
    let content: (Item) -> AnyView
    let site: String
    @Environment(\.localRoutes) private var localRoutes

    @MainActor
    func body(content view: Content) -> some View {
      if let presenter = localRoutes?.presenter {
        presenter.present(
          AnyView(view), item: $item, id: id, presentation: presentation, content: content, site: site)
      } else {
        AnyView(view.onChange(of: item.map { $0[keyPath: id] }, initial: true) { refuse() })
      }
    }

    @MainActor
    private func refuse() {
      guard item != nil else { return }
      LocalRoutes.refuse(
        .noLocalRoutes(router: localRoutes?.routerType ?? "none: no ModalStackRoot above"), with: localRoutes)
      $item.write(nil, reason: .hostRefused)
    }
  }
#endif
