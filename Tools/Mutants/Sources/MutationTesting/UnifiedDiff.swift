/// A unified diff of one change, as `git diff` prints it, with three lines of context.
public enum UnifiedDiff {
  /// - Parameters:
  ///   - original: The file before.
  ///   - mutated: The file after.
  ///   - path: The file's path from the repository root, for the `---` and `+++` lines.
  /// - Returns: The diff, or an empty string when the texts are equal.
  public static func make(original: String, mutated: String, path: String, context: Int = 3) -> String {
    let old = original.split(separator: "\n", omittingEmptySubsequences: false)
    let new = mutated.split(separator: "\n", omittingEmptySubsequences: false)
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    guard prefix < old.count || prefix < new.count else { return "" }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let start = max(0, prefix - context)
    let oldEnd = min(old.count, old.count - suffix + context)
    let newEnd = min(new.count, new.count - suffix + context)
    var lines = ["--- a/\(path)", "+++ b/\(path)", "@@ -\(range(start, oldEnd)) +\(range(start, newEnd)) @@"]
    lines += old[start..<prefix].map { " \($0)" }
    lines += old[prefix..<(old.count - suffix)].map { "-\($0)" }
    lines += new[prefix..<(new.count - suffix)].map { "+\($0)" }
    lines += old[(old.count - suffix)..<oldEnd].map { " \($0)" }
    return lines.joined(separator: "\n")
  }

  /// `start,count` with 1-based lines; an empty side names the line before it, as diff does.
  private static func range(_ start: Int, _ end: Int) -> String {
    end > start ? "\(start + 1),\(end - start)" : "\(start),0"
  }
}
