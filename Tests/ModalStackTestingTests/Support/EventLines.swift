import ModalStackCore

/// The events a router reports, as they print, without the `will` ones: what most tests of the
/// simulated scene compare.
/// - Parameter router: The router.
/// - Returns: The subscription (keep it) and a function that reads the lines so far.
@MainActor
func eventLines(of router: Router<String>) -> (EventSubscription, () -> [String]) {
  var lines: [String] = []
  let subscription = router.observe { event in
    switch event {
    case .willPresent, .willDismiss: break
    default: lines.append(event.description)
    }
  }
  return (subscription, { lines })
}
