extension Router {
  /// Starts a new recording, keeping the last `capacity` commands (with sources), inputs and events.
  /// - Parameter capacity: How many entries to keep (older ones are dropped), at least 1.
  public func startRecording(capacity: Int = 1_000) {
    flightRecorder = FlightRecorder(capacity: capacity, origin: scheduler.now)
  }

  /// Stops the flight recorder and drops what it kept.
  public func stopRecording() {
    flightRecorder = nil
  }
}

extension Router where Destination: Codable {
  /// What the flight recorder kept, as a trace to attach to a bug report or replay in a test.
  /// - Parameter redact: Applied to every destination in the trace (strip a name); ids and presentations stay.
  /// - Returns: The trace; empty when the router is not recording.
  public func trace(redacting redact: ((Destination) -> Destination)? = nil) -> Trace<Destination> {
    guard let recorder = flightRecorder else { return Trace(entries: []) }
    // Events print their routes' destinations too: they are redacted as the targets are.
    let entries = redact.map { recorder.entries(redacting: $0) } ?? recorder.entries
    return Trace(entries: entries, droppedEntries: recorder.droppedCount)
  }
}
