import Foundation

// libFuzzer target: arbitrary bytes, read as a URL's text, matched against a map of every kind
// of pattern (literal, typed parameter, UUID, wildcard, scheme and host constraints). A match
// either yields routes or throws a `DeepLinkError`; anything else (a crash, a hang, an untyped
// error) is a finding. Every route maker also checks what it is handed: no host holds `/` (or
// anything else a host name cannot: hosts are read as the URL parser gives them), and no `:name`
// parameter holds `/` or NUL or is a dot-segment. Built by `Fuzz/run` together with the core's
// sources.

/// What a route maker may rely on, whatever the URL: checked before each maker makes its routes.
private func checked(_ link: DeepLinkParameters) -> DeepLinkParameters {
  if let host = link.host {
    precondition(
      host.utf8.allSatisfy { byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || "-._~".utf8.contains(byte)
      }, "a route maker was handed the host \(host.debugDescription) for \(link.url.absoluteString.debugDescription)")
  }
  for (name, value) in link.path {
    precondition(
      value != "." && value != ".." && !value.utf8.contains(UInt8(ascii: "/")) && !value.utf8.contains(0),
      "a route maker was handed \(name)=\(value.debugDescription) for \(link.url.absoluteString.debugDescription)")
  }
  return link
}

private let map: DeepLinkMap<String> = {
  var map = DeepLinkMap<String>()
  do {
    map.add("/learn/:id", presentation: .fullScreenCover) { "learn \(try checked($0).value("id", as: Int.self))" }
    map.add("/learn/featured", presentation: .sheet) { _ in "featured" }
    map.add("/users/:name/posts/:post") { link in
      let link = checked(link)
      return [
        Route("user \(try link.value("name", as: String.self))", presentation: .sheet),
        Route("post \(try link.value("post", as: Int.self))", presentation: .push),
      ]
    }
    map.add("/settings/*rest", presentation: .sheet, placement: .reuseExisting) { "settings \(checked($0).rest.count)" }
    map.add("/welcome", presentation: .sheet, scheme: "https", host: "example.com", placement: .replaceStack) { _ in
      "welcome"
    }
    map.add("/token/:uuid", presentation: .sheet) { try checked($0).value("uuid", as: UUID.self).uuidString }
    map.add("/search", presentation: .sheet) { "search \(try checked($0).optionalQuery("q", as: String.self) ?? "")" }
    // Web links whose host the maker reads (to build a server URL, say), and files by name.
    map.add("/news/:slug", presentation: .sheet, host: .suffix("example.com")) { "news \(checked($0).host ?? "")" }
    map.add("/:handle/:id", presentation: .sheet, host: .any) { "status \(checked($0).host ?? "")" }
    map.add("/files/:name", presentation: .sheet) { "file \(try checked($0).value("name", as: String.self))" }
    for index in 0..<20 {
      map.add(try DeepLinkPattern("/section\(index)/:id/detail/*rest"), presentation: .push) {
        "section \(try checked($0).value("id", as: Int.self))"
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
