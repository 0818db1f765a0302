import Foundation

/// The random bits of new ``RouteID``s: version-4 UUIDs from a generator seeded once from the
/// system's random source.
///
/// `UUID()` asks the kernel for randomness on every call on Linux; that system call cost more
/// than the rest of a `present` command. SplitMix64 (Steele, Lea and Flood, "Fast splittable
/// pseudorandom number generators", OOPSLA 2014) visits every 64-bit state once, so a process
/// never repeats an id; the random seed keeps ids of different launches (saved stacks) apart.
/// Ids need to be unique, not secret.
final class RandomIDSource: @unchecked Sendable {
  /// The process's source; any thread may take ids from it.
  static let shared = RandomIDSource()

  private let lock = NSLock()
  // Guarded by `lock`.
  private var state: UInt64

  init(seed: UInt64 = UInt64.random(in: .min ... .max)) { state = seed }

  /// The next UUID's 128 bits, high half first, with the version (4) and variant (RFC 4122) bits set.
  func next() -> (UInt64, UInt64) {
    lock.lock()
    let high = Self.advance(&state)
    let low = Self.advance(&state)
    lock.unlock()
    return ((high & ~0xF000) | 0x4000, (low & ~(0b11 << 62)) | (0b10 << 62))
  }

  /// One SplitMix64 step.
  private static func advance(_ state: inout UInt64) -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
