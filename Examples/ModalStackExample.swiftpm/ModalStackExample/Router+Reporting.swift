#if canImport(UIKit)
  import ModalStack
  import os

  /// Logs a line in Console under the app's subsystem, public: it names screens, not user data.
  /// - Parameters:
  ///   - type: `.error` for a refusal, `.fault` where even reporting it failed.
  ///   - text: What went wrong.
  func logNavigation(_ type: OSLogType, _ text: String) {
    os_log(type, log: OSLog(subsystem: "dev.modalstack.example", category: "Navigation"), "%{public}@", text)
  }

  extension Router where Destination == Screen {
    /// Runs the app's commands; a refusal is reported (``report(_:)``), never dropped.
    ///
    /// ```swift
    /// Button("Styles") { router.attempt { try router.present(.styles, as: .sheet) } }
    /// ```
    /// - Parameter commands: Router commands; the first that throws stops the rest.
    func attempt(_ commands: () throws -> Void) {
      do { try commands() } catch { report(error) }
    }

    /// Logs an error and shows it to the user in an alert route. Its `localizedDescription` names
    /// the screen and what to do; the router presents the alert over everything that is up.
    /// - Parameter error: A refused command, a restoration that failed, ….
    func report(_ error: any Error) {
      let text = error.localizedDescription
      logNavigation(.error, text)
      do {
        try present(.problem(text), as: .alert(title: "That did not work", message: text, buttons: [.cancel("OK")]))
      } catch {
        logNavigation(.fault, "the alert that reports it was refused too: \(error.localizedDescription)")
      }
    }
  }
#endif
