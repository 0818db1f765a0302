import Foundation
import ModalStackCore

extension Scenario {
  /// The router's own alert after a deep link over two covers: a present that arrives while it is
  /// up waits for the user's answer (UIKit presents nothing on an alert), then goes on.
  static let alerts = Scenario(
    name: "alerts",
    summary: "a deep link asks to confirm a delete over two covers; a present waits for the answer, then goes on"
  ) { timeline in
    let router = timeline.router
    var links = DeepLinkMap<String>()
    links.add(
      "/drafts/:id/delete",
      presentation: .alert(
        title: "Delete the draft?", message: "This cannot be undone.",
        buttons: [AlertButton("Delete", role: .destructive, id: "delete"), .cancel()])
    ) { "delete draft \(try $0.value("id", as: Int.self))" }
    router.deepLinks = links
    try await timeline.step("present the library and the editor as full-screen covers") {
      try router.present("library", as: .fullScreenCover)
      try router.present("editor", as: .fullScreenCover)
    }
    try await timeline.step("myapp://drafts/7/delete arrives: the alert goes over the two covers") {
      try router.open("myapp://drafts/7/delete")
    }
    try await timeline.start(
      "a sync report is presented while the alert is up: it waits for the answer", runningFor: .seconds(2)
    ) {
      try router.present("sync report", as: .sheet)
    }
    await timeline.step(
      "the user taps Delete: the answer is reported, the alert goes, the sheet goes on", headline: true
    ) {
      timeline.host.tapAlertButton("delete")
    }
    try await timeline.step("a confirmation dialog anchored at the share button (a popover on an iPad)") {
      let dialog = Presentation.confirmationDialog(
        title: "Share the draft", buttons: [AlertButton("Copy Link")], anchor: PopoverAnchor("share-button"))
      try router.present("share", as: dialog)
    }
    await timeline.step("the user taps outside the dialog: its Cancel button is chosen") {
      timeline.host.tapOutside()
    }
  }
}
