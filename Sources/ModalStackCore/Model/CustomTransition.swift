/// A custom transition described as data: effects, a duration and a timing curve.
public struct CustomTransition: Hashable, Sendable, Codable {
  /// One visual effect; a transition combines several.
  public enum Effect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Fades from transparent.
    case opacity
    /// Scales from the given factor, `>= 0`.
    case scale(Double)
    /// Moves in from an edge.
    case move(Edge)
    /// A SwiftUI transition registered under this name with `.popupTransition(_:_:)`; for popup content only.
    case named(String)

    public var description: String {
      switch self {
      case .opacity: "opacity"
      case .scale(let factor): "scale(\(factor))"
      case .move(let edge): "move(\(edge.rawValue))"
      case .named(let name): "named(\(name))"
      }
    }
  }

  /// A screen edge.
  public enum Edge: String, Hashable, Sendable, Codable, CaseIterable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing
  }

  /// A timing curve.
  public enum Curve: Hashable, Sendable, Codable {
    /// Constant speed.
    case linear
    /// Starts slowly.
    case easeIn
    /// Ends slowly.
    case easeOut
    /// Starts and ends slowly.
    case easeInOut
    /// A spring with a response in seconds (`> 0`) and a damping fraction (`0...1`).
    case spring(response: Double, dampingFraction: Double)
  }

  /// The effects, applied together; on the way out too unless ``removalEffects`` says otherwise.
  public var effects: [Effect]
  /// The effects on the way out, when they differ from the way in; `nil` for a symmetric transition.
  public var removalEffects: [Effect]?
  /// The duration in seconds, `0...10`.
  public var duration: Double
  /// The timing curve.
  public var curve: Curve

  /// Creates a custom transition.
  /// - Parameters:
  ///   - effects: The effects, applied together.
  ///   - removalEffects: Other effects for the way out; `nil` (the default) plays `effects` backwards.
  ///   - duration: The duration in seconds, `0...10`.
  ///   - curve: The timing curve.
  public init(effects: [Effect], removalEffects: [Effect]? = nil, duration: Double = 0.3, curve: Curve = .easeInOut) {
    self.effects = effects
    self.removalEffects = removalEffects
    self.duration = duration
    self.curve = curve
  }

  /// A transition that comes in one way and goes out another, as `AnyTransition.asymmetric(insertion:removal:)`.
  /// - Parameters:
  ///   - insertion: How it comes in; its duration and curve are used both ways.
  ///   - removal: How it goes out.
  public static func asymmetric(insertion: CustomTransition, removal: CustomTransition) -> CustomTransition {
    CustomTransition(
      effects: insertion.effects, removalEffects: removal.removal.effects, duration: insertion.duration,
      curve: insertion.curve)
  }

  /// The way out as a transition of its own (symmetric).
  public var removal: CustomTransition {
    CustomTransition(effects: removalEffects ?? effects, duration: duration, curve: curve)
  }

  /// A fade.
  public static let fade = CustomTransition(effects: [.opacity])
  /// A fade combined with a scale from 0.9: the default for popups.
  public static let popup = CustomTransition(effects: [.opacity, .scale(0.9)], duration: 0.25)

  /// A move in from an edge.
  public static func move(from edge: Edge) -> CustomTransition { CustomTransition(effects: [.move(edge)]) }

  /// The SwiftUI transition registered under `name` (see ``Effect/named(_:)``), for popup content;
  /// `duration` is in seconds.
  public static func named(_ name: String, duration: Double = 0.3, curve: Curve = .easeInOut) -> CustomTransition {
    CustomTransition(effects: [.named(name)], duration: duration, curve: curve)
  }

  package var registeredNames: [String] {
    (effects + (removalEffects ?? [])).compactMap { if case .named(let name) = $0 { name } else { nil } }
  }

  /// This transition combined with another: the effects of both, the longer duration.
  public func combined(with other: CustomTransition) -> CustomTransition {
    let removal =
      removalEffects == nil && other.removalEffects == nil ? nil : self.removal.effects + other.removal.effects
    return CustomTransition(
      effects: effects + other.effects, removalEffects: removal, duration: max(duration, other.duration), curve: curve)
  }

  /// ``duration`` as a clock duration, to the millisecond.
  package var playTime: Duration { .milliseconds(Int((duration * 1000).rounded())) }
}
