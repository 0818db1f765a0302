import Foundation

/// A route a view presents with its content written inline, as SwiftUI's `.sheet(item:content:)`
/// does, with no case of the app's destination enum: `.present(item: $item) { item in Detail(item) }`.
///
/// Its identity is where the modifier is written and the item's identity. It lives as long as the
/// view that presented it shows it, so what needs a destination the app can name is refused: it is
/// never saved (``Router/savedState()`` throws ``LocalRouteError/notRestorable(_:)``), and no deep link
/// can make one (it has no public initializer). A root made without a destination builder has a
/// `Router<LocalRoute>`; a router of the app's own destinations presents local routes when its
/// destination type conforms to ``LocalRouteDestination``.
public struct LocalRoute: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Where the presenting modifier is written (file, line, column).
  public let site: String
  /// The presented item's identity, as text.
  public let item: String

  package init(site: String, item: String) {
    self.site = site
    self.item = item
  }

  public var description: String { "local \(item)" }

  /// The site of a presenting modifier: its place in the code and, when several views are written
  /// at that place (rows of a `ForEach`), the id that tells them apart. Never an instance of a view:
  /// a view SwiftUI makes again (its parent's `if`, a changed `.id(_:)`) keeps its site, so it finds
  /// the route it presented and does not present a second one.
  /// - Parameters:
  ///   - place: File, line and column of the modifier.
  ///   - id: What tells apart views written at that place, as text; `nil` for a place that shows one.
  /// - Returns: The site.
  package static func site(_ place: String, id: String?) -> String {
    id.map { "\(place)#\($0)" } ?? place
  }

  /// Refused: a local route's content is in the view that presented it, which a restored stack
  /// would not have.
  /// - Throws: ``LocalRouteError/notRestorable(_:)``, always.
  public func encode(to encoder: any Encoder) throws { throw LocalRouteError.notRestorable(self) }

  /// Refused, as encoding is.
  /// - Throws: ``LocalRouteError/notRestorable(_:)``, always.
  public init(from decoder: any Decoder) throws {
    throw LocalRouteError.notRestorable(LocalRoute(site: "saved data", item: "?"))
  }
}

/// A destination type that can hold view-local routes (``LocalRoute``): a router of it presents
/// `present(item:)` and `present(isPresented:)` with inline content and no destination.
///
/// ```swift
/// enum Screen: Hashable, LocalRouteDestination {
///   case settings, lesson(Int)
///   case local(LocalRoute)
///   init(local route: LocalRoute) { self = .local(route) }
/// }
/// ```
public protocol LocalRouteDestination: Hashable, Sendable {
  /// The destination that shows a local route.
  /// - Parameter route: The local route.
  init(local route: LocalRoute)
}

extension LocalRoute: LocalRouteDestination {
  /// The route itself.
  /// - Parameter route: The local route.
  public init(local route: LocalRoute) { self = route }
}

/// Why a view-local route (``LocalRoute``) was refused.
public enum LocalRouteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A local route cannot be saved or restored: its content is in the view that presented it.
  case notRestorable(LocalRoute)

  public var description: String {
    switch self {
    case .notRestorable(let route):
      "the view-local route \(route) (presented at \(route.site)) cannot be saved or restored; give it a destination of your router's type"
    }
  }
}

extension LocalRouteError: LocalizedError {
  /// The error's ``description``, which names the input: what apps show and log as
  /// `localizedDescription`.
  public var errorDescription: String? { description }
}
