#if canImport(UIKit)
  import UIKit

  /// How a share sheet (``RouteController/activity(items:activities:)``) finished.
  ///
  /// ```swift
  /// if case .finished(let share) = try await router.presentForResult(.share(url), returning: ActivityResult.self),
  ///   share.completed
  /// { toast("Shared") }
  /// ```
  public struct ActivityResult: Hashable, Sendable {
    /// The activity the user chose (`.copyToPasteboard`, `.mail`, an app's extension); `nil`
    /// when the user cancelled.
    public var activityType: UIActivity.ActivityType?
    /// Whether the activity was carried out.
    public var completed: Bool

    /// Creates a result.
    public init(activityType: UIActivity.ActivityType?, completed: Bool) {
      self.activityType = activityType
      self.completed = completed
    }
  }
#endif
