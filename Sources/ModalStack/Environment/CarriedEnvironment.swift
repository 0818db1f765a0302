#if canImport(UIKit)
  import ModalStackCore
  import Observation
  import SwiftUI

  /// One environment value or observable object the app carries into layers, with its value where
  /// it was read.
  struct EnvironmentCarrier {
    /// Its name: the key path or the object's type; an inner carrier of a name wins.
    let name: String
    /// Sets a value carried by key path in a layer's environment. All of them are set in one
    /// `transformEnvironment`, so a layer's view keeps its identity whatever set is carried.
    var setValue: (@MainActor (inout EnvironmentValues) -> Void)?
    /// Injects an object into a layer's content; SwiftUI injects objects only with a modifier.
    var injectObject: (@MainActor (AnyView) -> AnyView)?
  }

  /// The values the app carries into layers from one place (a root, or the view with a
  /// `present(item:)`), kept up to date by an ``EnvironmentCapture`` there. Layers read it in
  /// their body, so they follow every change: a model replaced at sign-out, a new theme.
  @MainActor
  @Observable
  final class CarriedEnvironment {
    /// The carriers, by name.
    var carriers: [String: EnvironmentCarrier] = [:]

    /// Creates an empty set of carriers. Nonisolated, so that the nonisolated `present(item:)`
    /// modifier can hold one in its `@State`.
    nonisolated init() {}

    /// Takes the carriers from the environment where the capture sits.
    /// - Parameter values: That environment.
    func capture(_ values: EnvironmentValues) {
      var carriers = values.modalStackCarriers
      // The library's own carried value: the popup transitions registered by name above this
      // point, which every layer inherits (`popupTransition(_:_:)`).
      let transitions = values.popupTransitions
      if !transitions.isEmpty {
        carriers[Self.popupTransitionsName] = EnvironmentCarrier(name: Self.popupTransitionsName) {
          $0.popupTransitions = transitions
        }
      }
      self.carriers = carriers
    }

    /// The name of the built-in carrier of the popup transitions.
    static let popupTransitionsName = "ModalStack.popupTransitions"
  }

  private struct CarriersKey: EnvironmentKey {
    static let defaultValue: [String: EnvironmentCarrier] = [:]
  }

  extension EnvironmentValues {
    /// The values declared with `modalStackEnvironment(_:)` above this point.
    var modalStackCarriers: [String: EnvironmentCarrier] {
      get { self[CarriersKey.self] }
      set { self[CarriersKey.self] = newValue }
    }
  }

  extension View {
    /// Carries an environment value into every layer presented from below this point: routes the
    /// enclosing ``ModalStackRoot``'s router presents, and those `present(item:)` presents from
    /// inside this view. Layers follow its changes while they are up.
    ///
    /// A presented layer lives in its own hosting controller, where SwiftUI's environment starts
    /// afresh; name here what the app injects that layers read. What belongs to a layer (its
    /// `colorScheme` and other trait-derived values, `isPresented`, `dismiss`) is never carried.
    ///
    /// ```swift
    /// ModalStackRoot(router: router) { HomeView() } destination: { ScreenView($0) }
    ///   .modalStackEnvironment(\.theme)
    ///   .environment(\.theme, theme)
    /// ```
    /// - Parameter keyPath: The value's key path.
    /// - Returns: The view, carrying the value.
    @MainActor
    public func modalStackEnvironment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>) -> some View {
      modifier(CarryValue(keyPath: keyPath))
    }

    /// Carries an observable object of the environment into every layer presented from below this
    /// point, as `.environment(_:)` injected it; layers follow when it is replaced.
    ///
    /// ```swift
    /// ModalStackRoot(router: router) { HomeView() } destination: { ScreenView($0) }
    ///   .modalStackEnvironment(Session.self)
    ///   .environment(session)
    /// ```
    /// - Parameter type: The object's type, as views read it (`@Environment(Session.self)`).
    /// - Returns: The view, carrying the object.
    @MainActor
    public func modalStackEnvironment<Object: AnyObject & Observable>(_ type: Object.Type) -> some View {
      modifier(CarryObject<Object>())
    }
  }

  /// Reads a value where it sits and adds it to the carriers below.
  @MainActor
  private struct CarryValue<Value>: ViewModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    /// The value here; this view follows it, and nothing else of the environment.
    @Environment private var value: Value

    init(keyPath: WritableKeyPath<EnvironmentValues, Value>) {
      self.keyPath = keyPath
      _value = Environment(keyPath)
    }

    func body(content: Content) -> some View {
      // A layer's own values are named explicitly: a release build describes a computed key path
      // without its property's name, so `"\(keyPath)"` cannot tell `\.colorScheme` apart.
      let ownName = LayerOwnValues.name(of: keyPath)
      let name = ownName ?? "\(keyPath)"
      let value = value
      let keyPath = keyPath
      return content.transformEnvironment(\.modalStackCarriers) { carriers in
        // The layer's own values (its colour scheme, `dismiss`) are the layer's (a core rule).
        guard LayerEnvironment.mayCarry(ownName ?? "") else { return }
        carriers[name] = EnvironmentCarrier(name: name) { $0[keyPath: keyPath] = value }
      }
    }
  }

  /// SwiftUI's key paths of the values that belong to a layer, with the names
  /// ``LayerEnvironment/ownKeys`` gives them (all but `preferredColorScheme`, a preference that no
  /// key path of `EnvironmentValues` carries).
  @MainActor
  private enum LayerOwnValues {
    static func name(of keyPath: AnyKeyPath) -> String? {
      let names: [AnyKeyPath: String] = [
        \EnvironmentValues.colorScheme: "colorScheme",
        \EnvironmentValues.colorSchemeContrast: "colorSchemeContrast",
        \EnvironmentValues.horizontalSizeClass: "horizontalSizeClass",
        \EnvironmentValues.verticalSizeClass: "verticalSizeClass",
        \EnvironmentValues.displayScale: "displayScale",
        \EnvironmentValues.dynamicTypeSize: "dynamicTypeSize",
        \EnvironmentValues.legibilityWeight: "legibilityWeight",
        \EnvironmentValues.isPresented: "isPresented",
        \EnvironmentValues.dismiss: "dismiss",
        \EnvironmentValues.presentationMode: "presentationMode",
      ]
      return names[keyPath]
    }
  }

  /// Reads an observable object where it sits and adds it to the carriers below. One that is not
  /// there (the carrier placed outside the `.environment(_:)` that injects it) is not carried:
  /// carrying `nil` would hide the object from a layer that gets it another way.
  @MainActor
  private struct CarryObject<Object: AnyObject & Observable>: ViewModifier {
    @Environment(Object.self) private var object: Object?

    func body(content: Content) -> some View {
      let name = String(reflecting: Object.self)
      guard let object else {
        runtimeWarning(
          "modalStackEnvironment(\(name).self) found no \(name) in the environment: put it inside the .environment(_:) that injects it"
        )
        return content.transformEnvironment(\.modalStackCarriers) { _ in }
      }
      return content.transformEnvironment(\.modalStackCarriers) { carriers in
        carriers[name] = EnvironmentCarrier(name: name, injectObject: { AnyView($0.environment(object)) })
      }
    }
  }

  extension View {
    /// Injects an `ObservableObject` as `.environmentObject(_:)` does, and carries it into every
    /// layer presented from below this point; layers follow when another object is given.
    ///
    /// ```swift
    /// ModalStackRoot(router: router) { HomeView() } destination: { ScreenView($0) }
    ///   .modalStackEnvironmentObject(settings)
    /// ```
    /// SwiftUI has no way to look an environment object up without stopping the app when it is
    /// missing, so the object is given here, not found above.
    /// - Parameter object: The object, as views read it with `@EnvironmentObject`.
    /// - Returns: The view, with the object injected and carried.
    @MainActor
    public func modalStackEnvironmentObject<Object: ObservableObject>(_ object: Object) -> some View {
      let name = String(reflecting: Object.self)
      return environmentObject(object).transformEnvironment(\.modalStackCarriers) { carriers in
        carriers[name] = EnvironmentCarrier(name: name, injectObject: { AnyView($0.environmentObject(object)) })
      }
    }
  }

  /// Applies the carried values to a layer's content, read in its body so the layer follows them.
  @MainActor
  struct CarriedEnvironmentModifier: ViewModifier {
    /// Where the values come from now: the presenting view's, else the supplying root's.
    let source: @MainActor () -> CarriedEnvironment?

    func body(content: Content) -> some View {
      let carriers = (source()?.carriers ?? [:]).sorted { $0.key < $1.key }.map(\.value)
      let values = carriers.compactMap(\.setValue)
      // Values in one modifier whose type never changes: a root that carries other names does
      // not rebuild the layer. Objects need a modifier each, applied over it.
      let withValues = AnyView(
        content.transformEnvironment(\.self) { environment in
          // SwiftUI transforms the environment on the main thread, as it renders.
          MainActor.assumeIsolated { for setValue in values { setValue(&environment) } }
        })
      return carriers.compactMap(\.injectObject).reduce(withValues) { view, inject in inject(view) }
    }
  }
#endif
