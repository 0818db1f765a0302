/// A feature's model that owns a piece of navigation: its optional destination, or its path of
/// child features, as state. A ``NavigationTree`` composes the features into the router's stack.
///
/// Each feature lists what it shows above itself, bottom first (``navigation``); each entry may
/// name the child feature its route shows, whose entries go on top. When routes are taken away,
/// the feature that owns the lowest of them hears it once, in ``navigationRemoved(from:reason:)``.
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

  /// What the feature shows above itself, bottom first; read whenever its state may have changed.
  /// - Throws: Whatever makes an entry's presentation: the tree keeps the screen as it is and
  ///   reports it in ``NavigationTree/error``.
  var navigation: [FeatureRoute<RouterDestination>] { get throws }

  /// The user or the router removed the entries of ``navigation`` from `index` on (and what was
  /// above them): drop them from the state. Called once per change, never for a feature whose own
  /// route went at the same time.
  /// - Parameters:
  ///   - index: The first entry removed.
  ///   - reason: Why, such as ``RouteChangeReason/interactive`` for a swipe or a back tap.
  func navigationRemoved(from index: Int, reason: RouteChangeReason)

  /// The user answered an alert or a confirmation dialog of ``navigation``, after
  /// ``navigationRemoved(from:reason:)`` cleared it; the feature may navigate from here. Does
  /// nothing by default.
  /// - Parameters:
  ///   - answer: The button tapped and the texts typed.
  ///   - destination: The alert's destination.
  func alertAnswered(_ answer: AlertResponse, for destination: RouterDestination)
}

extension NavigationFeature {
  /// Does nothing: a feature without alerts need not answer.
  public func alertAnswered(_ answer: AlertResponse, for destination: RouterDestination) {}
}
