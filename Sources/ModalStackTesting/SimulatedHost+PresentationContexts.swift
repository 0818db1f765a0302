import ModalStackCore

extension SimulatedHost {
  /// A view of a layer marked as a presentation context comes on screen, as the adapter's
  /// `presentationContext(_:)` modifier puts it there: its content is hosted by a child of the
  /// layer's controller that defines a presentation context (`definesPresentationContext`), and
  /// routes naming the context are presented from it.
  ///
  /// ```swift
  /// let card = host.showPresentationContext("card")
  /// try router.present(.details, as: .overCurrentContext(in: "card"))
  /// await host.settle()
  /// #expect(host.window.chain.last?.presentationContext === card)
  /// ```
  /// - Parameters:
  ///   - name: The context's name.
  ///   - layer: The layer the view is in: a modal route, or `nil` for the root layer.
  /// - Returns: The context's controller, or `nil` when the layer is not on screen.
  @discardableResult
  public func showPresentationContext(_ name: PresentationContextID, inLayer layer: RouteID? = nil)
    -> SimulatedController?
  {
    let container = layer.map { id in window.chain.first { $0.routeID == id } } ?? window.root
    guard let container else { return nil }
    let context = container.addChild(named: "context \(name)")
    context.definesPresentationContext = true
    controllerHost.registerPresentationContext(context, named: name)
    window.record("\(context).definesPresentationContext = true, a child of \(container)")
    return context
  }

  /// A presentation context's view leaves the window, or comes back, while its controller stays a
  /// child of its layer's (its tab is deselected or selected again): the adapter hears nothing,
  /// and UIKit drops a presentation from a controller whose view is not in the window.
  /// - Parameters:
  ///   - context: The context's controller, as ``showPresentationContext(_:inLayer:)`` returned it.
  ///   - isInWindow: Whether its view is in the window now.
  public func setViewInWindow(of context: SimulatedController, _ isInWindow: Bool) {
    context.isViewInWindow = isInWindow
    window.record("\(context)'s view \(isInWindow ? "is back in" : "left") the window")
  }

  /// A presentation context's view leaves the screen: its controller is removed from its layer's
  /// controller (`removeFromParent`), and routes naming it are presented over the window again.
  /// - Parameter context: The context's controller, as ``showPresentationContext(_:inLayer:)`` returned it.
  public func hidePresentationContext(_ context: SimulatedController) {
    controllerHost.unregisterPresentationContext(context)
    context.removeFromParent()
    window.record("removeFromParent(\(context))")
  }
}
