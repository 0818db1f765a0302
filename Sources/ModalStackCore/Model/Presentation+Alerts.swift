extension Presentation {
  /// An alert (`UIAlertController`, alert style): a tap on a button is reported as ``RouterEvent/alertAnswered(_:_:)``,
  /// then the route leaves with ``RouteChangeReason/answered``. Nothing is presented over it until then.
  ///
  /// ```swift
  /// try router.present(.deleteDraft(id), as: .alert(
  ///   title: "Delete the draft?", buttons: [AlertButton("Delete", role: .destructive, id: "delete"), .cancel()]))
  /// ```
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message under it.
  ///   - buttons: The buttons, in order, at most one with the cancel role; none gives one "OK" button.
  ///   - textFields: Text fields; what the user typed comes with the button tapped.
  ///   - preferredButton: The id of the button Return chooses, shown in bold; one of `buttons`.
  public static func alert(
    title: String, message: String? = nil, buttons: [AlertButton] = [], textFields: [AlertTextField] = [],
    preferredButton: String? = nil
  ) -> Presentation {
    let content = AlertConfiguration(
      title: title, message: message, buttons: buttons.isEmpty ? [AlertButton("OK")] : buttons, textFields: textFields,
      preferredButton: preferredButton)
    return .modal(ModalPresentation(style: .alert(content), dismissPolicy: .blocked))
  }

  /// A confirmation dialog (`UIAlertController`, action-sheet style), answered like an alert; at regular width UIKit
  /// shows it as a popover pointing at `anchor`. A tap outside it chooses its cancel button.
  /// - Parameters:
  ///   - title: The title; an empty one shows none.
  ///   - titleVisibility: Whether the title shows.
  ///   - message: The message under it.
  ///   - buttons: The actions, in order; a "Cancel" button is added when none has the cancel role.
  ///   - anchor: The view it points at as a popover (see the adapter's `popoverAnchor(_:)`).
  public static func confirmationDialog(
    title: String, titleVisibility: AlertConfiguration.TitleVisibility = .automatic, message: String? = nil,
    buttons: [AlertButton], anchor: PopoverAnchor
  ) -> Presentation {
    let all = buttons.contains { $0.role == .cancel } ? buttons : buttons + [.cancel()]
    let content = AlertConfiguration(title: title, message: message, buttons: all, titleVisibility: titleVisibility)
    return .modal(ModalPresentation(style: .confirmationDialog(content, anchor: anchor), dismissPolicy: .blocked))
  }

}
