import Foundation

// libFuzzer target: arbitrary bytes as saved navigation state. Decoding either gives a valid
// stack, which encodes and decodes back to itself, or throws a `RestorationError` naming what
// failed. Built by `Fuzz/run` together with the core's sources.

/// A destination with the shapes apps save: an enum with payloads.
private enum Screen: Hashable, Sendable, Codable {
  case settings
  case lesson(Int)
  case profile(name: String)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func restorationFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  let stack: RouteStack<Screen>
  do {
    stack = try RouteStack<Screen>(savedData: bytes)
  } catch is RestorationError {
    return 0
  } catch {
    fatalError("untyped error \(error) decoding \(String(decoding: bytes, as: UTF8.self).debugDescription)")
  }
  do {
    let again = try RouteStack<Screen>(savedData: try stack.savedData())
    precondition(again == stack, "a decoded stack does not survive a round trip")
  } catch {
    fatalError("a decoded stack does not encode and decode again: \(error)")
  }
  return 0
}

/// With `FUZZ_WRITE_SEEDS=DIR`, writes saved states of real stacks to `DIR` and exits: the seed
/// corpus, in the format the router writes today.
@_cdecl("LLVMFuzzerInitialize")
public func restorationFuzzerInitialize(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>>>
) -> CInt {
  guard let directory = ProcessInfo.processInfo.environment["FUZZ_WRITE_SEEDS"] else { return 0 }
  let stacks: [[Route<Screen>]] = [
    [],
    [Route(.settings, presentation: .sheet, id: "a")],
    [
      Route(.lesson(42), presentation: .fullScreenCover, id: "a"),
      Route(.profile(name: "ana"), presentation: .push, id: "b"),
    ],
    [
      Route(.profile(name: "x"), presentation: .push, id: "p"),
      Route(.settings, presentation: .sheet(detents: [.medium, .large], grabber: true), id: "s"),
      Route(.lesson(1), presentation: .popup(alignment: .bottom, dimming: .none), id: "t"),
    ],
    [
      Route(
        .lesson(7), presentation: .modal(.overCurrentContext, transition: .crossDissolve, dismissPolicy: .confirm),
        id: "o"),
      Route(.lesson(8), presentation: .modal(.popover(PopoverAnchor("source"))), id: "q"),
    ],
    // One layer of many pushes: the shape whose restore was quadratic.
    [Route(.settings, presentation: .sheet, id: "s")]
      + (0..<300).map { Route(.lesson($0), presentation: .push, id: RouteID("p\($0)")) },
  ]
  for (index, routes) in stacks.enumerated() {
    let data = try! RouteStack<Screen>(routes).savedData()
    try! data.write(to: URL(fileURLWithPath: directory).appendingPathComponent("seed\(index + 1).json"))
  }
  exit(0)
}
