#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  /// Gives a layer's content its presenter's environment, read in its body so the layer follows it
  /// (the core's ``LayerEnvironment`` decides which values). One `transformEnvironment` whose
  /// structure never changes, so the layer keeps its identity whatever the presenter has.
  ///
  /// SwiftUI's `dismiss`, `isPresented` and `presentationMode` have no setter, so they cannot be
  /// written back; the library does not rely on them (`\.modalDismiss` is set inside the layer).
  @MainActor
  struct InheritedEnvironmentModifier: ViewModifier {
    let source: @MainActor () -> CarriedEnvironment?

    func body(content: Content) -> some View {
      let source = source()
      let presenter = source.flatMap { $0.inheritance == .presenter ? $0.presenter : nil }
      let carriers = (source?.carriers ?? [:]).sorted { $0.key < $1.key }.map(\.value)
      let values = carriers.compactMap(\.setValue)
      let keepers = LayerOwnValues.writeBacks + carriers.compactMap(\.keepOwn)
      return content.transformEnvironment(\.self) { environment in
        // SwiftUI transforms the environment on the main thread, as it renders.
        MainActor.assumeIsolated {
          let own = environment
          if let presenter { environment = presenter }
          for setValue in values { setValue(&environment) }
          for keep in keepers { keep(own, &environment) }
        }
      }
    }
  }

  /// SwiftUI's key paths of the values that belong to a layer, with the names
  /// ``LayerEnvironment`` gives them, and how the settable ones are written back.
  @MainActor
  enum LayerOwnValues {
    static func name(of keyPath: AnyKeyPath) -> String? {
      let names: [AnyKeyPath: String] = [
        \EnvironmentValues.colorScheme: "colorScheme",
        \EnvironmentValues.colorSchemeContrast: "colorSchemeContrast",
        \EnvironmentValues._colorSchemeContrast: "colorSchemeContrast",
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

    /// Writes the layer's own settable values back over its presenter's. `colorSchemeContrast` is
    /// read-only; SwiftUI's underscored `_colorSchemeContrast` is its settable twin in the SDK.
    static let writeBacks: [WriteBack] = {
      let all: [(name: String, write: WriteBack)] = [
        ("colorScheme", { $1.colorScheme = $0.colorScheme }),
        ("colorSchemeContrast", { $1._colorSchemeContrast = $0._colorSchemeContrast }),
        ("horizontalSizeClass", { $1.horizontalSizeClass = $0.horizontalSizeClass }),
        ("verticalSizeClass", { $1.verticalSizeClass = $0.verticalSizeClass }),
        ("displayScale", { $1.displayScale = $0.displayScale }),
        ("dynamicTypeSize", { $1.dynamicTypeSize = $0.dynamicTypeSize }),
        ("legibilityWeight", { $1.legibilityWeight = $0.legibilityWeight }),
      ]
      return all.filter { LayerEnvironment.keepsOwn($0.name) }.map(\.write)
    }()

    typealias WriteBack = @MainActor (_ own: EnvironmentValues, _ environment: inout EnvironmentValues) -> Void
  }
#endif
