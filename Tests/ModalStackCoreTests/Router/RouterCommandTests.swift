import Foundation
import ModalStackCore
import Testing

/// A command reads in one line, as the flight recorder and failures show it.
@Suite struct RouterCommandTests {
  @Test func eachCommandDescribesItselfInOneLine() {
    let url = URL(string: "myapp://learn/7")!
    let described: [(RouterCommand<Screen>, String)] = [
      (.present(.settings, .sheet, id: "s"), "present sheet(settings)"),
      (.present(.settings, .sheet, id: "s", once: .ifOnTop), "present sheet(settings) once ifOnTop"),
      (.pop(count: 2), "pop 2"),
      (.popToRoot(), "popToRoot"),
      (.popToRoot(in: "inbox"), "popToRoot in inbox"),
      (.dismissTop, "dismissTop"),
      (.dismiss("s"), "dismiss s"),
      (.dismissAll, "dismissAll"),
      (.goBack(to: "s"), "goBack to s"),
      (.goBackToIndex(1), "goBack to index 1"),
      (.removeLast(2), "removeLast 2"),
      (.selectDetent(.large, of: "s"), "selectDetent \(SheetDetent.large) of s"),
      (.insert(.learn(1), before: "p", id: "i"), "insert push(learn 1) before p"),
      (.replace([]), "replace with root"),
      (
        .replace([Route(.settings, presentation: .sheet), Route(.learn(1), presentation: .push)]),
        "replace with sheet(settings) ▸ push(learn 1)"
      ),
      (.open(url), "open myapp://learn/7"),
      (.open(url, from: .notification), "open myapp://learn/7 from \(LinkOrigin.notification)"),
    ]
    for (command, line) in described { #expect(command.description == line) }
  }
}
