/// One line of a flight recording: when it happened, and what.
///
/// Inputs are what a replay does again: a new target a command set (with its source), and what
/// the user or UIKit did (a swipe and its end, a tap outside, a back tap, a closed window).
/// Outcomes are the router's events, compared with the replay's to find divergences.
public struct TraceEntry<Destination: Hashable & Sendable>: Hashable, Sendable {
  /// What a line records.
  public enum Kind: Hashable, Sendable {
    /// A command changed the target to these routes (above the root, bottom first); `animated` is
    /// the command's `animated:` when it gave one (`nil`: the router's animation policy).
    case target(routes: [Route<Destination>], reason: RouteChangeReason, source: CommandSource, animated: Bool? = nil)
    /// The user or UIKit did something, reported to the router.
    case host(HostEvent<Destination>)
    /// A root attached the router to a window (again, after it let one go).
    case attached
    /// The router sent an event.
    case event(EventRecord)
  }

  /// Seconds since the recording started, on the router's clock.
  public let time: Double
  /// What happened.
  public let kind: Kind

  /// Creates an entry.
  public init(time: Double, kind: Kind) {
    self.time = time
    self.kind = kind
  }
}

/// A router event in a form that does not depend on how destinations print: its kind, the route
/// it is about and the reason; `text` is the event as it printed, for people.
public struct EventRecord: Hashable, Sendable, Codable {
  /// The event's case name: `didPresent`, `waitingForForeignPresentation`, ….
  public let kind: String
  /// The route it is about, if any.
  public let route: RouteID?
  /// Why, if the event has a reason.
  public let reason: RouteChangeReason?
  /// The event as it printed.
  public let text: String
}

extension EventRecord {
  /// The record of an event.
  public init<Destination>(_ event: RouterEvent<Destination>) {
    let text = event.description
    let kind = String(text.prefix { $0 != " " && $0 != ":" })
    switch event {
    case .willPresent(let route, let reason), .didPresent(let route, let reason), .willDismiss(let route, let reason),
      .didDismiss(let route, let reason), .dismissBlocked(let route, let reason),
      .dismissConfirmation(let route, let reason, _),
      .detentChanged(let route, _, let reason):
      self.init(kind: kind, route: route.id, reason: reason, text: text)
    case .alertAnswered(let route, _), .waitingForAnswer(let route):
      self.init(kind: kind, route: route.id, reason: nil, text: text)
    default:
      self.init(kind: kind, route: nil, reason: nil, text: text)
    }
  }
}

extension TraceEntry.Kind: Codable where Destination: Codable {}
extension TraceEntry: Codable where Destination: Codable {
  /// The latest time a trace holds, in seconds: what a clock counting nanoseconds in an `Int64`
  /// reaches, about 292 years.
  package static var latestTime: Double { 9_223_372_036 }

  private enum CodingKeys: String, CodingKey { case time, kind }

  /// Reads an entry, refusing a time no clock can hold (negative, not finite, past `latestTime`)
  /// where it is read, so a replay never meets one.
  /// - Throws: `DecodingError.dataCorrupted` at the entry's `time`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let time = try container.decode(Double.self, forKey: .time)
    guard time >= 0, time <= Self.latestTime else {
      throw DecodingError.dataCorruptedError(
        forKey: .time, in: container, debugDescription: "\(time) seconds is not a time a trace can hold")
    }
    self.init(time: time, kind: try container.decode(Kind.self, forKey: .kind))
  }
}
