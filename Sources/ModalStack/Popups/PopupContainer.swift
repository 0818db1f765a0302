#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI
  import UIKit

  /// The container of a popup route: a dimming background (colour, opacity, optional blur) and the
  /// popup's content at its alignment, transitioned in when it appears and out before it goes.
  ///
  /// UIKit adds the popup's controller at once; the content then comes in with its transition.
  /// Going out uses the router's exit handshake: the router awaits the registered exit action,
  /// which resumes when the exit animation is logically complete, with no fixed delay.
  @MainActor
  struct PopupContainer: View {
    /// What to draw and how the content comes and goes (core decisions); its first value is kept.
    @State var behavior: PopupBehavior
    let content: AnyView
    /// Reports a tap on the background (called only when the popup dismisses on a tap outside).
    let onTapOutside: @MainActor () -> Void
    /// Reports the content's frame: for a popup that lets touches through, only that area takes them.
    let onContentFrame: @MainActor (CGRect) -> Void
    let registerExit: @MainActor (@escaping @MainActor (RouteChangeReason) async -> Void) -> Void
    let accessibility: PopupAccessibility

    /// The exit handshake waiting for the exit animation; resumed exactly once, also when the view
    /// goes first, so the router never waits for a lost completion.
    @State private var pendingExit = ExitGate()
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.popupTransitions) private var popupTransitions

    var body: some View {
      ZStack(alignment: behavior.configuration.alignment.swiftUI) {
        // A popup that lets touches through has no background (see `PassthroughView`).
        if behavior.drawsDimming {
          dimming
            .ignoresSafeArea()
            .contentShape(Rectangle())
            .onTapGesture { if behavior.reportsTapsOnDimming { onTapOutside() } }
            .accessibilityLabel(Text("Dismiss", comment: "VoiceOver label of a popup's dimmed background"))
            .accessibilityAddTraits(.isButton)
            .accessibilityHidden(!behavior.reportsTapsOnDimming)
            .accessibilitySortPriority(accessibility.sortPriority(of: .dismissButton))
        }
        if behavior.isContentVisible {
          content
            .background { ContentFrameReader(report: onContentFrame) }
            .transition(
              behavior.contentTransition(reduceMotion: reduceMotion)?.transition(registered: popupTransitions)
                ?? .identity
            )
            .zIndex(1)
            .accessibilitySortPriority(accessibility.sortPriority(of: .content))
        }
      }
      // One container, read in the core's order: the content before the "Dismiss" background.
      .accessibilityElement(children: .contain)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: behavior.configuration.alignment.swiftUI)
      .ignoresSafeArea(.keyboard, edges: accessibility.decisions.avoidsKeyboard ? [] : .all)
      .onAppear {
        for name in behavior.transition?.registeredNames ?? [] where popupTransitions[name] == nil {
          runtimeWarning(
            "popup transition \"\(name)\" is not registered: add .popupTransition(\"\(name)\", …) to the ModalStackRoot; fading instead"
          )
        }
        registerExit { _ in
          accessibility.routeLeaving()
          await hide()
        }
        var next = behavior
        // VoiceOver hears of the popup once its content is on screen (a core rule).
        guard let change = next.show(reduceMotion: reduceMotion) else { return accessibility.contentShown() }
        apply(change) {
          behavior = next
        } completion: {
          accessibility.contentShown()
        }
      }
      .onDisappear {
        pendingExit.open()
        accessibility.viewLeft()
      }
    }

    private var dimming: some View {
      let dimming = behavior.configuration.dimming
      return ZStack {
        if dimming.blurRadius > 0 {
          Rectangle().fill(.ultraThinMaterial).opacity(dimming.materialOpacity)
        }
        Color(uiColor: UIColor(dimming.color)).opacity(dimming.opacity)
      }
      .opacity(behavior.isContentVisible ? 1 : 0)
    }

    private func hide() async {
      var next = behavior
      guard let change = next.hide(reduceMotion: reduceMotion) else { return }
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        pendingExit.wait(continuation)
        apply(change) {
          behavior = next
        } completion: { [pendingExit] in
          pendingExit.open()
        }
      }
    }

    private func apply(
      _ change: PopupBehavior.Change, _ update: () -> Void, completion: @escaping @MainActor () -> Void = {}
    ) {
      switch change {
      case .atOnce:
        withTransaction(Transaction.withoutAnimation, update)
        completion()
      case .animated(let transition):
        withAnimation(transition.animation, completionCriteria: .logicallyComplete, update) { completion() }
      }
    }
  }

  /// Reports its frame in the hosting view's coordinates (SwiftUI's global space is the hosting view's).
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
    static var withoutAnimation: Transaction {
      var transaction = Transaction()
      transaction.disablesAnimations = true
      return transaction
    }
  }

  extension PopupConfiguration.Alignment {
    var swiftUI: Alignment {
      switch self {
      case .top: .top
      case .center: .center
      case .bottom: .bottom
      }
    }
  }
#endif
