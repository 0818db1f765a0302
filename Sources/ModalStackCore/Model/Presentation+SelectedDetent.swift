extension Presentation {
  var sheetConfiguration: SheetConfiguration? {
    guard case .modal(let modal) = self, case .sheet(let sheet) = modal.style else { return nil }
    return sheet
  }

  /// The same presentation with another selected detent (`nil` for the smallest); unchanged when not a sheet.
  func selectingDetent(_ detent: SheetDetent?) -> Presentation {
    guard case .modal(var modal) = self, case .sheet(var sheet) = modal.style else { return self }
    sheet.selectedDetent = detent
    modal.style = .sheet(sheet)
    return .modal(modal)
  }
}
