import Foundation
import Testing

@testable import ModalStackCore

/// The whole sheet as a value: custom detents, UIKit's other settings, validation and saved data.
@Suite struct SheetConfigurationTests {
  let peek = SheetDetent.custom("peek", height: 120)

  @Test func everySettingValidates() throws {
    let sheet = SheetConfiguration(
      detents: [peek, .medium, .large], prefersGrabberVisible: true, selectedDetent: peek,
      largestUndimmedDetent: .medium,
      prefersEdgeAttachedInCompactHeight: true, widthFollowsPreferredContentSizeWhenEdgeAttached: true,
      preferredCornerRadius: 0,
      prefersScrollingExpandsWhenScrolledToEdge: false, prefersPageSizing: false)
    try sheet.validate()
  }

  @Test func customDetentsNeedAPositiveHeightAndAName() {
    for bad in [
      SheetDetent.custom("peek", height: 0), .custom("peek", height: -5), .custom("peek", height: .infinity),
      .custom("", height: 100),
    ] {
      #expect(throws: PresentationError.invalidDetent(bad)) { try SheetConfiguration(detents: [bad]).validate() }
    }
    // UIKit's own identifiers are taken.
    #expect(throws: PresentationError.invalidDetent(.custom("large", height: 100))) {
      try SheetConfiguration(detents: [.custom("large", height: 100)]).validate()
    }
  }

  @Test func customDetentsAreOrderedWithFixedHeightsAndNamedOnce() {
    #expect(throws: PresentationError.unorderedDetents([.custom("tall", height: 300), .height(100)])) {
      try SheetConfiguration(detents: [.custom("tall", height: 300), .height(100)]).validate()
    }
    #expect(throws: PresentationError.duplicateDetentIdentifier("peek")) {
      try SheetConfiguration(detents: [peek, .custom("peek", height: 200)]).validate()
    }
  }

  @Test func theUndimmedAndSelectedDetentsAreTheSheets() {
    #expect(throws: PresentationError.detentNotInSheet(.large)) {
      try SheetConfiguration(detents: [.medium], largestUndimmedDetent: .large).validate()
    }
    #expect(throws: PresentationError.detentNotInSheet(peek)) {
      try SheetConfiguration(detents: [.medium, .large], selectedDetent: peek).validate()
    }
  }

  @Test func theCornerRadiusIsAtLeastZero() {
    #expect(throws: PresentationError.valueOutOfRange(name: "sheet corner radius", value: -1)) {
      try SheetConfiguration(preferredCornerRadius: -1).validate()
    }
    #expect(
      "\(PresentationError.valueOutOfRange(name: "sheet corner radius", value: -1))"
        == "sheet corner radius -1.0 is out of range; use a value in the range its documentation gives")
  }

  @Test func theDefaultsAreUIKits() {
    let sheet = SheetConfiguration()
    #expect(sheet.detents == [.large])
    #expect(!sheet.prefersEdgeAttachedInCompactHeight && !sheet.widthFollowsPreferredContentSizeWhenEdgeAttached)
    #expect(sheet.prefersScrollingExpandsWhenScrolledToEdge && sheet.prefersPageSizing)
    #expect(sheet.preferredCornerRadius == nil)
  }

  @Test func everySettingSurvivesEncoding() throws {
    let sheet = SheetConfiguration(
      detents: [peek, .large], selectedDetent: .large, largestUndimmedDetent: peek,
      prefersEdgeAttachedInCompactHeight: true,
      widthFollowsPreferredContentSizeWhenEdgeAttached: true, preferredCornerRadius: 12,
      prefersScrollingExpandsWhenScrolledToEdge: false,
      prefersPageSizing: false)
    let decoded = try JSONDecoder().decode(SheetConfiguration.self, from: try JSONEncoder().encode(sheet))
    #expect(decoded == sheet)
  }

  @Test func touchesPassThroughAtOrBelowTheLargestUndimmedDetent() {
    var sheet = SheetConfiguration(detents: [peek, .medium, .large], largestUndimmedDetent: .medium)
    #expect(sheet.passesTouchesThrough)  // resting at the smallest, peek
    sheet.selectedDetent = .medium
    #expect(sheet.passesTouchesThrough)
    sheet.selectedDetent = .large
    #expect(!sheet.passesTouchesThrough)
    sheet.largestUndimmedDetent = nil
    sheet.selectedDetent = peek
    #expect(!sheet.passesTouchesThrough)
  }

  @Test func popupIsAValueLikeSheet() {
    let presentation: Presentation = .popup
    #expect(presentation == .popup())
  }
}
