#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  /// Keeps the app's routes and the root's router in step through a ``StackBinding`` (the rules are
  /// the core's): each change of the value is handed to the binding, and the binding writes the
  /// router's own changes back. Without a stack (a root given only a router) it does nothing.
  @MainActor
  struct StackBindingModifier<Destination: Hashable & Sendable>: ViewModifier {
    let stack: Binding<[Route<Destination>]>?
    let router: Router<Destination>
    @State private var link = Link()

    /// The core's binding, and the latest `Binding` the root was given: a parent may hand the root
    /// another one (a new model after signing out), and write-backs must go there.
    @MainActor
    final class Link {
      var binding: StackBinding<Destination>?
      var stack: Binding<[Route<Destination>]>?
      /// The router the root shows now: a binding made for another one writes nothing back (the
      /// old router's layers leaving at a router switch are not the new session's routes).
      var router: ObjectIdentifier?
    }

    func body(content: Content) -> some View {
      link.stack = stack
      link.router = ObjectIdentifier(router)
      return
        content
        .onAppear(perform: synchronize)
        .onChange(of: stack?.wrappedValue) { synchronize() }
        .onChange(of: ObjectIdentifier(router)) {
          // The root was given another router: the app's value binds to it from now on.
          link.binding = nil
          synchronize()
        }
    }

    private func synchronize() {
      guard let stack = link.stack else { return }
      let binding = link.binding ?? makeBinding()
      if case .refused(let error) = binding.update(stack.wrappedValue) {
        runtimeWarning("ModalStackRoot(stack:) refused the new value (\(error)); the previous value is restored")
      }
    }

    private func makeBinding() -> StackBinding<Destination> {
      let link = link
      let bound = ObjectIdentifier(router)
      // The model may keep another value than the one written (a veto, a normalised copy), which
      // SwiftUI's onChange would not report: the binding reads it back.
      let binding = StackBinding(router: router) { [weak link] in
        link?.router == bound ? link?.stack?.wrappedValue : nil
      } write: { [weak link] routes in
        guard let link, link.router == bound else { return }
        link.stack?.wrappedValue = routes
      }
      link.binding = binding
      return binding
    }
  }
#endif
