import Foundation

// libFuzzer target: arbitrary bytes, read as a URL's text, matched against a map of every kind
// of pattern (literal, typed parameter, UUID, wildcard, scheme and host constraints). A match
// either yields routes or throws a `DeepLinkError`; anything else (a crash, a hang, an untyped
// error) is a finding. Built by `Fuzz/run` together with the core's sources.

private let map: DeepLinkMap<String> = {
  var map = DeepLinkMap<String>()
  do {
    map.add("/learn/:id", presentation: .fullScreenCover) { "learn \(try $0.value("id", as: Int.self))" }
    map.add("/learn/featured", presentation: .sheet) { _ in "featured" }
    map.add("/users/:name/posts/:post") { link in
      [
        Route("user \(try link.value("name", as: String.self))", presentation: .sheet),
        Route("post \(try link.value("post", as: Int.self))", presentation: .push),
      ]
    }
    map.add("/settings/*rest", presentation: .sheet, placement: .reuseExisting) { "settings \($0.rest.count)" }
    map.add("/welcome", presentation: .sheet, scheme: "https", host: "example.com", placement: .replaceStack) { _ in
      "welcome"
    }
    map.add("/token/:uuid", presentation: .sheet) { try $0.uuid("uuid").uuidString }
    map.add("/search", presentation: .sheet) { "search \(try $0.optionalQuery("q", as: String.self) ?? "")" }
    for index in 0..<20 {
      map.add(try DeepLinkPattern("/section\(index)/:id/detail/*rest"), presentation: .push) {
        "section \(try $0.value("id", as: Int.self))"
      }
    }
  } catch {
    fatalError("the fuzzer's own map is invalid: \(error)")
  }
  return map
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func deepLinkMatchFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let url = URL(string: text) else { return 0 }
  do {
    let (routes, _) = try map.match(url)
    precondition(!routes.isEmpty, "a match without routes for \(text.debugDescription)")
  } catch is DeepLinkError {
    // The typed refusal the API promises.
  } catch {
    fatalError("untyped error \(error) for \(text.debugDescription)")
  }
  return 0
}
