#if canImport(UIKit)
  import UIKit

  /// Other code's alert on the conformance suite's UIKit host (a SwiftUI `.alert` is a
  /// `UIAlertController`), writing its appearance callbacks (will and did) into the trace.
  @MainActor
  final class TracingAlertController: UIAlertController {
    /// Its name in the trace: `alert#1`.
    var traceName = "alert"
    /// Where its trace lines go.
    var record: (@MainActor (String) -> Void)?

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      record?("\(traceName).viewWillAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      record?("\(traceName).viewWillDisappear")
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      record?("\(traceName).viewDidAppear")
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      record?("\(traceName).viewDidDisappear")
    }
  }
#endif
