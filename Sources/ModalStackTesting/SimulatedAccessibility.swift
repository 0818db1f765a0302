import ModalStackCore

/// VoiceOver and the keyboard in a simulated window, following the core's decisions for each
/// layer (`LayerAccessibility`): where VoiceOver focus is and what it was told, which layers it
/// reads, and which text field has the keyboard. It looks at the window after every step and
/// whenever a test asks, so a layer that came and went between two looks is not seen.
@MainActor
final class SimulatedAccessibility {
  /// A layer on screen, as VoiceOver meets it.
  @MainActor
  struct Layer {
    let controller: SimulatedController
    let decisions: LayerAccessibility?
    var routeID: RouteID? { controller.routeID }
    var isOverlay: Bool { controller.overlaid != nil }
  }

  /// The decisions for a route on screen: given by the router the host is attached to.
  var decisions: (RouteID) -> LayerAccessibility? = { _ in nil }
  /// What VoiceOver was told, oldest first.
  private(set) var spoken: [String] = []
  /// VoiceOver focus per layer that took it, bottom first: the element focused in it.
  private var focus: [(routeID: RouteID?, element: String)] = [(nil, "root")]
  /// The text field that had the keyboard in each layer, if any.
  private var fields: [RouteID?: String] = [:]
  /// The layers seen at the last look, with their decisions.
  private var known: [(routeID: RouteID?, decisions: LayerAccessibility?, name: String)] = [(nil, nil, "root")]
  /// Each layer's view events, as the core decides what VoiceOver hears of them.
  private var timelines: [RouteID: LayerAccessibilityTimeline] = [:]
  /// The layers whose view was in the window at the last look.
  private var visible: Set<RouteID> = []

  /// The layers on screen, bottom first: each controller of the chain and its overlays.
  func layers(in window: SimulatedWindow) -> [Layer] {
    window.chain.filter { $0.foreignKind == nil }.flatMap { [$0] + $0.overlays }.map { controller in
      Layer(controller: controller, decisions: controller.routeID.flatMap(decisions))
    }
  }

  /// Whether a test has asked: until then the window is not looked at after each step, so
  /// tests that never ask (thousands of layers) pay nothing.
  private(set) var isTracking = false

  /// Looks at the window: layers that came are announced, layers that went give focus and the
  /// keyboard back as their decisions say. Linear in the number of layers.
  /// - Parameter asked: Whether a test asks now (from then on every step is looked at).
  func update(_ window: SimulatedWindow, asked: Bool = false) {
    if asked { isTracking = true }
    guard isTracking else { return }
    let now = layers(in: window)
    let ids = Set(now.map(\.routeID))
    for gone in known.reversed() where !ids.contains(gone.routeID) { left(gone.routeID, decisions: gone.decisions) }
    let knownIDs = Set(known.map(\.routeID))
    // A layer's view leaves the window under a full-screen cover and comes back when it goes
    // (SwiftUI's `onDisappear` and `onAppear`): the core's timeline says what VoiceOver hears.
    for layer in now where knownIDs.contains(layer.routeID) { viewMoved(layer) }
    for layer in now where !knownIDs.contains(layer.routeID) { arrived(layer) }
    known = now.map { ($0.routeID, $0.decisions, $0.controller.name) }
  }

  /// Whether a layer's view is in the window: an overlay's with the view it lies over.
  private func isVisible(_ layer: Layer) -> Bool {
    (layer.controller.overlaid ?? layer.controller).isViewInWindow
  }

  private func viewMoved(_ layer: Layer) {
    guard let id = layer.routeID, let decisions = layer.decisions else { return }
    let isVisible = isVisible(layer)
    guard isVisible != visible.contains(id) else { return }
    let action =
      isVisible
      ? timelines[id, default: LayerAccessibilityTimeline()].contentShown(decisions)
      : timelines[id, default: LayerAccessibilityTimeline()].viewLeft(decisions, routeLeft: false)
    if isVisible { visible.insert(id) } else { visible.remove(id) }
    switch action {
    case .arrive?: spoken.append("again: \(layer.controller.name) arrives")
    case .returnToOpener?: spoken.append("screenChanged: focus leaves \(layer.controller.name) for what opened it")
    case nil: break
    }
  }

  private func arrived(_ layer: Layer) {
    guard let decisions = layer.decisions, let id = layer.routeID else { return }
    if isVisible(layer) { visible.insert(id) }
    guard case .arrive? = timelines[id, default: LayerAccessibilityTimeline()].contentShown(decisions) else { return }
    switch decisions.arrival {
    case .system, .moveFocusInto:
      // Focus lands on the first element in the popup's reading order.
      let element =
        decisions.readingOrder.first == .dismissButton
        ? "\(layer.controller.name)'s Dismiss button" : layer.controller.name
      focus.append((layer.routeID, element))
      spoken.append("screenChanged: focus moves into \(layer.controller.name)")
    case .announce(let text): spoken.append("announcement: \(text)")
    case .readContent: spoken.append("layoutChanged: \(layer.controller.name) is read")
    }
    // A layer that does not give the keyboard back takes it for good (UIKit ends editing below).
    if !layer.isOverlay, !decisions.returnsFocusToOpener { fields.removeAll() }
  }

  private func left(_ routeID: RouteID?, decisions: LayerAccessibility?) {
    fields[routeID] = nil
    if let routeID, let decisions {
      visible.remove(routeID)
      _ = timelines[routeID, default: LayerAccessibilityTimeline()].viewLeft(decisions, routeLeft: true)
      timelines[routeID] = nil
    }
    let hadFocus = focus.contains { $0.routeID == routeID }
    focus.removeAll { $0.routeID == routeID }
    guard hadFocus, let back = focus.last else { return }
    if decisions?.returnsFocusToOpener == true || decisions?.arrival == .system {
      spoken.append("screenChanged: focus returns to \(back.element)")
    } else {
      focus[focus.count - 1].element = known.first { $0.routeID == back.routeID }?.name ?? "root"
      spoken.append("focus starts over in \(focus[focus.count - 1].element)")
    }
  }

  /// The element VoiceOver focus is on.
  var focusedElement: String { focus.last?.element ?? "root" }

  /// Moves VoiceOver focus to an element of the layer that has it.
  func moveFocus(to element: String) {
    guard !focus.isEmpty else { return }  // the window closed
    focus[focus.count - 1].element = element
  }

  /// The top layer that is not an overlay: where VoiceOver focus, the escape gesture and the
  /// keyboard are.
  func topLayer(in window: SimulatedWindow) -> Layer? { layers(in: window).last { !$0.isOverlay } }

  /// A text field of the top layer takes the keyboard.
  func focusTextField(_ name: String, in window: SimulatedWindow) {
    guard let top = topLayer(in: window) else { return }
    fields[top.routeID] = name
  }

  /// The text field with the keyboard: the top layer's, if it has one.
  func firstResponder(in window: SimulatedWindow) -> String? {
    topLayer(in: window).flatMap { fields[$0.routeID] }
  }

  /// The layers VoiceOver reads, bottom first: from the top layer that hides what is below it
  /// (accessibility-modal, or a sheet or cover UIKit presents) up.
  func readableLayers(in window: SimulatedWindow) -> [String] {
    let all = layers(in: window)
    let start = all.lastIndex { $0.decisions.map { $0.isModal || $0.arrival == .system } ?? false } ?? 0
    return all[start...].map(\.controller.name)
  }
}
