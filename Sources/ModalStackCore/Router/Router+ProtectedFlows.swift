extension Router {
  /// Opens a protected flow that is not one route (a checkout across screens): until the scope ends,
  /// commands from outside the app's screens wait or are refused, as for ``Presentation/protected(_:)``.
  /// - Parameter protection: What happens to commands from outside; they wait by default.
  /// - Returns: The scope; end it, or release it, to end the flow.
  public func beginProtectedFlow(_ protection: FlowProtection = .holdOutsideCommands) -> ProtectedFlowScope {
    let number = features.flows.openScope(protection)
    return ProtectedFlowScope { [weak self] in
      // Only the first call ends it: the scope calls again when released after `end()`.
      guard let self, self.features.flows.scopes[number] != nil else { return }
      self.features.flows.closeScope(number)
      self.releaseHeldCommands()
    }
  }

  /// What a command from outside the app's screens meets: the protection on the target.
  func flowVerdict(for command: RouterCommand<Destination>, source: CommandSource)
    -> ProtectedFlows<Destination>.Verdict
  {
    let verdict = features.flows.verdict(
      for: command, from: source, target: stack, heldLinkLimit: linkLimits.waitingLinks)
    if verdict == .hold { withMutation(keyPath: \.heldCommands) {} }
    return verdict
  }

  /// Runs a command from outside the app's screens, unless a protected flow holds or refuses it; a
  /// refusal becomes an event (a sent command cannot throw).
  func runFromOutside(_ command: RouterCommand<Destination>, source: CommandSource) {
    switch flowVerdict(for: command, source: source) {
    case .run:
      defer { reportDroppedLinks() }
      do {
        try command.perform(on: self, source: source)
      } catch DeepLinkError.blocked {
        // Reported as `linkRefused` already.
      } catch let error as DeepLinkError {
        emit(.deepLinkFailed(error))
      } catch {
        // The other commands throw RouteStackError only.
        guard let error = error as? RouteStackError else { return }
        emit(.commandFailed(error))
        refused(command, because: error)
      }
    case .hold: break
    case .refuse(let error): emit(.commandFailed(error))
    }
  }

  /// Runs the held commands, in order, once no flow is protected.
  func releaseHeldCommands() {
    guard !features.flows.held.isEmpty, features.flows.protection(on: stack) == nil else { return }
    let released = withMutation(keyPath: \.heldCommands) { features.flows.release(on: stack) }
    // Each goes through the gate again: one that opens a protected flow holds the rest.
    for (command, source) in released { runFromOutside(command, source: source) }
  }
}
