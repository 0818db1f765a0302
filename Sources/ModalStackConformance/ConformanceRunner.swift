import ModalStackCore

/// Runs a conformance scenario on a host and returns its normalized trace. The router commands
/// and the event lines are the runner's, so they are the same on every host; only what the
/// controllers did comes from the host.
@MainActor
package enum ConformanceRunner {
  /// Runs a scenario.
  /// - Parameters:
  ///   - scenario: The scenario.
  ///   - host: A fresh host: a window with a router attached, nothing presented.
  /// - Returns: The trace.
  package static func run(_ scenario: ConformanceScenario, on host: some ConformanceHost) async -> ConformanceTrace {
    var trace = ConformanceTrace(scenario: scenario.name)
    var subscriptions: [ObjectIdentifier: EventSubscription] = [:]
    func observeRouters() {
      for window in 0..<2 {
        guard let router = host.router(inWindow: window), subscriptions[ObjectIdentifier(router)] == nil else {
          continue
        }
        subscriptions[ObjectIdentifier(router)] = router.observe { [recorder = host.recorder] event in
          if let line = TraceNormalizer.line(for: event) { recorder.record(TraceNormalizer.inWindow(window, line)) }
        }
      }
    }
    observeRouters()
    _ = host.recorder.take()
    for step in scenario.steps {
      if step.action.isRouterCommand {
        if let router = host.router(inWindow: step.window) {
          do {
            try apply(step.action, to: router)
          } catch {
            host.recorder.record(TraceNormalizer.inWindow(step.window, "error: \(error)"))
          }
        } else {
          host.recorder.record("error: window \(step.window + 1) is not open")
        }
      } else {
        await host.stage(step.action, inWindow: step.window)
      }
      observeRouters()
      if step.settles { await host.settle() } else { await host.pause() }
      var lines = host.recorder.take()
      if step.settles {
        for window in 0..<2 {
          guard let router = host.router(inWindow: window) else { continue }
          let chain = host.chain(ofWindow: window)
          if !chain.isEmpty {
            lines.append(TraceNormalizer.inWindow(window, "chain: " + chain.joined(separator: " > ")))
          }
          lines.append(TraceNormalizer.inWindow(window, "stack: \(router.presented)"))
        }
      }
      trace.steps.append(ConformanceTrace.Step(title: step.title, lines: lines))
    }
    for subscription in subscriptions.values { subscription.cancel() }
    return trace
  }

  /// Gives a router command to a router.
  private static func apply(_ action: ConformanceAction, to router: Router<String>) throws {
    switch action {
    case .present(let destination, let presentation): _ = try router.present(destination, as: presentation)
    case .push(let destination): _ = try router.push(destination)
    case .dismissThenPush(let destination):
      try router.dismiss()
      _ = try router.push(destination)
    case .pushInto(let destination, let stack): _ = try router.push(destination, in: NavigationStackID(stack))
    case .link(let sheet, let pushes):
      try router.replace(
        with: [Route(sheet, presentation: .sheet, id: RouteID(sheet))]
          + pushes.map { Route($0, presentation: .push) })
    case .answerDismissals(let accept): router.confirmDismissal = { _, _ in accept }
    case .pop: try router.pop()
    case .dismiss: try router.dismiss()
    case .dismissAll: router.dismissAll()
    case .dismissModal(let depth):
      let modals = router.stack.routes.filter(\.presentation.isModal)
      guard depth >= 1, depth <= modals.count else { throw RouteStackError.nothingToDismiss }
      try router.dismiss(modals[depth - 1].id)
    case .selectDetent(let detent):
      guard let top = router.stack.routes.last(where: \.presentation.isModal) else { return }
      try router.selectDetent(detent, of: top.id)
    default: break
    }
  }
}
