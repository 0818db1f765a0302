#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension View {
    /// Registers a SwiftUI transition under a name, for popup content presented with
    /// ``CustomTransition/named(_:duration:curve:)``.
    ///
    /// Put it on the ``ModalStackRoot`` (or above it): every layer inherits it. The presentation keeps
    /// only the name, so it stays `Codable`; the custom transition's duration times it. With Reduce
    /// Motion on, or a name never registered, the popup fades.
    ///
    /// ```swift
    /// ModalStackRoot(router: router) { HomeView() } destination: { screen in ScreenView(screen) }
    ///   .popupTransition("drop", .asymmetric(insertion: .move(edge: .top), removal: .opacity))
    ///
    /// try router.present(.tip, as: .popup(transition: .named("drop", duration: 0.4)))
    /// ```
    /// - Parameters:
    ///   - name: The name presentations use.
    ///   - transition: The SwiftUI transition of the popup's content.
    public func popupTransition(_ name: String, _ transition: AnyTransition) -> some View {
      transformEnvironment(\.popupTransitions) { $0[name] = transition }
    }
  }

  extension EnvironmentValues {
    /// The SwiftUI transitions registered by name for popup content.
    var popupTransitions: [String: AnyTransition] {
      get { self[PopupTransitionsKey.self] }
      set { self[PopupTransitionsKey.self] = newValue }
    }
  }

  private struct PopupTransitionsKey: EnvironmentKey {
    static var defaultValue: [String: AnyTransition] { [:] }
  }
#endif
