#if canImport(UIKit)
  import ModalStackCore
  import UIKit

  /// A `UIViewController` a route shows in place of a SwiftUI view: Safari, a share sheet, mail,
  /// a picker, or a controller of the app's own. The router presents it in the route's modal style
  /// and hears when it finishes by itself as a dismissal with ``RouteChangeReason/finished``;
  /// ``Router/presentForResult(_:as:returning:id:)`` returns its result.
  @MainActor
  public struct RouteController {
    /// Makes the controller, given its finish hook; returns it with what must live as long as it
    /// does (its delegate, which UIKit holds weakly).
    let make: @MainActor (_ finish: @escaping @MainActor (any Sendable) -> Void) -> (UIViewController, AnyObject?)

    /// A controller of the app's own, which finishes through `finish`, with its result. If it
    /// dismissed itself first the router hears that it left (UIKit tells no delegate of
    /// `dismiss(animated:)`).
    ///
    /// ```swift
    /// RouteController(returning: Signature.self) { finish in
    ///   SignatureController(onDone: { finish($0) })
    /// }
    /// ```
    /// - Parameters:
    ///   - returning: The type of its result.
    ///   - make: Makes the controller, given the hook it finishes through.
    public init<Result: Sendable>(
      returning: Result.Type = Result.self,
      _ make: @escaping @MainActor (_ finish: @escaping @MainActor (Result) -> Void) -> UIViewController
    ) {
      self.make = { finish in (make { finish($0) }, nil) }
    }

    /// A controller with a delegate object the wrapper keeps alive.
    init(
      made make:
        @escaping @MainActor (_ finish: @escaping @MainActor (any Sendable) -> Void) -> (
          UIViewController, AnyObject?
        )
    ) {
      self.make = make
    }
  }
#endif
