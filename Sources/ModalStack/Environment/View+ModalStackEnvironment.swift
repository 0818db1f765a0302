#if canImport(UIKit)
  import ModalStackCore
  import Observation
  import SwiftUI

  extension View {
    /// Sets what layers presented from below this point inherit of the environment here.
    ///
    /// By default (``EnvironmentInheritance/presenter``) a layer inherits its presenter's whole
    /// environment, live, as SwiftUI's own sheets do; with ``EnvironmentInheritance/named`` only the
    /// values named with `modalStackEnvironment(_:)`.
    ///
    /// ```swift
    /// ModalStackRoot(router: router) { HomeView() } destination: { ScreenView($0) }
    ///   .modalStackEnvironment(\.theme)
    ///   .modalStackEnvironmentInheritance(.named)
    /// ```
    /// - Parameter inheritance: What layers inherit.
    /// - Returns: The view, with layers below it inheriting that.
    @MainActor
    public func modalStackEnvironmentInheritance(_ inheritance: EnvironmentInheritance) -> some View {
      environment(\.modalStackEnvironmentInheritance, inheritance)
    }

    /// Carries an environment value into every layer presented from below this point, live.
    ///
    /// Needed only under ``EnvironmentInheritance/named``. A layer's own values (its `colorScheme`
    /// and other trait-derived values, `isPresented`, `dismiss`) are never carried.
    ///
    /// - Parameter keyPath: The value's key path.
    /// - Returns: The view, carrying the value.
    @MainActor
    public func modalStackEnvironment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>) -> some View {
      modifier(CarryValue(keyPath: keyPath))
    }

    /// Carries an observable object of the environment into every layer presented from below this
    /// point, as `.environment(_:)` injected it; needed only under ``EnvironmentInheritance/named``.
    ///
    /// - Parameter type: The object's type, as views read it (`@Environment(Session.self)`).
    /// - Returns: The view, carrying the object.
    @MainActor
    public func modalStackEnvironment<Object: AnyObject & Observable>(_ type: Object.Type) -> some View {
      modifier(CarryObject<Object>())
    }

    /// Keeps an environment value out of every layer presented from below this point: each layer
    /// has its own value instead of its presenter's.
    ///
    /// ```swift
    /// ModalStackRoot(router: router) { HomeView() } destination: { ScreenView($0) }
    ///   .modalStackEnvironment(excluding: \.isEnabled)  // a disabled root leaves its sheets enabled
    ///   .disabled(isSyncing)
    /// ```
    /// - Parameter keyPath: The value's key path.
    /// - Returns: The view, keeping the value out of layers.
    @MainActor
    public func modalStackEnvironment<Value>(excluding keyPath: WritableKeyPath<EnvironmentValues, Value>)
      -> some View
    {
      let name = "excluded \(keyPath)"
      return transformEnvironment(\.modalStackCarriers) { carriers in
        carriers[name] = EnvironmentCarrier(
          name: name,
          keepOwn: { own, environment in
            environment[keyPath: keyPath] = own[keyPath: keyPath]
          })
      }
    }

    /// Injects an `ObservableObject`, as `.environmentObject(_:)` does; layers presented from
    /// below this point inherit it with the rest of the environment.
    ///
    /// SwiftUI sets an `ObservableObject` only with a modifier of its own, which would change a
    /// layer's view type with each object: under ``EnvironmentInheritance/named`` a layer gets one
    /// only if its content injects it.
    /// - Parameter object: The object, as views read it with `@EnvironmentObject`.
    /// - Returns: The view, with the object injected.
    @MainActor
    public func modalStackEnvironmentObject<Object: ObservableObject>(_ object: Object) -> some View {
      environmentObject(object)
    }
  }

  /// Reads a value where it sits and adds it to the carriers below.
  @MainActor
  private struct CarryValue<Value>: ViewModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
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
        guard !LayerEnvironment.keepsOwn(ownName ?? "") else { return }
        carriers[name] = EnvironmentCarrier(name: name) { $0[keyPath: keyPath] = value }
      }
    }
  }

  /// Reads an observable object where it sits and adds it to the carriers below; one that is not
  /// there is not carried (`nil` would hide the object from a layer that gets it another way).
  @MainActor
  private struct CarryObject<Object: AnyObject & Observable>: ViewModifier {
    @Environment(Object.self) private var object: Object?

    func body(content: Content) -> some View {
      let name = String(reflecting: Object.self)
      if object == nil {
        runtimeWarning(
          "modalStackEnvironment(\(name).self) found no \(name) in the environment: put it inside the .environment(_:) that injects it"
        )
      }
      let object = object
      return content.transformEnvironment(\.modalStackCarriers) { carriers in
        guard let object else { return }
        // Set in the layer's one environment transform: no modifier per object, so a layer's view
        // type does not change with the objects carried.
        carriers[name] = EnvironmentCarrier(name: name) { $0[Object.self] = object }
      }
    }
  }
#endif
