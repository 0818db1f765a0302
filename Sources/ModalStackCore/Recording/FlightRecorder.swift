/// A router's flight recorder: the last entries of what it was told and what it did, in a ring
/// buffer of a size the app sets. Off until ``Router/startRecording(capacity:)``.
///
/// Recording costs an append per command, host input and event (the benchmark measures it);
/// destinations are kept as values and encoded only when a trace is taken
/// (``Router/trace(redacting:)``).
///
/// ```swift
/// router.startRecording(capacity: 500)
/// …
/// let data = try router.trace { screen in screen.redacted }.encoded()   // for a bug report
/// ```
@MainActor
public final class FlightRecorder<Destination: Hashable & Sendable> {
  /// How many entries it keeps; older ones are dropped.
  public let capacity: Int
  /// How many entries were dropped to keep within ``capacity``.
  public private(set) var droppedCount = 0
  private var buffer: [TraceEntry<Destination>] = []
  private var head = 0
  private let origin: Duration

  /// Creates a recorder.
  /// - Parameters:
  ///   - capacity: How many entries to keep, at least 1.
  ///   - origin: The clock time the recording starts at.
  init(capacity: Int, origin: Duration) {
    self.capacity = max(1, capacity)
    self.origin = origin
    buffer.reserveCapacity(self.capacity)
  }

  /// The entries kept, oldest first.
  public var entries: [TraceEntry<Destination>] {
    Array(buffer[head...] + buffer[..<head])
  }

  /// Records an entry at a clock time.
  func record(_ kind: TraceEntry<Destination>.Kind, at time: Duration) {
    let entry = TraceEntry(time: (time - origin).seconds, kind: kind)
    if buffer.count < capacity {
      buffer.append(entry)
    } else {
      buffer[head] = entry
      head = (head + 1) % capacity
      droppedCount += 1
    }
  }
}

extension Duration {
  /// The duration in seconds, as a `Double`.
  var seconds: Double {
    let (whole, fraction) = components
    return Double(whole) + Double(fraction) / 1e18
  }
}
