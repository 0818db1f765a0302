/// A feature's model that owns a piece of navigation: its optional destination, or its path of
/// child features, as state. A ``NavigationTree`` composes the features into the router's stack.
///
/// ```swift
/// @MainActor @Observable
/// final class DetailModel: NavigationFeature {
///   var editing: FormModel?
///   var navigation: [FeatureRoute<Screen>] {
///     editing.map { [FeatureRoute(.edit($0), presentation: .sheet, child: $0)] } ?? []
///   }
///   func navigationRemoved(from index: Int, reason: RouteChangeReason) { editing = nil }
/// }
/// ```
@MainActor
public protocol NavigationFeature<RouterDestination>: AnyObject {
  /// The destination type of the router that shows the feature.
  associatedtype RouterDestination: Hashable & Sendable

  /// What the feature shows above itself, bottom first; read whenever its state may have changed.
  /// - Throws: Whatever makes an entry's presentation; the tree keeps the screen and sets ``NavigationTree/error``.
  var navigation: [FeatureRoute<RouterDestination>] { get throws }

  /// The user or the router removed the entries of ``navigation`` from `index` on (and what was
  /// above them): drop them from the state. Called once per change, never for a feature whose own
  /// route went at the same time.
  /// - Parameters:
  ///   - index: The first entry removed.
  ///   - reason: Why, such as ``RouteChangeReason/interactive`` for a swipe or a back tap.
  func navigationRemoved(from index: Int, reason: RouteChangeReason)

  /// The user answered an alert or a confirmation dialog of ``navigation``, after
  /// ``navigationRemoved(from:reason:)`` cleared it; the feature may navigate from here. The
  /// typed action of a button made with ``AlertButton/init(_:role:id:action:)`` is read back
  /// with ``AlertResponse/action(as:)``.
  ///
  /// ```swift
  /// func alertAnswered(_ answer: AlertResponse, for destination: Screen) {
  ///   if (try? answer.action(as: AlertAction.self)) == .confirmDeletion { onDelete(meeting.id) }
  /// }
  /// ```
  /// - Parameters:
  ///   - answer: The button tapped and the texts typed.
  ///   - destination: The alert's destination.
  func alertAnswered(_ answer: AlertResponse, for destination: RouterDestination)
}

extension NavigationFeature {
  /// Does nothing: a feature without alerts need not answer.
  public func alertAnswered(_ answer: AlertResponse, for destination: RouterDestination) {}
}
