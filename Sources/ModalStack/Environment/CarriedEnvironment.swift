#if canImport(UIKit)
  import ModalStackCore
  import Observation
  import SwiftUI

  /// One environment value or observable object the app names for layers, with its value where
  /// it was read: carried (`modalStackEnvironment(_:)`, all a layer gets of its presenter's under
  /// ``EnvironmentInheritance/named``), or kept out (`modalStackEnvironment(excluding:)`).
  struct EnvironmentCarrier {
    /// Its name: the key path or the object's type; an inner carrier of a name wins.
    let name: String
    /// Sets a value carried by name in a layer's environment. All of them are set in one
    /// `transformEnvironment`, so a layer's view keeps its identity whatever set is carried.
    var setValue: (@MainActor (inout EnvironmentValues) -> Void)?
    /// Puts the layer's own value back over its presenter's, for a value kept out of layers.
    var keepOwn: (@MainActor (_ own: EnvironmentValues, _ environment: inout EnvironmentValues) -> Void)?
  }

  /// The environment a layer inherits from one place (a root, or the view with a
  /// `present(item:)`), kept up to date by an ``EnvironmentCapture`` there: the whole environment
  /// there, and what the app named. Layers read it in their body, so they follow every change: a
  /// model replaced at sign-out, a new tint.
  @MainActor
  @Observable
  final class CarriedEnvironment {
    /// The environment where the capture sits; `nil` until it first reports.
    var presenter: EnvironmentValues?
    /// What the app asked for there.
    var inheritance = EnvironmentInheritance.presenter
    /// The carriers, by name.
    var carriers: [String: EnvironmentCarrier] = [:]

    /// Creates an empty set of carriers. Nonisolated, so that the nonisolated `present(item:)`
    /// modifier can hold one in its `@State`.
    nonisolated init() {}

    /// Takes the environment where the capture sits.
    /// - Parameter values: That environment.
    func capture(_ values: EnvironmentValues) {
      var carriers = values.modalStackCarriers
      // The library's own carried value: the popup transitions registered by name above this
      // point, which every layer gets, also when it inherits nothing else (`popupTransition(_:_:)`).
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

    /// The name of the built-in carrier of the popup transitions.
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
