#if canImport(UIKit)
  import ModalStack
  import SwiftUI

  /// Every UIKit presentation style and transition, plus custom transitions and dismiss policies.
  @MainActor
  struct StylesScreen: View {
    @Environment(Router<Screen>.self) private var router

    private let styles: [(String, ModalStyle)] = [
      (
        "Sheet (medium, large, grabber)",
        .sheet(SheetConfiguration(detents: [.medium, .large], prefersGrabberVisible: true))
      ),
      (
        "Sheet (30 %, 400 pt, undimmed)",
        .sheet(SheetConfiguration(detents: [.fraction(0.3), .height(400)], largestUndimmedDetent: .fraction(0.3)))
      ),
      ("Page sheet", .pageSheet),
      ("Form sheet", .formSheet),
      ("Full screen", .fullScreen),
      ("Over full screen", .overFullScreen),
      ("Current context", .currentContext),
      ("Over current context", .overCurrentContext),
    ]

    private let transitions: [(String, ModalTransition)] = [
      ("Cover vertical", .coverVertical),
      ("Cross dissolve", .crossDissolve),
      ("Flip horizontal", .flipHorizontal),
      ("Partial curl", .partialCurl),
      ("No animation", .none),
      ("Custom: fade", .custom(.fade)),
      ("Custom: slide from leading", .custom(.move(from: .leading))),
      (
        "Custom: spring scale",
        .custom(
          CustomTransition(
            effects: [.scale(0.6), .opacity], duration: 0.5, curve: .spring(response: 0.4, dampingFraction: 0.7)))
      ),
    ]

    var body: some View {
      // The screen brings its own stack (it is presented as a sheet): the router's pushes on this
      // layer are values in its path, and no second stack is put around it.
      ModalStackNavigationStack {
        List {
          Section("Styles") {
            ForEach(styles, id: \.0) { name, style in
              Button(name) { present(name, .modal(style)) }
            }
            Button("Popover") {
              present("A popover", .modal(.popover(PopoverAnchor("popover-source"))))
            }
            .popoverAnchor("popover-source")
          }
          Section("Transitions (full screen)") {
            ForEach(transitions, id: \.0) { name, transition in
              Button(name) { present(name, .modal(.fullScreen, transition: transition)) }
            }
          }
          Section("Dismiss policies") {
            Button("Blocked sheet") { present("Swipe me: I stay", .modal(.pageSheet, dismissPolicy: .blocked)) }
            Button("Transparent cover") {
              present("What is below stays visible", .modal(.overFullScreen, background: .clear))
            }
          }
        }
        .navigationTitle("Styles")
      }
    }

    private func present(_ text: String, _ presentation: Presentation) {
      // Invalid combinations (a partial curl over this sheet) are refused with a typed error,
      // never passed to UIKit: the alert names the screen and what to do.
      router.attempt { try router.present(.message(text), as: presentation) }
    }
  }
#endif
