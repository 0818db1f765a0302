import Foundation

// libFuzzer target: arbitrary bytes as a flight recording. Decoding either gives a trace, which
// encodes and decodes back to itself, or throws a `TraceError` naming the place. Built by
// `Fuzz/run` together with the core's sources; the seeds are traces of the demo's scenarios
// (`modalstack demo SCENARIO --record FILE`, destinations as strings).

@_cdecl("LLVMFuzzerTestOneInput")
public func traceDecodeFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  let trace: Trace<String>
  do {
    trace = try Trace<String>(decoding: bytes)
  } catch is TraceError {
    return 0
  } catch {
    fatalError("untyped error \(error) decoding \(String(decoding: bytes, as: UTF8.self).debugDescription)")
  }
  do {
    let again = try Trace<String>(decoding: try trace.encoded())
    precondition(again == trace, "a decoded trace does not survive a round trip")
  } catch {
    fatalError("a decoded trace does not encode and decode again: \(error)")
  }
  return 0
}
