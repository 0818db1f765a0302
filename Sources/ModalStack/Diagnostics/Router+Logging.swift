#if canImport(UIKit)
  import ModalStackCore
  import os

  extension Router {
    /// Writes every router event to the unified log (`os.Logger`) under your subsystem, and marks
    /// each transition with a signpost interval for Instruments' Points of Interest. Event kinds are
    /// public; the routes (which may carry personal data) are private.
    ///
    /// ```swift
    /// @State private var logging: EventSubscription?
    /// …
    /// .onAppear { logging = router.logEvents(subsystem: "com.example.learn") }
    /// ```
    /// - Parameters:
    ///   - subsystem: Your app's subsystem, as in Console's filters.
    ///   - category: The log category; `ModalStack` by default.
    /// - Returns: The subscription; logging stops when it is cancelled or released.
    public func logEvents(subsystem: String, category: String = "ModalStack") -> EventSubscription {
      let log = OSLog(subsystem: subsystem, category: category)
      let pointsOfInterest = OSLog(subsystem: subsystem, category: .pointsOfInterest)
      var transitions: [RouteID: OSSignpostID] = [:]
      return observe { event in
        let record = EventRecord(event)
        os_log(.info, log: log, "%{public}@ %{private}@", record.kind, record.text)
        guard let (route, boundary) = event.transitionBoundary else { return }
        switch boundary {
        case .begins:
          let id = OSSignpostID(log: pointsOfInterest)
          transitions[route] = id
          os_signpost(.begin, log: pointsOfInterest, name: "transition", signpostID: id, "%{public}@", record.kind)
        case .ends:
          if let id = transitions.removeValue(forKey: route) {
            os_signpost(.end, log: pointsOfInterest, name: "transition", signpostID: id, "%{public}@", record.kind)
          }
        }
      }
    }
  }
#endif
