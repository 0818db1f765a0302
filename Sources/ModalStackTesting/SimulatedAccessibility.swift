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
    for layer in now where !knownIDs.contains(layer.routeID) { arrived(layer) }
    known = now.map { ($0.routeID, $0.decisions, $0.controller.name) }
  }

  private func arrived(_ layer: Layer) {
    guard let decisions = layer.decisions else { return }
    switch decisions.arrival {
    case .system, .moveFocusInto:
      focus.append((layer.routeID, layer.controller.name))
      spoken.append("screenChanged: focus moves into \(layer.controller.name)")
    case .announce(let text): spoken.append("announcement: \(text)")
    case .readContent: spoken.append("layoutChanged: \(layer.controller.name) is read")
    }
    // A layer that does not give the keyboard back takes it for good (UIKit ends editing below).
    if !layer.isOverlay, !decisions.restoresFirstResponderBelow { fields.removeAll() }
  }

  private func left(_ routeID: RouteID?, decisions: LayerAccessibility?) {
    fields[routeID] = nil
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
