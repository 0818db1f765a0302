#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  /// Presents a routed alert through the root's router, or reports why it cannot.
  struct RoutedAlertModifier: ViewModifier {
    @Binding var isPresented: Bool
    /// The alert the view declares, `nil` when its `presenting:` data is `nil`; it throws for an
    /// alert a model keeps with a button whose action is not of the modifier's action type. A plain
    /// closure, as SwiftUI's `.alert` takes its builders: made and called on the main actor only.
    let alert: () throws -> RoutedAlert?
    let site: String
    /// For a confirmation dialog: the anchor this view registers, so that on an iPad the dialog
    /// points at it, as SwiftUI's does.
    var anchor: PopoverAnchor?
    @Environment(\.localRoutes) private var localRoutes

    @MainActor
    func body(content: Content) -> some View {
      let view = anchor.map { AnyView(content.popoverAnchor($0.id)) } ?? AnyView(content)
      if let presenter = localRoutes?.presenter {
        presenter.presentAlert(view, isPresented: $isPresented, alert: alert, site: site)
      } else {
        AnyView(view.onChange(of: isPresented, initial: true) { refuse() })
      }
    }

    @MainActor
    private func refuse() {
      guard isPresented else { return }
      LocalRoutes.refuse(
        .noLocalRoutes(router: localRoutes?.routerType ?? "none: no ModalStackRoot above"), with: localRoutes)
      $isPresented.write(false, reason: .hostRefused)
    }
  }

  extension LocalRoutePresenter {
    @MainActor
    func presentAlert(
      _ view: AnyView, isPresented: Binding<Bool>, alert: @escaping () throws -> RoutedAlert?, site: String
    ) -> AnyView {
      AnyView(view.modifier(AlertSlotModifier<Destination>(isPresented: isPresented, alert: alert, site: site)))
    }
  }

  /// Hands the binding to the core's ``AlertSlot`` on appearance and on each change, and each
  /// render's actions to the alert that is up; the slot writes `false` back when it leaves, with
  /// its reason (``RouteChangeReason/answered`` for a button) in the write's transaction.
  /// SwiftUI may withhold `onChange` from a view off screen (the root under a full-screen cover,
  /// where the app-wide alert usually sits), so the slot also follows the binding itself
  /// (`AlertSlot.follow`, the core's `BindingWatch`).
  private struct AlertSlotModifier<Destination: LocalRouteDestination>: ViewModifier {
    @Binding var isPresented: Bool
    let alert: () throws -> RoutedAlert?
    let site: String
    @Environment(Router<Destination>.self) private var router: Router<Destination>?
    @State private var slot: AlertSlot<Destination>?
    /// The binding of the latest render, which the slot reads and writes back to.
    @State private var latest = LatestBinding<Bool>()

    @MainActor
    func body(content view: Content) -> some View {
      latest.binding = $isPresented.presence
      latest.synchronize = { synchronize() }
      if isPresented { slot?.render(try? alert()) }
      return
        view
        .onAppear(perform: synchronize)
        // The `presenting:` data arriving or going counts as the binding does.
        .onChange(of: isPresented && (try? alert()) != nil) { synchronize() }
        .onChange(of: router.map(ObjectIdentifier.init)) { synchronize() }
    }

    @MainActor
    private func synchronize() {
      guard let router else { return }
      let slot = slot.flatMap { $0.presents(on: router) ? $0 : nil } ?? makeSlot(router)
      do {
        try slot.update(isPresented ? alert() : nil)
      } catch {
        runtimeWarning("modalStackAlert could not present its alert: \(error)")
        $isPresented.write(false, reason: .hostRefused)
      }
    }

    @MainActor
    private func makeSlot(_ router: Router<Destination>) -> AlertSlot<Destination> {
      let latest = latest
      let slot = AlertSlot(
        router: router, site: site, isPresented: { latest.binding?.wrappedValue != nil },
        onRemoved: { reason in latest.binding?.write(nil, reason: reason) })
      // The latest render's synchronization: its binding and its alert.
      slot.follow { latest.synchronize?() }
      self.slot = slot
      return slot
    }
  }
#endif
