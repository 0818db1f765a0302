/// The commands that go back by more than the top, and insert a push under others.
extension RouterEngine {
  /// Keeps the first `count` routes of the target and removes the others, newest first.
  /// - Throws: ``RouteStackError/indexOutOfRange(_:valid:)`` when `count` is not in `0...target.count`.
  func keep(_ count: Int, source: CommandSource) throws {
    guard (0...target.count).contains(count) else {
      throw RouteStackError.indexOutOfRange(count, valid: 0...target.count)
    }
    apply(.keeping(count, of: target, reason: .programmatic), source: source)
  }

  /// Inserts a push just under a pushed route, in that route's navigation stack.
  /// - Throws: ``RouteStackError`` naming the route that is missing or not a push, or the id taken.
  func insert(_ route: Route<Destination>, before id: RouteID, source: CommandSource) throws {
    apply(try .inserting(route, before: id, in: target, ledger: ledger), source: source)
  }
}
