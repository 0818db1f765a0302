import Foundation
import ModalStackCore

/// The trace's vocabulary, and the translation into it of what each host reports: the router's
/// events (the same on every host), and the simulated window's log. The UIKit host writes the
/// same vocabulary with the `line` functions here, so both hosts spell a call alike.
///
/// Kept: what the host asked UIKit (present, dismiss, setViewControllers, child overlays, sheet
/// detents), other code's calls, what UIKit did in answer that the simulator models (each
/// controller's `viewWillAppear`, `viewDidAppear`, `viewWillDisappear` and `viewDidDisappear`, the
/// presentation controller's delegate calls, adaptive styles), rule violations, and the router's
/// events. Dropped: narration that only one host has (forwarding, touches passing through, the
/// scene's own log lines), times, and the names of other code's controller types.
package enum TraceNormalizer {
  // MARK: The vocabulary

  /// A presentation the host asked for.
  package static func present(
    _ controller: String, on presenter: String, style: String, transition: String, animated: Bool
  ) -> String {
    "present \(controller) on \(presenter), style \(style), transition \(transition), \(animated ? "animated" : "not animated")"
  }

  /// A dismissal the host asked for, named by the controller that presents what goes.
  package static func dismiss(from presenter: String, animated: Bool) -> String {
    "dismiss from \(presenter), \(animated ? "animated" : "not animated")"
  }

  /// A navigation stack set in one go.
  package static func setViewControllers(_ controller: String, path: [String], animated: Bool) -> String {
    "setViewControllers \(controller) [\(path.joined(separator: ", "))], \(animated ? "animated" : "not animated")"
  }

  /// Other code presents.
  package static func othersPresent(_ controller: String, on presenter: String, animated: Bool) -> String {
    "others present \(controller) on \(presenter), \(animated ? "animated" : "not animated")"
  }

  /// Other code dismisses its controller.
  package static func othersDismiss(_ controller: String, animated: Bool) -> String {
    "others dismiss \(controller), \(animated ? "animated" : "not animated")"
  }

  /// A view of a layer read a value of its environment.
  package static func environmentRead(_ key: String, value: String?, in layer: String) -> String {
    "\(layer) reads \(key): \(value ?? "nothing")"
  }

  /// The container a layer's content sits in.
  package static func container(of layer: String, _ container: String?) -> String {
    "container of \(layer): \(container ?? "none")"
  }

  /// A line for the second window is prefixed with its number.
  package static func inWindow(_ window: Int, _ line: String) -> String {
    window == 0 ? line : "w\(window + 1) \(line)"
  }

  // MARK: Router events

  /// An event as a trace line; `nil` for events that carry what differs between hosts only.
  package static func line(for event: RouterEvent<String>) -> String? {
    switch event {
    // Names another code's controller by its type on a real host, by kind and number here.
    case .waitingForForeignPresentation: "event waitingForForeignPresentation"
    // A fault's text carries times.
    case .hostFault: "event hostFault"
    default: "event \(event)"
    }
  }

  // MARK: The simulated window's log

  /// A simulated window's log message as a trace line, or `nil` for narration.
  /// - Parameters:
  ///   - message: A ``SimulatedWindow/LogEntry`` message.
  ///   - requestedStyle: The style a controller was asked to be presented in, by name: the log
  ///     gives the style it shows in, and a UIKit host knows only the one it asks for at the call.
  package static func line(forSimulatorMessage message: String, requestedStyle: (String) -> String?) -> String? {
    if message.hasPrefix("⚠︎ ") { return "violation: " + message.dropFirst(2) }
    if let call = parse(message, "present(", ", on: ", ", animated: ", ") — style ", ", transition ", ", presented by ")
    {
      return present(
        call[0], on: call[1], style: requestedStyle(call[0]) ?? call[3], transition: call[4],
        animated: call[2] == "true")
    }
    if let call = parse(message, "dismiss(from: ", ", animated: ", ") — removes ") {
      return dismiss(from: call[0], animated: call[1] == "true")
    }
    if message.hasPrefix("dismiss(from: "), message.hasSuffix("nothing is presented") { return message }
    if let call = parse(message, "setViewControllers(", ": [", "], animated: ", ")") {
      return setViewControllers(
        call[0], path: call[1].isEmpty ? [] : call[1].components(separatedBy: ", "), animated: call[2] == "true")
    }
    if let call = parse(message, "others present(", ", on: ", ", animated: ", ")") {
      return othersPresent(call[0], on: call[1], animated: call[2] == "true")
    }
    if let call = parse(message, "others dismiss(", ", animated: ", ")") {
      return othersDismiss(call[0], animated: call[1] == "true")
    }
    if let call = parse(message, "addChild(", ", over: ", ") — ") { return "addChild \(call[0]) over \(call[1])" }
    if let call = parse(message, "removeFromParent(", ")") { return "removeFromParent \(call[0])" }
    for callback in [".viewWillAppear", ".viewDidAppear", ".viewWillDisappear", ".viewDidDisappear"]
    where message.hasSuffix(callback) {
      return message
    }
    if let call = parse(message, "presentationControllerShouldDismiss(", ") → ") {
      return "presentationControllerShouldDismiss \(call[0])"
    }
    for delegateCall in [
      "presentationControllerWillDismiss", "presentationControllerDidDismiss",
      "presentationControllerDidAttemptToDismiss",
    ] {
      if let call = parse(message, delegateCall + "(", ")") { return "\(delegateCall) \(call[0])" }
    }
    if let call = parse(message, "interactive dismissal of ", " cancelled") {
      return "interactive dismissal of \(call[0]) cancelled"
    }
    if let call = parse(message, "presentationController(", ", willPresentWithAdaptiveStyle: ", ")") {
      return "willPresentWithAdaptiveStyle \(call[0]) \(call[1])"
    }
    if let call = parse(message, "sheetPresentationControllerDidChangeSelectedDetentIdentifier(", ") → ") {
      return "sheetPresentationControllerDidChangeSelectedDetentIdentifier \(call[0]) \(call[1])"
    }
    if let call = parse(message, "", ".sheetPresentationController.selectedDetentIdentifier = ", " (animateChanges)") {
      return "selectedDetentIdentifier \(call[0]) \(call[1]), animateChanges"
    }
    if let call = parse(message, "", ".rootView = ", " — swapped in place") {
      return "rootView \(call[0]) = \(call[1])"
    }
    if message.hasPrefix("root "), message.contains(" appears") || message.hasSuffix(" disappears") { return message }
    // The SwiftUI side: a `NavigationStack(path:)` written, the app's own value pushes, the user
    // going back in a path, a tab view's selection and the tabs it builds.
    if message.hasPrefix("path of "), message.contains(" written: [") { return message }
    if message.hasPrefix("the app pushes ") || message.hasPrefix("user goes back ") { return message }
    if message.hasPrefix("tab "), message.hasSuffix(" selected") || message.hasSuffix(" is built") { return message }
    return nil
  }

  /// Splits a message made of fixed parts and values: `parse("a(x, b) c", "a(", ", ", ")")` is
  /// `["x", "b", " c"]`, whatever follows the last part being the last value. The last part is
  /// found from the end, since names hold parentheses (`sheet(settings)`).
  private static func parse(_ message: String, _ parts: String...) -> [String]? {
    guard let first = parts.first, message.hasPrefix(first) else { return nil }
    var rest = message.dropFirst(first.count)
    var values: [String] = []
    for (index, part) in parts.dropFirst().enumerated() {
      let isLast = index == parts.count - 2
      guard let range = rest.range(of: part, options: isLast ? .backwards : []) else { return nil }
      values.append(String(rest[..<range.lowerBound]))
      rest = rest[range.upperBound...]
    }
    return values + [String(rest)]
  }
}
