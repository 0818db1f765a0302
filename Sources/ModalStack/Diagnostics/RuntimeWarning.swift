#if canImport(UIKit)
  import os

  /// Shows a purple runtime warning in Xcode (and the console) in debug builds, as SwiftUI does
  /// for its own misuse; release builds say nothing. Xcode lists faults logged under this
  /// subsystem as runtime issues.
  /// - Parameter message: What went wrong, naming the input.
  func runtimeWarning(_ message: String) {
    #if DEBUG
      os_log(.fault, log: OSLog(subsystem: "com.apple.runtime-issues", category: "ModalStack"), "%{public}@", message)
    #endif
  }

  /// Logs a line at the debug level in debug builds (Xcode's console, and Console with debug
  /// messages shown); release builds say nothing: what is ordinary, but worth knowing when a
  /// screen is slow to show, such as what the router waits on.
  /// - Parameter message: What happens, naming the screen.
  func debugLog(_ message: String) {
    #if DEBUG
      os_log(.debug, log: OSLog(subsystem: "ModalStack", category: "Waiting"), "%{public}@", message)
    #endif
  }

  /// Logs a fault in every build (the console, and Xcode's runtime issues in debug): for misuse
  /// that would otherwise do nothing, such as a presentation no router above the view can make.
  /// - Parameter message: What went wrong, naming the input.
  func loggedFault(_ message: String) {
    os_log(.fault, log: OSLog(subsystem: "ModalStack", category: "Presentation"), "%{public}@", message)
    runtimeWarning(message)
  }

  /// The faults ``loggedFaultOnce(_:)`` has logged in this process.
  private let faultsLogged = OSAllocatedUnfairLock(initialState: Set<String>())

  /// Logs a fault like ``loggedFault(_:)``, the first time this process sees the message: for
  /// misuse found while a view's body runs, which SwiftUI may run on every frame.
  /// - Parameter message: What went wrong, naming the input.
  func loggedFaultOnce(_ message: String) {
    guard faultsLogged.withLock({ $0.insert(message).inserted }) else { return }
    loggedFault(message)
  }
#endif
