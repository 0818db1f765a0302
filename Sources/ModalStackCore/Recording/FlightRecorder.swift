/// A router's flight recorder: the last entries of what it received and what it did, in a ring
/// buffer of a size the app sets. Off until ``Router/startRecording(capacity:)``.
///
/// Recording costs an append per command, host input and event; destinations are encoded only
/// when a trace is taken (``Router/trace(redacting:)``).
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
  public internal(set) var droppedCount = 0
  /// What is kept: router events as sent (printed only when a trace is taken), else the entry.
  enum Stored {
    case entry(TraceEntry<Destination>)
    case event(RouterEvent<Destination>, time: Double)
    /// A stack shares the router's storage until either changes: O(1) to keep.
    case target(
      RouteStack<Destination>, reason: RouteChangeReason, source: CommandSource, time: Double, animated: Bool? = nil)

    var entry: TraceEntry<Destination> {
      switch self {
      case .entry(let entry): entry
      case .event(let event, let time): TraceEntry(time: time, kind: .event(EventRecord(event)))
      case .target(let stack, let reason, let source, let time, let animated):
        TraceEntry(time: time, kind: .target(routes: stack.routes, reason: reason, source: source, animated: animated))
      }
    }
  }

  var buffer: [Stored] = []
  var head = 0
  let origin: Duration

  /// Creates a recorder keeping at least 1 entry, its times counted from `origin`.
  init(capacity: Int, origin: Duration) {
    self.capacity = max(1, capacity)
    self.origin = origin
  }

  /// The entries kept, oldest first.
  public var entries: [TraceEntry<Destination>] {
    (buffer[head...] + buffer[..<head]).map(\.entry)
  }

  /// The entries kept, oldest first, every destination passed through `redact`. An event's text
  /// beyond its route may print destinations, so only its kind is kept: all a replay compares.
  func entries(redacting redact: (Destination) -> Destination) -> [TraceEntry<Destination>] {
    (buffer[head...] + buffer[..<head]).map { stored in
      var entry = stored.entry
      if case .event(let event, let time) = stored {
        entry = TraceEntry(time: time, kind: .event(EventRecord(event.redacting(redact))))
      }
      let kind: TraceEntry<Destination>.Kind =
        switch entry.kind {
        // An event about no route (a fault, a refused command, a link's) keeps its kind only.
        case .event(let record) where record.route == nil:
          .event(EventRecord(kind: record.kind, route: nil, reason: nil, text: record.kind))
        case .host(let event): .host(event.redacting(redact))
        case .target(let routes, let reason, let source, let animated):
          .target(routes: routes.map { $0.redacting(redact) }, reason: reason, source: source, animated: animated)
        case .event, .attached: entry.kind
        }
      return TraceEntry(time: entry.time, kind: kind)
    }
  }

  func record(_ kind: TraceEntry<Destination>.Kind, at time: Duration) {
    keep(.entry(TraceEntry(time: (time - origin) / .seconds(1), kind: kind)))
  }

  func record(target: RouteStack<Destination>, reason: RouteChangeReason, source: CommandSource, at time: Duration) {
    keep(.target(target, reason: reason, source: source, time: (time - origin) / .seconds(1)))
  }

  func record(_ event: RouterEvent<Destination>, at time: Duration) {
    keep(.event(event, time: (time - origin) / .seconds(1)))
  }

  /// How many entries were ever recorded, those dropped included: where a command's entries start.
  var recordedCount: Int { droppedCount + buffer.count }

  /// Notes the `animated:` a command gave on the targets it recorded, those after `start`.
  func noteAnimated(_ animated: Bool, onTargetsSince start: Int) {
    for recorded in max(start, droppedCount)..<recordedCount {
      // The n-th entry ever recorded sits at n modulo the capacity.
      let position = recorded % capacity
      guard case .target(let stack, let reason, let source, let time, _) = buffer[position] else { continue }
      buffer[position] = .target(stack, reason: reason, source: source, time: time, animated: animated)
    }
  }

  func keep(_ entry: Stored) {
    if buffer.count < capacity {
      buffer.append(entry)
    } else {
      buffer[head] = entry
      head = (head + 1) % capacity
      droppedCount += 1
    }
  }
}
