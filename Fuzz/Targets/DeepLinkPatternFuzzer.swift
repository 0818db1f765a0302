import Foundation

// libFuzzer target: arbitrary bytes as a deep-link *pattern* made at run time. Parsing it
// either works or throws `DeepLinkError.invalidPattern`. A pattern that was added is then matched by a URL built from
// it (each `:parameter` replaced by `7`, a `*wildcard` by `a/b`), which must not crash and may
// only fail with a `DeepLinkError`. Built by `Fuzz/run` together with the core's sources.

@_cdecl("LLVMFuzzerTestOneInput")
public func deepLinkPatternFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let pattern = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  var map = DeepLinkMap<String>()
  do {
    map.add(try DeepLinkPattern(pattern), presentation: .sheet) { link in "\(link.rest.count)" }
  } catch DeepLinkError.invalidPattern {
    return 0
  } catch {
    fatalError("parsing \(pattern.debugDescription) threw \(error), not invalidPattern")
  }
  let path = pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
    segment.hasPrefix(":") ? "7" : segment.hasPrefix("*") ? "a/b" : String(segment)
  }.joined(separator: "/")
  let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
  guard let url = URL(string: "myapp://" + encoded) else { return 0 }
  do {
    _ = try map.match(url)
  } catch is DeepLinkError {
  } catch {
    fatalError("matching \(url) for pattern \(pattern.debugDescription) threw \(error)")
  }
  return 0
}
