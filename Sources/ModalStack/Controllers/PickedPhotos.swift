#if canImport(UIKit)
  import PhotosUI

  /// What the photo picker (``RouteController/photoPicker(_:)``) finished with. A main-actor
  /// object: `PHPickerResult` holds an `NSItemProvider`, which is not `Sendable`, so the results
  /// stay on the main actor, where the picker's delegate gave them.
  ///
  /// ```swift
  /// let outcome = try await router.presentForResult(.pickPhotos, returning: PickedPhotos.self)
  /// if case .finished(let photos) = outcome {
  ///   for result in photos.results { model.load(result.itemProvider) }
  /// }
  /// ```
  @MainActor
  public final class PickedPhotos {
    /// The photos and videos chosen, in the order chosen; empty when the user cancelled.
    public let results: [PHPickerResult]

    /// Wraps the picker's results.
    /// - Parameter results: The results its delegate was given.
    public init(results: [PHPickerResult]) { self.results = results }
  }
#endif
