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
#endif
