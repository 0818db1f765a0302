import Foundation
import PropertyBased
import Testing

@testable import ModalStackCore

/// ``RouteStack``'s changes keep its rules: random sequences of every change (appends that may be
/// refused, removals from any route, path changes, layer replacements, detent changes) run on the
/// stack and on a plain array of layers, and after each one every reading of
/// the stack (layers, routes, counts, the last route, each route's place, equality, hashing,
/// saving) matches the array's. `swift test` runs 200 sequences; `MODALSTACK_SOAK=N` runs N.
@Suite struct RouteStackPropertyTests {
  typealias Stack = RouteStack<Int>

  @Test func theStackBehavesAsAnArrayOfLayers() async {
    let count = ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init) ?? 200
    await propertyCheck(count: count, input: Gen.int(in: 0...9_999).array(of: 2...40)) { numbers in
      try Self.check(numbers)
    }
  }

  /// The presentations a generated route may have: pushes in two navigation stacks, modals with
  /// a background the system draws, a sheet with detents and a popup with a clear background
  /// (which takes no push).
  static let presentations: [Presentation] = [
    .push, .push, .sheet, .fullScreenCover, .sheet(detents: [.medium, .large]), .popup(),
  ]

  static func route(_ number: Int, id: Int) -> Route<Int> {
    let presentation = presentations[number % presentations.count]
    return Route(number, presentation: presentation, id: RouteID("r\(id)"), stack: number % 7 == 0 ? "tab" : nil)
  }

  static func check(_ numbers: [Int]) throws {
    var stack = Stack()
    var model = [Layer<Int>(modal: nil)]
    var nextID = 0
    for number in numbers {
      let operation = number % 8
      let argument = number / 8
      switch operation {
      case 0, 1:
        // The public append: a modal starts a layer; a push joins the top one, unless that
        // layer's modal shows a clear background.
        let route = route(argument, id: nextID)
        nextID += 1
        let topModal = model.last!.modal?.modal
        let refused = route.modal == nil && topModal?.hasClearBackground == true
        if refused {
          #expect(throws: RouteStackError.invalidPresentation(route.id, .pushOntoClearLayer, screen: route.screen)) {
            try stack.append(route)
          }
        } else {
          try stack.append(route)
          if route.modal == nil { model[model.count - 1].path.append(route) } else { model.append(Layer(modal: route)) }
        }
      case 2:
        let index = argument % (model.count + 2) - 1
        stack.removeLayers(above: index)
        if max(0, index) < model.count { model.removeSubrange((max(0, index) + 1)...) }
      case 3:
        // Removal from a route: from the top down to it; a pushed route pops its own navigation
        // stack's routes from it on and leaves the other stack's.
        let ids = model.flatMap(\.routes).map(\.id) + ["absent"]
        let id = ids[argument % ids.count]
        let removed = stack.remove(from: id)
        #expect(removed == remove(from: id, in: &model))
      case 4:
        let index = argument % (model.count + 1)
        let path = (0..<(argument % 3)).map { offset in
          defer { nextID += 1 }
          return Route(argument + offset, presentation: .push, id: RouteID("r\(nextID)"))
        }
        stack.setPath(path, ofLayer: index)
        if index < model.count { model[index].path = path }
      case 5:
        // A layer replaced by another, or taken out (never the root's place): the layers above stay.
        let index = argument % (model.count + 1)
        let replacement = argument % 2 == 0 || index == 0 ? nil : Layer(modal: route(2, id: nextID), path: [])
        nextID += 1
        stack.replaceLayer(at: index, with: replacement)
        if index < model.count {
          if let replacement { model[index] = replacement } else if index > 0 { model.remove(at: index) }
        }
      case 6:
        let ids = model.compactMap(\.modal?.id) + ["absent"]
        let id = ids[argument % ids.count]
        let detent: SheetDetent = argument % 2 == 0 ? .medium : .large
        let changed = stack.selectDetent(detent, of: id)
        let index = model.firstIndex { $0.modal?.id == id }
        if let index, let modal = model[index].modal, let sheet = modal.presentation.sheetConfiguration,
          sheet.detents.contains(detent), sheet.restingDetent != detent
        {
          var route = modal
          route.presentation = modal.presentation.selectingDetent(detent)
          model[index] = Layer(modal: route, path: model[index].path)
          #expect(changed == route)
        } else {
          #expect(changed == nil)
        }
      default:
        let layer = Layer(modal: route(3, id: nextID), path: [route(0, id: nextID + 1)])
        nextID += 2
        stack.append(layer: layer)
        model.append(layer)
      }
      try expect(stack, matches: model)
    }
  }

  /// What ``RouteStack/remove(from:)`` promises, on the array: the route and what is above it go,
  /// a push taking only what follows it in its own stack; `false` when the route is not there.
  static func remove(from id: RouteID, in model: inout [Layer<Int>]) -> Bool {
    for index in model.indices.reversed() {
      let layer = model[index]
      if layer.modal?.id == id {
        model.removeSubrange(index...)
        return true
      }
      if let position = layer.path.firstIndex(where: { $0.id == id }) {
        let stack = layer.path[position].shownInStack
        let popped = layer.path[position...].filter { $0.shownInStack == stack }
        model.removeSubrange((index + 1)...)
        model[index].path.removeAll { route in
          popped.contains { $0.id == route.id }
        }
        return true
      }
    }
    return false
  }

  static func expect(_ stack: Stack, matches model: [Layer<Int>]) throws {
    let routes = model.flatMap(\.routes)
    #expect(stack.layers == model)
    #expect(stack.routes == routes)
    #expect(stack.layerCount == model.count)
    #expect(stack.count == routes.count)
    #expect(stack.isEmpty == routes.isEmpty)
    #expect(stack.topLayer == model.last)
    #expect(stack.last == routes.last)
    for (layerIndex, layer) in model.enumerated() {
      #expect(stack.layer(at: layerIndex) == layer)
      if let modal = layer.modal {
        #expect(stack.location(of: modal.id)?.layer == layerIndex && stack.location(of: modal.id)?.pathIndex == nil)
        #expect(stack.layerIndex(ofModal: modal.id) == layerIndex)
      }
      for (pathIndex, route) in layer.path.enumerated() {
        #expect(
          stack.location(of: route.id)?.layer == layerIndex && stack.location(of: route.id)?.pathIndex == pathIndex)
        #expect(stack.layerIndex(ofModal: route.id) == nil)
      }
    }
    for route in routes {
      #expect(stack.contains(route.id))
      #expect(stack.route(route.id) == route)
    }
    #expect(!stack.contains("absent") && stack.route("absent") == nil)
    #expect(stack.layer(at: model.count) == nil && stack.layer(at: -1) == nil)

    // Equal to the same layers built afresh, with the same hash; unequal to a stack one route
    // shorter.
    var fresh = Stack()
    fresh.setPath(model[0].path, ofLayer: 0)
    for layer in model.dropFirst() { fresh.append(layer: layer) }
    #expect(stack == fresh)
    #expect(stack.hashValue == fresh.hashValue)
    if let last = routes.last {
      var shorter = fresh
      _ = shorter.remove(from: last.id)
      #expect(stack != shorter)
    }
    #expect(stack.description == (["root"] + routes.map(\.description)).joined(separator: " ▸ "))

    // Saved and read back: the same stack whenever the routes can be appended in order.
    let data = try JSONEncoder().encode(stack)
    if (try? Stack(routes)) != nil { #expect(try JSONDecoder().decode(Stack.self, from: data) == stack) }
  }
}
