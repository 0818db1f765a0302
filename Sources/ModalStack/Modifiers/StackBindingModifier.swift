#if canImport(UIKit)
@_spi(Engine) import ModalStackCore
import SwiftUI

/// Keeps the app's routes and the root's router in step through a ``StackBinding`` (the rules are
/// the core's): each change of the value is handed to the binding, and the binding writes the
/// router's own changes back. Without a stack (a root given only a router) it does nothing.
@MainActor
struct StackBindingModifier<Destination: Hashable & Sendable>: ViewModifier {
  let stack: Binding<[Route<Destination>]>?
  let router: Router<Destination>
  @State private var binding: StackBinding<Destination>?

  func body(content: Content) -> some View {
    content
      .onAppear(perform: synchronize)
      .onChange(of: stack?.wrappedValue) { synchronize() }
  }

  private func synchronize() {
    guard let stack else { return }
    let binding = binding ?? makeBinding(writingTo: stack)
    if case .refused(let error) = binding.update(stack.wrappedValue) {
      runtimeWarning("ModalStackRoot(stack:) refused the new value (\(error)); the previous value is restored")
    }
  }

  private func makeBinding(writingTo stack: Binding<[Route<Destination>]>) -> StackBinding<Destination> {
    let binding = StackBinding(router: router) { stack.wrappedValue = $0 }
    self.binding = binding
    return binding
  }
}
#endif
