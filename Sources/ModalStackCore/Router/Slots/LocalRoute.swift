import Foundation

/// A route a view presents with its content written inline, as SwiftUI's `.sheet(item:content:)`
/// does, with no case of the app's destination enum: `.present(item: $item) { item in Detail(item) }`.
///
/// Its identity is the modifier's site and the item's identity. Its content lives in the view, so
/// it is never saved (``Router/savedState()`` throws ``LocalRouteError/notRestorable(_:)``) and no
/// deep link can make one.
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

  /// A modifier's place in the code plus the id that tells apart views written there (rows of a
  /// `ForEach`); never a view instance, so a re-created view finds its route.
  package static func site(_ place: String, id: String?) -> String {
    id.map { "\(place)#\($0)" } ?? place
  }

  /// Refused: a local route's content is in the view that presented it.
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
  init(local route: LocalRoute)
}

extension LocalRoute: LocalRouteDestination {
  /// The route itself.
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
  /// The error's ``description``, which names the input.
  public var errorDescription: String? { description }
}
