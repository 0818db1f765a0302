#if canImport(UIKit)
  import ModalStackCore
  import UIKit

  /// A `UIViewController` a route shows in place of a SwiftUI view: Safari, a share sheet, mail,
  /// a photo or document picker, or a controller of the app's own. The router presents it in the
  /// route's modal style like any layer, and hears when it finishes by itself (Safari's Done, a
  /// completed share, mail sent, a picker's choice) as a dismissal with
  /// ``RouteChangeReason/finished``; ``Router/presentForResult(_:as:returning:id:)`` returns its
  /// result.
  ///
  /// ```swift
  /// ModalStackRoot(router: router) {
  ///   HomeView()
  /// } destination: { screen in
  ///   ScreenView(screen)
  /// }
  /// .controllers { screen in
  ///   switch screen {
  ///   case .web(let url): .safari(url)
  ///   case .share(let url): .activity(items: [url])
  ///   default: nil
  ///   }
  /// }
  /// ```
  @MainActor
  public struct RouteController {
    /// Makes the controller, given the hook it finishes through; returns it with what must live
    /// as long as it does (its delegate, which UIKit holds weakly).
    let make: @MainActor (_ finish: @escaping @MainActor (any Sendable) -> Void) -> (UIViewController, AnyObject?)

    /// A controller of the app's own, which finishes through `finish`: call it from its done or
    /// cancel action, with its result. If the controller is still presented the router dismisses
    /// it; if it dismissed itself first (`dismiss(animated:)` is not heard by the router: UIKit
    /// tells no delegate of it), the router hears that it left.
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
