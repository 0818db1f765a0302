#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension View {
    /// Registers a SwiftUI transition under a name, for popup content presented with
    /// ``CustomTransition/named(_:duration:curve:)``.
    ///
    /// Put it on the ``ModalStackRoot`` (or above it): every layer inherits it. The presentation
    /// keeps only the name, so it stays `Codable`, and the custom transition's duration and curve
    /// time it, so the router still waits for the popup's exit animation before it dismisses.
    /// With Reduce Motion on, the popup fades instead. A name that was never registered fades too,
    /// with a runtime warning in debug builds.
    ///
    /// ```swift
    /// ModalStackRoot(router: router) { HomeView() } destination: { screen in ScreenView(screen) }
    ///   .popupTransition("drop", .asymmetric(insertion: .move(edge: .top), removal: .scale.combined(with: .opacity)))
    ///
    /// try router.present(.tip, as: .popup(transition: .named("drop", duration: 0.4)))
    /// ```
    /// - Parameters:
    ///   - name: The name presentations use.
    ///   - transition: The SwiftUI transition of the popup's content.
    /// - Returns: The view, with the transition available to every layer presented under it.
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
