import ModalStackConformance
import ModalStackCore
import Testing

@Suite("TraceNormalizer")
struct TraceNormalizerTests {
  private func line(_ message: String, style: String? = nil) -> String? {
    TraceNormalizer.line(forSimulatorMessage: message) { _ in style }
  }

  @Test("a present names the requested style, the transition and whether it animates, not who UIKit forwarded it to")
  func presentLine() {
    #expect(
      line(
        "present(popover(filters), on: root, animated: true) — style pageSheet, transition coverVertical, presented by root",
        style: "popover")
        == "present popover(filters) on root, style popover, transition coverVertical, animated")
  }

  @Test("a dismissal keeps its presenter and animation; the list of what it removes comes from the callbacks")
  func dismissLine() {
    #expect(
      line("dismiss(from: root, animated: false) — removes sheet(b), and without animation sheet(a)")
        == "dismiss from root, not animated")
  }

  @Test("callbacks, delegate calls, other code's calls and violations are kept; narration is dropped")
  func keptAndDropped() {
    #expect(line("sheet(a).viewDidAppear") == "sheet(a).viewDidAppear")
    #expect(
      line("presentationControllerShouldDismiss(sheet(a)) → true") == "presentationControllerShouldDismiss sheet(a)")
    #expect(line("presentationControllerDidDismiss(sheet(a))") == "presentationControllerDidDismiss sheet(a)")
    #expect(line("others present(alert#1, on: root, animated: true)") == "others present alert#1 on root, animated")
    #expect(
      line("setViewControllers(root: [push(a), push(b)], animated: false) under sheet(s)")
        == "setViewControllers root [push(a), push(b)], not animated")
    #expect(line("⚠︎ Attempt to present x on y") == "violation: Attempt to present x on y")
    #expect(line("app entered background") == nil)
    #expect(line("tap outside toast(a)'s content passes through") == nil)
  }

  @Test("events that name another code's controller type or carry times are cut to their kind")
  func events() {
    #expect(
      TraceNormalizer.line(for: RouterEvent<String>.waitingForForeignPresentation("UIAlertController"))
        == "event waitingForForeignPresentation")
    #expect(TraceNormalizer.inWindow(1, "stack: root") == "w2 stack: root")
  }
}
