/// What a router that has not reached its target waits on, and since when (``Router/waitingOn``).
public struct RouterWait: Hashable, Sendable, CustomStringConvertible {
  /// What holds the next step back.
  public enum Cause: Hashable, Sendable {
    /// No window shows the router yet: the target waits for its `ModalStackRoot` to appear.
    case noWindow
    /// UIKit is performing a transition: the step, in words.
    case transition(String)
    /// The router's own alert is up and what comes over or after it waits for the user's answer.
    case answer(to: RouteID)
    /// Someone else's controller (another library's alert or sheet) covers the window: its type.
    case otherPresentation(String)
    /// Leaving routes' exit actions, up to ``RouterSettings/exitTimeout``: their ids, top first.
    case exitActions([RouteID])
    /// The next step starts on the next turn of the main actor.
    case nextStep
    /// The screen is settled, and a protected flow holds this many commands until it ends.
    case heldCommands(Int)
  }

  /// What holds the next step back.
  public let cause: Cause
  /// When the router left a settled screen, on its scheduler's clock; `nil` for held commands.
  public let since: Duration?

  /// A wait, as a view preview or a test states one.
  public init(cause: Cause, since: Duration?) { (self.cause, self.since) = (cause, since) }

  /// `waiting since 1.2 s: UIKit's transition present sheet(settings)`.
  public var description: String {
    let start = since.map { "waiting since \(Self.seconds($0))" } ?? "waiting"
    return start + ": "
      + {
        switch cause {
        case .noWindow: "no window shows the router yet (its ModalStackRoot has not appeared)"
        case .transition(let step): "UIKit's transition \(step)"
        case .answer(let alert): "the user's answer to alert \(alert)"
        case .otherPresentation(let name): "\(name), presented by other code, to go"
        case .exitActions(let routes):
          routes.count == 1
            ? "the exit action of route \(routes[0])"
            : "the exit actions of routes \(routes.map(\.description).joined(separator: ", "))"
        case .nextStep: "the next step, on the next turn"
        case .heldCommands(let count): "a protected flow to end; it holds \(count) command\(count == 1 ? "" : "s")"
        }
      }()
  }

  private static func seconds(_ time: Duration) -> String {
    let milliseconds = Int(time / .milliseconds(1))
    return "\(milliseconds / 1000).\(String(format: "%03d", milliseconds % 1000)) s"
  }
}
