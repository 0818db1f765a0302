extension Presentation {
  /// The sheet's settings, for a sheet; `nil` for any other presentation.
  var sheetConfiguration: SheetConfiguration? {
    guard case .modal(let modal) = self, case .sheet(let sheet) = modal.style else { return nil }
    return sheet
  }

  /// The same presentation with another selected detent; unchanged when it is not a sheet.
  /// - Parameter detent: The detent, or `nil` for the smallest.
  func selectingDetent(_ detent: SheetDetent?) -> Presentation {
    guard case .modal(var modal) = self, case .sheet(var sheet) = modal.style else { return self }
    sheet.selectedDetent = detent
    modal.style = .sheet(sheet)
    return .modal(modal)
  }
}
