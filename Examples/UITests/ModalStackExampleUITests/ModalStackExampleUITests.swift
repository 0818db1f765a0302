import XCTest

/// A smoke test of the example app on an iOS simulator: what is on screen after a deep link over
/// two covers, a dismissal of everything, a popup's outside tapped and a blocked sheet swiped,
/// found by the accessibility identifiers the app's screens set (`home`, `nested-N`, `lesson-N`,
/// `message`, `popup-confirmation`).
final class ModalStackExampleUITests: XCTestCase {
  override func setUp() {
    continueAfterFailure = false
  }

  /// Launches the app and waits for its home screen.
  @MainActor
  private func launch() -> XCUIApplication {
    let app = XCUIApplication()
    app.launch()
    XCTAssertTrue(screen("home", in: app).waitForExistence(timeout: 15), "the home screen never showed")
    return app
  }

  /// The element with an accessibility identifier, whatever its type.
  @MainActor
  private func screen(_ identifier: String, in app: XCUIApplication) -> XCUIElement {
    app.descendants(matching: .any)[identifier]
  }

  /// Whether an element is gone within the time limit.
  @MainActor
  private func disappears(_ element: XCUIElement, within seconds: TimeInterval) -> Bool {
    let gone = XCTNSPredicateExpectation(predicate: NSPredicate(format: "exists == false"), object: element)
    return XCTWaiter().wait(for: [gone], timeout: seconds) == .completed
  }

  @MainActor
  func testADeepLinkOpensOverTwoCoversAndCloseEverythingReturnsHome() {
    let app = launch()
    app.buttons["Dismiss all"].tap()
    XCTAssertTrue(screen("nested-1", in: app).waitForExistence(timeout: 5))
    screen("nested-1", in: app).buttons["Present a cover on top"].tap()
    XCTAssertTrue(screen("nested-2", in: app).waitForExistence(timeout: 5))

    app.open(URL(string: "modalstack-example://lesson/42")!)
    XCTAssertTrue(screen("lesson-42", in: app).waitForExistence(timeout: 10), "the lesson did not open over the covers")

    screen("lesson-42", in: app).buttons["Close everything"].tap()
    XCTAssertTrue(disappears(screen("lesson-42", in: app), within: 5))
    XCTAssertTrue(screen("home", in: app).waitForExistence(timeout: 5))
    XCTAssertFalse(screen("nested-1", in: app).exists)
    XCTAssertFalse(screen("nested-2", in: app).exists)
  }

  @MainActor
  func testCloseEverythingDismissesASheetAndCoversAtOnce() {
    let app = launch()
    app.buttons["Dismiss all"].tap()
    XCTAssertTrue(screen("nested-1", in: app).waitForExistence(timeout: 5))
    screen("nested-1", in: app).buttons["Present a sheet on top"].tap()
    XCTAssertTrue(screen("nested-2", in: app).waitForExistence(timeout: 5))
    screen("nested-2", in: app).buttons["Present a cover on top"].tap()
    XCTAssertTrue(screen("nested-3", in: app).waitForExistence(timeout: 5))

    screen("nested-3", in: app).buttons["Close everything"].tap()
    XCTAssertTrue(disappears(screen("nested-3", in: app), within: 5))
    XCTAssertTrue(screen("home", in: app).waitForExistence(timeout: 5))
    for level in 1...3 { XCTAssertFalse(screen("nested-\(level)", in: app).exists, "nested-\(level) stayed") }
  }

  @MainActor
  func testATapOutsideAPopupClosesIt() {
    let app = launch()
    app.buttons["Popups"].tap()
    app.buttons["Confirmation (centre, tap outside closes)"].tap()
    let popup = screen("popup-confirmation", in: app)
    XCTAssertTrue(popup.waitForExistence(timeout: 5))

    // Near the top edge: on the dimmed background, outside the centred card.
    app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.06)).tap()
    XCTAssertTrue(disappears(popup, within: 5), "the popup stayed after a tap outside it")
    XCTAssertTrue(app.navigationBars["Popups"].exists)
  }

  @MainActor
  func testASwipeDoesNotCloseABlockedSheet() {
    let app = launch()
    app.buttons["Every style and transition"].tap()
    let blocked = app.buttons["Blocked sheet"]
    var swipes = 0
    while !blocked.isHittable && swipes < 8 {
      app.swipeUp()
      swipes += 1
    }
    blocked.tap()
    let sheet = screen("message", in: app)
    XCTAssertTrue(sheet.waitForExistence(timeout: 5))

    sheet.swipeDown(velocity: .fast)
    XCTAssertFalse(disappears(sheet, within: 2), "the blocked sheet was swiped away")
    XCTAssertTrue(sheet.staticTexts["Swipe me: I stay"].exists)
  }
}
