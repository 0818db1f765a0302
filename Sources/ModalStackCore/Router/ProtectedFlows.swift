/// The rule of protected flows, as a value: while a route protects a flow (its presentation's
/// ``FlowProtection``) or a scope is open, commands from outside the app's screens (deep links,
/// `send(_:)`) wait, in order, or are refused; when the flow ends they run.
struct ProtectedFlows<Destination: Hashable & Sendable> {
  /// What happens to a command from outside.
  enum Verdict: Equatable {
    /// No flow is protected: it runs now.
    case run
    /// It waits for the flow to end.
    case hold
    case refuse(RouteStackError)
  }

  typealias Held = (command: RouterCommand<Destination>, source: CommandSource)
  /// The commands waiting for the flow to end, oldest first.
  private(set) var held: [Held] = []
  /// The open scopes and their policies, by number.
  private(set) var scopes: [Int: FlowProtection] = [:]
  private var nextScope = 0

  mutating func openScope(_ protection: FlowProtection) -> Int {
    nextScope += 1
    scopes[nextScope] = protection
    return nextScope
  }

  mutating func closeScope(_ number: Int) { scopes[number] = nil }

  /// The protection in force on `target` and what declares it (a route's id; `nil` for a scope).
  /// A refusing protection wins over a holding one; among routes, the bottom one names the flow.
  func protection(on target: RouteStack<Destination>) -> (FlowProtection, RouteID?)? {
    let routes = target.layers.compactMap { layer in
      layer.modal.flatMap { route in route.modal?.protection.map { ($0, Optional(route.id)) } }
    }
    let declared = scopes.values.map { ($0, RouteID?.none) } + routes
    return declared.first { $0.0 == .refuseOutsideCommands } ?? declared.first
  }

  /// Decides what happens to a command from outside, holding it when it must wait; links beyond
  /// `heldLinkLimit` are refused, so a flood costs bounded memory (other commands always wait).
  mutating func verdict(
    for command: RouterCommand<Destination>, from source: CommandSource, target: RouteStack<Destination>,
    heldLinkLimit: Int = .max
  ) -> Verdict {
    if let (protection, id) = protection(on: target) {
      guard protection == .holdOutsideCommands, !command.isLink || held.filter(\.command.isLink).count < heldLinkLimit
      else { return .refuse(.protectedFlow(id, screen: id.flatMap { target.route($0)?.screen })) }
    } else if held.isEmpty {
      return .run
    }
    // Commands held before this one keep their order: it waits behind them.
    held.append((command, source))
    return .hold
  }

  /// The held commands, when the flow has ended on `target`; none while it is protected.
  mutating func release(on target: RouteStack<Destination>) -> [Held] {
    guard protection(on: target) == nil else { return [] }
    defer { held = [] }
    return held
  }
}
