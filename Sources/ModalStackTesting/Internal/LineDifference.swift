import ModalStackCore

/// The lines only one of two lists has, in order: `- ` for the first list's, `+ ` for the
/// second's, with the lines both have (a longest common subsequence) left out.
///
/// Myers' O((n+m)·D) algorithm in linear space: each step finds the middle of a shortest edit
/// path with two arrays of n+m+2 offsets, then compares the halves on either side, so memory is
/// O(n+m), never an (n+1)×(m+1) table. A part whose middle is not found within
/// ``searchLimit`` differences is reported whole (its first list's lines, then the second's):
/// still every line only one side has, at a cost bounded for traces that share nothing.
enum LineDifference {
  /// The most differences one step looks through for the middle of an edit path.
  static var searchLimit: Int { 2_000 }

  /// A line of the comparison: in both lists, only the first's, or only the second's.
  enum Edit: Equatable {
    case common(String)
    case removed(String)
    case added(String)
  }

  /// The lines only one list has.
  /// - Parameters:
  ///   - recorded: The first list (`- `).
  ///   - replayed: The second list (`+ `).
  /// - Returns: The differences, in order.
  static func lines(_ recorded: [String], _ replayed: [String]) -> [String] {
    script(recorded, replayed).compactMap {
      switch $0 {
      case .common: nil
      case .removed(let line): "- \(line)"
      case .added(let line): "+ \(line)"
      }
    }
  }

  /// Both lists as one script: read without its added lines, it is the first list; without its
  /// removed lines, the second.
  static func script(_ recorded: [String], _ replayed: [String]) -> [Edit] {
    var result: [Edit] = []
    compare(recorded[...], replayed[...], into: &result)
    return result
  }

  private static func compare(_ a: ArraySlice<String>, _ b: ArraySlice<String>, into result: inout [Edit]) {
    var a = a
    var b = b
    // The common ends are part of every longest common subsequence.
    while let x = a.first, let y = b.first, x == y {
      result.append(.common(x))
      a = a.dropFirst()
      b = b.dropFirst()
    }
    var commonEnd = 0
    while a.count > commonEnd, b.count > commonEnd, a[a.endIndex - 1 - commonEnd] == b[b.endIndex - 1 - commonEnd] {
      commonEnd += 1
    }
    let end = a.suffix(commonEnd)
    a = a.dropLast(commonEnd)
    b = b.dropLast(commonEnd)
    if !a.isEmpty, !b.isEmpty, let (x, y) = middle(a, b) {
      compare(a[..<(a.startIndex + x)], b[..<(b.startIndex + y)], into: &result)
      compare(a[(a.startIndex + x)...], b[(b.startIndex + y)...], into: &result)
    } else {
      result += a.map(Edit.removed)
      result += b.map(Edit.added)
    }
    result += end.map(Edit.common)
  }

  /// A point of a shortest edit path from the start of `a` and `b` to their ends, splitting it
  /// into two with at most half its differences each (the two searches, from the start and
  /// from the ends, meet there); `nil` when none is found within ``searchLimit`` differences.
  /// Both slices are non-empty.
  private static func middle(_ a: ArraySlice<String>, _ b: ArraySlice<String>) -> (Int, Int)? {
    let (n, m) = (a.count, b.count)
    let (a0, b0) = (a.startIndex, b.startIndex)
    let maxD = (n + m + 1) / 2
    let width = 2 * maxD + 2
    WorkCounter.count(2 * width)
    // forward[maxD + k]: the furthest x reached on diagonal k (x - y) from the start;
    // backward[maxD + k]: the same on the reversed lists, from the ends. -1: not reached.
    var forward = [Int](repeating: -1, count: width)
    var backward = [Int](repeating: -1, count: width)
    forward[maxD + 1] = 0
    backward[maxD + 1] = 0
    let delta = n - m
    // With an odd delta the searches meet on a forward step, with an even one on a backward.
    let meetsForward = delta % 2 != 0
    // Diagonals that left the grid on one side are not searched again.
    var (forwardStart, forwardEnd, backwardStart, backwardEnd) = (0, 0, 0, 0)
    for d in 0..<min(maxD, searchLimit) {
      var k = -d + forwardStart
      while k <= d - forwardEnd {
        let i = maxD + k
        var x = k == -d || (k != d && forward[i - 1] < forward[i + 1]) ? forward[i + 1] : forward[i - 1] + 1
        var y = x - k
        while x < n, y < m, a[a0 + x] == b[b0 + y] {
          x += 1
          y += 1
        }
        forward[i] = x
        if x > n {
          forwardEnd += 2
        } else if y > m {
          forwardStart += 2
        } else if meetsForward {
          let j = maxD + delta - k
          if j >= 0, j < width, backward[j] != -1, x >= n - backward[j] { return (x, y) }
        }
        k += 2
      }
      k = -d + backwardStart
      while k <= d - backwardEnd {
        let i = maxD + k
        var x = k == -d || (k != d && backward[i - 1] < backward[i + 1]) ? backward[i + 1] : backward[i - 1] + 1
        var y = x - k
        while x < n, y < m, a[a0 + n - x - 1] == b[b0 + m - y - 1] {
          x += 1
          y += 1
        }
        backward[i] = x
        if x > n {
          backwardEnd += 2
        } else if y > m {
          backwardStart += 2
        } else if !meetsForward {
          let j = maxD + delta - k
          if j >= 0, j < width, forward[j] != -1 {
            let forwardX = forward[j]
            if forwardX >= n - x { return (forwardX, forwardX - (delta - k)) }
          }
        }
        k += 2
      }
    }
    return nil
  }
}
