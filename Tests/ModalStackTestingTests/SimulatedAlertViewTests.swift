import ModalStackCore
import ModalStackTesting
import Testing

/// `modalStackAlert` and `modalStackConfirmationDialog` on a covered view: the app-wide alert
/// declared on the root while a sheet is up, which SwiftUI's own `.alert` loses to UIKit.
@MainActor
@Suite struct SimulatedAlertViewTests {
  let clock = SimulatedClock()

  /// A scene whose root shows a sheet, settled.
  private func rootUnderASheet(recordsIssues: Bool = true) async throws -> (
    SimulatedScene<LocalRoute>, Router<LocalRoute>
  ) {
    let scene = SimulatedScene<LocalRoute>(clock: clock, recordsIssues: recordsIssues)
    let router = Router<LocalRoute>(scheduler: clock)
    scene.showRoot("root", router: router)
    try router.present(LocalRoute(site: "Settings", item: "1"), as: .sheet)
    await scene.host.settle()
    return (scene, router)
  }

  private func chain(_ scene: SimulatedScene<LocalRoute>) -> [String] { scene.host.window.chain.map(\.name) }

  @Test func swiftUIsOwnAlertOnTheCoveredRootIsDroppedAndTheWarningNamesTheFix() async throws {
    let (scene, _) = try await rootUnderASheet(recordsIssues: false)  // the drop is other code's
    let root = try #require(scene.host.window.chain.first)
    #expect(scene.host.window.presentForeign(.alert, on: root) == nil)
    #expect(scene.host.violations.map(\.rule) == [.presenterAlreadyPresenting])
    let warning = try #require(scene.host.diagnostics.first?.description)
    #expect(warning.contains("UIKit drops it"))
    #expect(warning.contains("Use .modalStackAlert, .modalStackConfirmationDialog or .modalStackSheet"))
  }

  @Test func anAlertDeclaredOnTheRootShowsOverTheSheetAndItsAnswerRunsItsAction() async throws {
    let (scene, router) = try await rootUnderASheet()
    var retries = 0
    let alert = scene.alertView("RootView", router: router) {
      RoutedAlert(
        .alert, title: "Offline", message: "Check the connection.",
        actions: [AlertAction("Retry") { retries += 1 }, .cancel()])
    }
    alert.set(true)
    await scene.host.settle()
    #expect(chain(scene) == ["root", "sheet(local 1)", "alert(local alert)"])
    #expect(scene.host.window.chain.last?.configuration?.alert?.message == "Check the connection.")
    #expect(scene.host.tapAlertButton("Retry") == .dismissed)
    await scene.host.settle()
    #expect(retries == 1)
    #expect(!alert.isPresented)
    #expect(alert.writeBackReasons == [.answered])
    #expect(chain(scene) == ["root", "sheet(local 1)"])
    #expect(scene.host.violations.isEmpty)
  }

  /// Under a full-screen cover SwiftUI need not update the root (no `onChange`): the app-wide
  /// alert still follows its model's flag, on a later turn, both ways.
  @Test func anAlertOnARootSwiftUIDoesNotUpdateFollowsItsFlag() async throws {
    let scene = SimulatedScene<LocalRoute>(clock: clock)
    let router = Router<LocalRoute>(scheduler: clock)
    scene.showRoot("root", router: router)
    try router.present(LocalRoute(site: "Player", item: "1"), as: .fullScreenCover)
    await scene.host.settle()
    let alert = scene.alertView("RootView", router: router) {
      RoutedAlert(.alert, title: "Sync failed", message: nil, actions: [.cancel()])
    }
    alert.updatesWithheld = true
    alert.set(true)
    await scene.host.settle()
    #expect(chain(scene) == ["root", "fullScreenCover(local 1)", "alert(local alert)"])
    alert.set(false)
    await scene.host.settle()
    #expect(chain(scene) == ["root", "fullScreenCover(local 1)"])
    #expect(scene.host.violations.isEmpty)
  }

  @Test func aConfirmationDialogOnTheRootShowsOverTheSheetAndItsAnswerRunsItsAction() async throws {
    let (scene, router) = try await rootUnderASheet()
    var chosen: [String] = []
    let dialog = scene.alertView("RootView", router: router) {
      RoutedAlert(
        .confirmationDialog(titleVisibility: .hidden, anchor: PopoverAnchor("RootView")), title: "Photo",
        message: nil,
        actions: [
          AlertAction("Share") { chosen.append("share") },
          AlertAction("Delete", role: .destructive) { chosen.append("delete") },
        ])
    }
    dialog.set(true)
    await scene.host.settle()
    let top = try #require(scene.host.window.chain.last)
    #expect(chain(scene) == ["root", "sheet(local 1)", "confirmationDialog(local alert)"])
    #expect(top.configuration?.alert?.shownTitle(isConfirmationDialog: true) == nil)
    #expect(top.configuration?.alert?.buttons.map(\.id) == ["Share", "Delete", "cancel"])
    scene.host.tapAlertButton("Delete")
    await scene.host.settle()
    #expect(chosen == ["delete"])
    #expect(!dialog.isPresented)
    #expect(chain(scene) == ["root", "sheet(local 1)"])
  }

  @Test func anAlertAskedForDuringATransitionWaitsAndThenShowsOnTop() async throws {
    let scene = SimulatedScene<LocalRoute>(clock: clock)
    let router = Router<LocalRoute>(scheduler: clock)
    scene.showRoot("root", router: router)
    try router.present(LocalRoute(site: "Settings", item: "1"), as: .sheet)
    let alert = scene.alertView("RootView", router: router) {
      RoutedAlert(.alert, title: "Saved", message: nil, actions: [])
    }
    alert.set(true)  // the sheet is still rising
    await scene.host.settle()
    #expect(chain(scene) == ["root", "sheet(local 1)", "alert(local alert)"])
    #expect(scene.host.window.chain.last?.configuration?.alert?.buttons.map(\.title) == ["OK"])
    #expect(scene.host.violations.isEmpty)
  }

  @Test func aTapRunsTheActionOfTheLatestRender() async throws {
    let (scene, router) = try await rootUnderASheet()
    let draft = Draft()
    var deleted: [String] = []
    let alert = scene.alertView("RootView", router: router) {
      let shown = draft.text
      return RoutedAlert(
        .alert, title: "Delete?", message: nil, actions: [AlertAction("Delete") { deleted.append(shown) }])
    }
    alert.set(true)
    await scene.host.settle()
    draft.text = "second"
    alert.render()
    scene.host.tapAlertButton("Delete")
    await scene.host.settle()
    #expect(deleted == ["second"])
  }

  /// A render whose alert reads otherwise (the item it names changed while it is up) does not
  /// swap the actions under the user's finger: the tap answers the alert shown.
  @Test func aRenderThatReadsOtherwiseKeepsTheShownAlertsActions() async throws {
    let (scene, router) = try await rootUnderASheet()
    let draft = Draft()
    var deleted: [String] = []
    let alert = scene.alertView("RootView", router: router) {
      let named = draft.text
      return RoutedAlert(
        .alert, title: "Delete \(named)?", message: nil, actions: [AlertAction("Delete") { deleted.append(named) }])
    }
    draft.text = "A"
    alert.set(true)
    await scene.host.settle()
    draft.text = "B"
    alert.render()
    scene.host.tapAlertButton("Delete")
    await scene.host.settle()
    #expect(deleted == ["A"])
  }

  @Test func theRouterRemovingTheAlertSetsTheBindingFalseAndRunsNoAction() async throws {
    let (scene, router) = try await rootUnderASheet()
    var ran = false
    let alert = scene.alertView("RootView", router: router) {
      RoutedAlert(.alert, title: "Offline", message: nil, actions: [AlertAction("Retry") { ran = true }, .cancel()])
    }
    alert.set(true)
    await scene.host.settle()
    router.dismissAll()  // a deep link, a sign-out
    await scene.host.settle()
    #expect(!alert.isPresented)
    #expect(alert.writeBackReasons == [.dismissAll])
    #expect(!ran)
    #expect(chain(scene) == ["root"])
    alert.set(true)  // the next error shows again
    await scene.host.settle()
    #expect(chain(scene) == ["root", "alert(local alert)"])
  }

  @Test func theAppSettingTheBindingFalseDismissesTheAlert() async throws {
    let (scene, router) = try await rootUnderASheet()
    let alert = scene.alertView("RootView", router: router) {
      RoutedAlert(.alert, title: "Syncing", message: nil, actions: [])
    }
    alert.set(true)
    await scene.host.settle()
    alert.set(false)
    await scene.host.settle()
    #expect(chain(scene) == ["root", "sheet(local 1)"])
    #expect(alert.writeBacks == 0)
  }

  // MARK: Why the binding was written

  /// What happens to the declaring view before its alert leaves.
  enum ViewFate: String, CaseIterable, Sendable {
    case onScreen, recreated, removed, withheld

    @MainActor func apply(to view: SimulatedAlertView<LocalRoute>) {
      switch self {
      case .onScreen: break
      case .recreated: view.recreate()
      case .removed: view.remove()
      case .withheld: view.updatesWithheld = true
      }
    }
  }

  /// A way an alert leaves that the app did not ask for through its binding.
  enum Removal: String, CaseIterable, Sendable {
    case answered, dismissAll, deepLink, programmaticDismiss

    /// The reason the write-back carries.
    var reason: RouteChangeReason {
      switch self {
      case .answered: .answered
      case .dismissAll: .dismissAll
      case .deepLink: .deepLink
      case .programmaticDismiss: .programmatic
      }
    }
  }

  /// Each write-back carries the reason the alert left with (the adapter writes it in the
  /// binding's transaction), whether the view that declares it is on screen, made again, gone or
  /// not updated; only an answer runs the button's action.
  @Test(arguments: Removal.allCases, ViewFate.allCases)
  func theWriteBackCarriesTheReasonTheAlertLeftWith(_ removal: Removal, _ fate: ViewFate) async throws {
    let (scene, router) = try await rootUnderASheet()
    var retries = 0
    let alert = scene.alertView("RootView", router: router) {
      RoutedAlert(.alert, title: "Offline", message: nil, actions: [AlertAction("Retry") { retries += 1 }, .cancel()])
    }
    alert.set(true)
    await scene.host.settle()
    let route = try #require(alert.routeID)
    fate.apply(to: alert)
    switch removal {
    case .answered: #expect(scene.host.tapAlertButton("Retry") == .dismissed)
    case .dismissAll: router.dismissAll()
    case .deepLink: router.replace(with: RouteStack(), reason: .deepLink)
    case .programmaticDismiss: try router.dismiss(route)
    }
    await scene.host.settle()
    #expect(!alert.isPresented)
    #expect(alert.writeBackReasons == [removal.reason])
    if fate != .removed { #expect(retries == (removal == .answered ? 1 : 0)) }
    #expect(scene.host.violations.isEmpty)
  }

  /// The app's own change (its flag turns `false`) dismisses the alert and is not written back.
  @Test(arguments: ViewFate.allCases)
  func theAppsOwnChangeIsNotWrittenBack(_ fate: ViewFate) async throws {
    let (scene, router) = try await rootUnderASheet()
    let alert = scene.alertView("RootView", router: router) {
      RoutedAlert(.alert, title: "Syncing", message: nil, actions: [])
    }
    alert.set(true)
    await scene.host.settle()
    fate.apply(to: alert)
    alert.set(false)
    if fate == .removed { alert.recreate() }  // an alert left behind goes when its view returns
    await scene.host.settle()
    #expect(chain(scene) == ["root", "sheet(local 1)"])
    #expect(alert.writeBacks == 0)
  }
}

/// The text a view renders from, changed between renders.
@MainActor
private final class Draft {
  var text = "first"
}
