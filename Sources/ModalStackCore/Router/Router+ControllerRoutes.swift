extension Router {
  /// Presents a route whose screen is a `UIViewController` the app makes (Safari, a share sheet,
  /// a picker) and returns what it finished with, as the route leaves the stack.
  /// - Parameters:
  ///   - destination: What the adapter makes the controller from, with the app's `controllers` rule.
  ///   - presentation: Any modal presentation but an alert, a dialog or a popup; a sheet by default.
  ///   - returning: The result's type; a result of another type reads as
  ///     ``ControllerOutcome/dismissed(_:)`` with ``RouteChangeReason/finished``.
  ///   - id: The route's id; a random one by default.
  /// - Returns: What the controller finished with (the route left with
  ///   ``RouteChangeReason/finished``), or the reason the route left without it.
  /// - Throws: ``RouteStackError`` or ``PresentationError`` when it cannot be presented; nothing changes.
  public func presentForResult<Result: Sendable>(
    _ destination: Destination, as presentation: Presentation = .sheet, returning: Result.Type = Result.self,
    id: RouteID = RouteID()
  ) async throws -> ControllerOutcome<Result> {
    guard presentation.isModal else { throw PresentationError.pushedController }
    let id = try present(destination, as: presentation.showingController, id: id)
    return await withCheckedContinuation { continuation in
      // Heard as the route leaves the target, whatever removes it; the engine kept the result.
      _ = targetObservers.add { [weak self] reason in
        guard let self, !self.engine.ledger.contains(id) else { return self != nil }
        let result = self.engine.takeFinishedResult(of: id)
        let value = result?.value as? Result
        continuation.resume(returning: value.map { .finished($0) } ?? .dismissed(result == nil ? reason : .finished))
        return false
      }
    }
  }
}
