#if canImport(UIKit)
  import PhotosUI

  /// What the photo picker (``RouteController/photoPicker(_:)``) finished with. A main-actor object:
  /// `PHPickerResult` holds a non-`Sendable` `NSItemProvider`.
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
    public init(results: [PHPickerResult]) { self.results = results }
  }
#endif
