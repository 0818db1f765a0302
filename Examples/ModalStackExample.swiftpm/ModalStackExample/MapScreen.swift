#if canImport(UIKit)
  import ModalStack
  import SwiftUI

  extension SheetDetent {
    /// The places sheet's smallest height: its search field only.
    static let peek = SheetDetent.custom("peek", height: 120)
  }

  /// A Maps-like screen: a places sheet rests over a map that stays usable up to its medium detent.
  /// Pins tapped through the undimmed area present their place on top of the sheet, which keeps its
  /// detent; the sheet's detent follows the user's drag and moves when the search field is tapped.
  @MainActor
  struct MapScreen: View {
    @Environment(Router<Screen>.self) private var router
    @State private var placesID: RouteID?
    @State private var detent: SheetDetent = .peek
    @State private var events: EventSubscription?

    var body: some View {
      ZStack {
        LinearGradient(
          colors: [.green.opacity(0.4), .blue.opacity(0.4)], startPoint: .topLeading, endPoint: .bottomTrailing
        )
        .ignoresSafeArea()
        VStack(spacing: 24) {
          Text("Places sheet at \(detent.description)").font(.headline)
          ForEach(["Café", "Museum", "Park"], id: \.self) { place in
            Button("📍 \(place)") {
              router.attempt {
                try router.present(.message(place), as: .sheet(detents: [.medium, .large], grabber: true))
              }
            }
            .buttonStyle(.borderedProminent)
          }
        }
      }
      .navigationTitle("Map")
      .onAppear(perform: showPlaces)
      .onDisappear {
        events = nil
        // The user may have closed everything already: only a sheet still up is dismissed.
        if let placesID, router.stack.contains(placesID) { router.attempt { try router.dismiss(placesID) } }
        placesID = nil
      }
    }

    private func showPlaces() {
      guard placesID == nil else { return }
      let sheet = SheetConfiguration(
        detents: [.peek, .medium, .large], prefersGrabberVisible: true, largestUndimmedDetent: .medium,
        prefersEdgeAttachedInCompactHeight: true, preferredCornerRadius: 20)
      do {
        placesID = try router.present(.places, as: .modal(.sheet(sheet), dismissPolicy: .blocked))
      } catch {
        router.report(error)
      }
      events = router.observe { event in
        if case .detentChanged(let route, let detent, _) = event, route.id == placesID { self.detent = detent }
      }
    }
  }

  /// The places sheet: a search field that opens the sheet fully.
  @MainActor
  struct PlacesSheet: View {
    @Environment(Router<Screen>.self) private var router
    @Environment(\.modalDismiss) private var dismiss
    @State private var query = ""

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        TextField("Search places", text: $query)
          .textFieldStyle(.roundedBorder)
          .onTapGesture {
            if let id = dismiss.routeID { router.attempt { try router.selectDetent(.large, of: id) } }
          }
        Text("Drag the sheet; below the medium detent the map stays usable.").font(.footnote).foregroundStyle(
          .secondary)
        Spacer()
      }
      .padding()
    }
  }
#endif
