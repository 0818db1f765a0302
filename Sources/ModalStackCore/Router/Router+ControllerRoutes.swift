extension Router {
  /// Presents a route whose screen is a `UIViewController` the app makes (Safari, a share sheet,
  /// mail, a photo or document picker) and returns what it finished with, as the route leaves
  /// the stack.
  ///
  /// The presentation is made to show a controller (``Presentation/showingController``); the
  /// adapter makes it from the destination with the app's `controllers` rule. The route's events
  /// are those of any route: when the controller finishes by itself it leaves with
  /// ``RouteChangeReason/finished``, and its result is returned; when anything else removes it (a
  /// swipe, a command, a deep link), the reason it left with is.
  ///
  /// ```swift
  /// let outcome = try await router.presentForResult(.share(url), returning: ActivityResult.self)
  /// if case .finished(let share) = outcome, share.completed { toast("Shared") }
  /// ```
  /// - Parameters:
  ///   - destination: The route's destination, which the adapter makes the controller from.
  ///   - presentation: Any modal presentation but an alert, a dialog or a popup; a sheet by default.
  ///   - returning: The type of result the controller finishes with; a result of another type
  ///     reads as ``ControllerOutcome/dismissed(_:)`` with the reason ``RouteChangeReason/finished``.
  ///   - id: The route's id; a random one by default.
  /// - Returns: What the controller finished with, or why the route left without it.
  /// - Throws: ``RouteStackError`` or ``PresentationError`` when it cannot be presented (a push,
  ///   an alert style, an id taken); nothing changes.
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
        if let value = result?.value as? Result {
          continuation.resume(returning: .finished(value))
        } else {
          // The change that took the route off says why; a result of another type is still `finished`.
          continuation.resume(returning: .dismissed(result == nil ? reason : .finished))
        }
        return false
      }
    }
  }
}
