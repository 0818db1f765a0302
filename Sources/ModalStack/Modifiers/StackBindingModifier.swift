#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  /// Keeps the app's routes and the root's router in step through a ``StackBinding`` (the rules are
  /// the core's). SwiftUI may withhold `onChange` from a root off screen (its tab not selected, a
  /// cover over it), so the binding also follows the value itself (`StackBinding.follow`).
  @MainActor
  struct StackBindingModifier<Destination: Hashable & Sendable>: ViewModifier {
    let stack: StackSource<Destination>?
    let router: Router<Destination>
    @State private var link = Link()

    /// The core's binding, and the latest stack the root was given: write-backs go there.
    @MainActor
    final class Link {
      var binding: StackBinding<Destination>?
      var stack: StackSource<Destination>?
      /// The router the root shows now: a binding made for another one writes nothing back.
      var router: ObjectIdentifier?

      func synchronize() {
        guard let stack, let binding else { return }
        if case .refused(let error) = binding.update(stack.read()) {
          runtimeWarning("ModalStackRoot(stack:) refused the new value (\(error)); the previous value is restored")
        }
      }
    }

    func body(content: Content) -> some View {
      link.stack = stack
      link.router = ObjectIdentifier(router)
      return
        content
        .onAppear(perform: synchronize)
        .onChange(of: stack?.read()) { synchronize() }
        .onChange(of: ObjectIdentifier(router)) {
          link.binding = nil
          synchronize()
        }
    }

    private func synchronize() {
      guard link.stack != nil else { return }
      if link.binding == nil { _ = makeBinding() }
      link.synchronize()
    }

    private func makeBinding() -> StackBinding<Destination> {
      let link = link
      let bound = ObjectIdentifier(router)
      // The model may keep another value than the one written (a veto, a normalised copy), which
      // SwiftUI's onChange would not report: the binding reads it back.
      let binding = StackBinding(router: router) { [weak link] in
        link?.router == bound ? link?.stack?.read() : nil
      } write: { [weak link] routes, reason in
        guard let link, link.router == bound else { return }
        link.stack?.write(routes, reason)
      }
      binding.follow { [weak link] in link?.synchronize() }
      link.binding = binding
      return binding
    }
  }
#endif
