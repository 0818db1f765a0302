#if canImport(UIKit)
import ModalStackCore
import SwiftUI

/// The container of a popup route: a dimming background (colour, opacity, optional blur) and the
/// popup's content at its alignment, transitioned in when it appears and out before it goes.
///
/// UIKit adds the popup's controller at once; the content then comes in with the route's
/// content transition. Going out uses the router's exit handshake: the container registers an
/// exit action, the router awaits it before dismissing the route, and the action resumes when
/// the exit animation is logically complete (`withAnimation(_:completionCriteria:_:completion:)`),
/// with no fixed delay. A tap on the background is reported as a dismissal attempt; the router
/// applies the route's dismiss policy.
@MainActor
struct PopupContainer: View {
  let configuration: PopupConfiguration
  /// The content transition; `nil` appears and goes at once.
  let transition: CustomTransition?
  let content: AnyView
  /// Reports a tap on the background (only called when the popup dismisses on a tap outside).
  let onTapOutside: @MainActor () -> Void
  /// Reports where the content is, in the hosting view's coordinates: for a popup that lets
  /// touches through, only that area takes touches.
  let onContentFrame: @MainActor (CGRect) -> Void
  /// Registers the exit action with the router.
  let registerExit: @MainActor (@escaping @MainActor (RouteChangeReason) async -> Void) -> Void

  @State private var isVisible = false
  /// The exit handshake waiting for the exit animation; resumed exactly once, also when the
  /// view goes before the animation reports (so the router never waits for a lost completion).
  @State private var pendingExit = ExitGate()
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  /// The content transition as the user asked the system to show motion (core decision).
  private var effectiveTransition: CustomTransition? { transition?.respecting(reduceMotion: reduceMotion) }

  var body: some View {
    ZStack(alignment: configuration.alignment.swiftUI) {
      // A popup that lets touches through has no background: its view passes touches outside
      // the content on, and reports taps there itself (see `PassthroughView`).
      if !configuration.letsTouchesThrough {
        dimming
          .ignoresSafeArea()
          .contentShape(Rectangle())
          .onTapGesture { if configuration.dismissOnTapOutside { onTapOutside() } }
          .accessibilityLabel(Text("Dismiss", comment: "VoiceOver label of a popup's dimmed background"))
          .accessibilityAddTraits(.isButton)
          .accessibilityHidden(!configuration.dismissOnTapOutside)
      }
      if isVisible {
        content
          .background { ContentFrameReader(report: onContentFrame) }
          .transition(effectiveTransition?.transition ?? .identity)
          .zIndex(1)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: configuration.alignment.swiftUI)
    .onAppear {
      registerExit { _ in await hide() }
      show()
    }
    .onDisappear { pendingExit.open() }
  }

  /// The dimming colour over an optional material blur; both fade with the content.
  private var dimming: some View {
    let dimming = configuration.dimming
    return ZStack {
      if dimming.blurRadius > 0 {
        // SwiftUI cannot blur another controller's content by a radius; a material is the
        // closest system effect. The radius sets how strongly it shows, full at 20 points.
        Rectangle().fill(.ultraThinMaterial).opacity(min(1, dimming.blurRadius / 20))
      }
      Color(dimming.color).opacity(dimming.opacity)
    }
    .opacity(isVisible ? 1 : 0)
  }

  private func show() {
    guard !isVisible else { return }
    guard let transition = effectiveTransition else {
      withTransaction(Transaction.withoutAnimation) { isVisible = true }
      return
    }
    withAnimation(transition.animation) { isVisible = true }
  }

  /// Plays the exit transition and returns once it is logically complete.
  private func hide() async {
    guard isVisible else { return }
    guard let transition = effectiveTransition else {
      withTransaction(Transaction.withoutAnimation) { isVisible = false }
      return
    }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      pendingExit.wait(continuation)
      withAnimation(transition.animation, completionCriteria: .logicallyComplete) {
        isVisible = false
      } completion: { [pendingExit] in
        pendingExit.open()
      }
    }
  }
}

/// Reports the frame of the view it is the background of, in the hosting view's coordinates
/// (SwiftUI's global space is the hosting view's), whenever it changes.
@MainActor
private struct ContentFrameReader: View {
  let report: @MainActor (CGRect) -> Void

  var body: some View {
    GeometryReader { proxy in
      Color.clear
        .onAppear { report(proxy.frame(in: .global)) }
        .onChange(of: proxy.frame(in: .global)) { _, frame in report(frame) }
    }
  }
}

extension Transaction {
  /// A transaction that disables animations.
  static var withoutAnimation: Transaction {
    var transaction = Transaction()
    transaction.disablesAnimations = true
    return transaction
  }
}

extension PopupConfiguration.Alignment {
  /// Where the content sits in the container.
  var swiftUI: Alignment {
    switch self {
    case .top: .top
    case .center: .center
    case .bottom: .bottom
    }
  }
}

extension Color {
  /// A colour from the core's component values.
  init(_ color: RGBAColor) {
    self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
  }
}
#endif
