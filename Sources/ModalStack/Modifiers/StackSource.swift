#if canImport(UIKit)
  import ModalStackCore

  /// The app's routes as a root was given them: how to read them now, and how to write a change
  /// the router made back with its reason (a `Binding` is written in a transaction carrying it).
  @MainActor
  struct StackSource<Destination: Hashable & Sendable> {
    let read: @MainActor () -> [Route<Destination>]
    let write: @MainActor ([Route<Destination>], RouteChangeReason) -> Void
  }
#endif
