import ModalStackCore
import ModalStackTesting

extension Scenario {
  /// What the app injects above the root, named nowhere, reaches every layer, live, as SwiftUI's
  /// own sheets inherit it: an `@Observable` model, a SwiftData container, the tint. A layer keeps
  /// its own trait values; SwiftUI's presentation state comes with the copy (no setter), so a
  /// layer closes itself with `modalDismiss`.
  static let environmentInLayers = Scenario(
    name: "environment-in-layers",
    summary: "objects, a model container and the tint injected above the root reach every layer, named nowhere"
  ) { timeline in
    let scene = SimulatedScene(host: timeline.host)
    let router = timeline.router
    let injected = [
      "Library (@Observable)": "12 books", "modelContainer": "Books.store", "tint": "orange", "colorScheme": "light",
    ]
    let root = scene.showRoot("home", router: router, environment: injected)
    var sheet = RouteID("sheet")
    var cover = RouteID("cover")
    try await timeline.step("the library as a sheet, a book over it as a cover") {
      sheet = try router.present("library", as: .sheet)
      cover = try router.present("book 3", as: .fullScreenCover)
    }
    @MainActor func show(_ id: RouteID, _ name: String) {
      let values = scene.environment(of: id) ?? [:]
      let keys = ["Library (@Observable)", "modelContainer", "tint", "colorScheme", "isPresented"]
      timeline.say(
        "\(name) reads " + keys.compactMap { key in values[key].map { "\(key) \($0)" } }.joined(separator: ", "))
    }
    show(sheet, "the library")
    show(cover, "the book")
    await timeline.step("dark mode, and a book added to the library model", headline: true) {
      scene.setColorScheme("dark")
      var updated = injected
      updated["Library (@Observable)"] = "13 books"
      scene.updateRoot(root, environment: updated)
    }
    show(sheet, "the library")
    show(cover, "the book")
    try await timeline.step("the book closes itself with modalDismiss") { try router.dismiss(cover) }
  }
}
