/// A feature's model that owns a piece of navigation: its optional destination, or its path of
/// child features, as state. A ``NavigationTree`` composes the features into the router's stack.
///
/// Each feature lists what it shows above itself, bottom first (``navigation``): none or one
/// route for an optional destination, one per element for a path. Each entry may name the child
/// feature shown by its route, whose own entries go on top of it, and so on: the screen is the
/// tree read depth first. When the user or the router takes routes away (a swipe, a back tap, a
/// tap outside, an answered alert, a `ModalDismissAction`), the feature that owns the lowest of
/// them hears it once, with the true reason, in ``navigationRemoved(from:reason:)``.
///
/// ```swift
/// @MainActor @Observable
/// final class DetailModel: NavigationFeature {
///   enum Destination { case edit(FormModel), deleteAlert }
///   var destination: Destination?
///
///   var navigation: [FeatureRoute<Screen>] {
///     get throws {
///       switch destination {
///       case .edit(let form): [FeatureRoute(.edit(form), presentation: .sheet, child: form)]
///       case .deleteAlert: [FeatureRoute(.deleteAlert, presentation: try .alert(Self.deleteAlert))]
///       case nil: []
///       }
///     }
///   }
///
///   func navigationRemoved(from index: Int, reason: RouteChangeReason) { destination = nil }
/// }
/// ```
@MainActor
public protocol NavigationFeature<RouterDestination>: AnyObject {
  /// The destination type of the router that shows the feature.
  associatedtype RouterDestination: Hashable & Sendable

  /// What the feature shows above itself, bottom first: its destination (none or one entry) or
  /// its path (one entry per element). Read whenever the feature's state may have changed.
  /// - Throws: Whatever makes an entry's presentation (``AlertActionError`` for an alert whose
  ///   action does not encode): the tree keeps the screen as it is and reports it in
  ///   ``NavigationTree/error``.
  var navigation: [FeatureRoute<RouterDestination>] { get throws }

  /// The user or the router removed the entries of ``navigation`` from `index` on (and what was
  /// above them): drop them from the state. Called once per change, only for entries that were
  /// on the router's stack, and never for a feature whose own route went at the same time.
  /// - Parameters:
  ///   - index: The first entry removed.
  ///   - reason: Why: ``RouteChangeReason/interactive`` for a swipe or a back tap,
  ///     ``RouteChangeReason/answered`` for an answered alert, and so on.
  func navigationRemoved(from index: Int, reason: RouteChangeReason)

  /// The user answered an alert or a confirmation dialog of this feature's ``navigation``: called
  /// after ``navigationRemoved(from:reason:)`` cleared it, so the feature may present, push or
  /// dismiss from here. Read a typed action with ``AlertResponse/action(as:)``. Does nothing by
  /// default.
  /// - Parameters:
  ///   - answer: The button tapped and the texts typed.
  ///   - destination: The alert's destination.
  func alertAnswered(_ answer: AlertResponse, for destination: RouterDestination)
}

extension NavigationFeature {
  /// Does nothing: a feature without alerts need not answer.
  public func alertAnswered(_ answer: AlertResponse, for destination: RouterDestination) {}
}
