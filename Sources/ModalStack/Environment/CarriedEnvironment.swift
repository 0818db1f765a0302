#if canImport(UIKit)
  import ModalStackCore
  import Observation
  import SwiftUI

  /// One environment value or observable object the app names for layers: carried
  /// (`modalStackEnvironment(_:)`) or kept out (`modalStackEnvironment(excluding:)`).
  struct EnvironmentCarrier {
    /// Its name: the key path or the object's type; an inner carrier of a name wins.
    let name: String
    /// Sets a carried value in a layer's environment; all are set in one `transformEnvironment`, so a
    /// layer's view keeps its identity whatever set is carried.
    var setValue: (@MainActor (inout EnvironmentValues) -> Void)?
    /// Puts the layer's own value back over its presenter's, for a value kept out of layers.
    var keepOwn: (@MainActor (_ own: EnvironmentValues, _ environment: inout EnvironmentValues) -> Void)?
  }

  /// The environment a layer inherits from one place (a root, or the view with a `present(item:)`),
  /// kept up to date by an ``EnvironmentCapture`` there; layers read it in their body, so they follow.
  @MainActor
  @Observable
  final class CarriedEnvironment {
    /// The environment where the capture sits; `nil` until it first reports.
    var presenter: EnvironmentValues?
    var inheritance = EnvironmentInheritance.presenter
    var carriers: [String: EnvironmentCarrier] = [:]

    /// Nonisolated, so the nonisolated `present(item:)` modifier can hold one in its `@State`.
    nonisolated init() {}

    func capture(_ values: EnvironmentValues) {
      var carriers = values.modalStackCarriers
      // The popup transitions registered above this point reach every layer (`popupTransition(_:_:)`).
      let transitions = values.popupTransitions
      if !transitions.isEmpty {
        carriers[Self.popupTransitionsName] = EnvironmentCarrier(name: Self.popupTransitionsName) {
          $0.popupTransitions = transitions
        }
      }
      presenter = values
      inheritance = values.modalStackEnvironmentInheritance
      self.carriers = carriers
    }

    static let popupTransitionsName = "ModalStack.popupTransitions"
  }

  private struct CarriersKey: EnvironmentKey {
    static let defaultValue: [String: EnvironmentCarrier] = [:]
  }

  private struct InheritanceKey: EnvironmentKey {
    static let defaultValue = EnvironmentInheritance.presenter
  }

  extension EnvironmentValues {
    /// What layers presented from below this point inherit (`modalStackEnvironmentInheritance(_:)`).
    var modalStackEnvironmentInheritance: EnvironmentInheritance {
      get { self[InheritanceKey.self] }
      set { self[InheritanceKey.self] = newValue }
    }

    /// The values declared with `modalStackEnvironment(_:)` above this point.
    var modalStackCarriers: [String: EnvironmentCarrier] {
      get { self[CarriersKey.self] }
      set { self[CarriersKey.self] = newValue }
    }
  }
#endif
