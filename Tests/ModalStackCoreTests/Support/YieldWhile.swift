/// Gives the main actor's other work turns while `condition` holds, at most `limit` turns: a
/// test that waits for work other tasks send stops waiting as soon as it is done.
@MainActor
func yieldWhile(_ condition: () -> Bool, atMost limit: Int) async {
  var turns = 0
  while condition(), turns < limit {
    turns += 1
    await Task.yield()
  }
}
