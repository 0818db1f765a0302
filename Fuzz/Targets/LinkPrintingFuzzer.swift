import Foundation

// libFuzzer target: printing routes back to links, and stack links. The input is a URL's text,
// opened through a map whose entries all print. A link either opens routes or is refused with a
// `DeepLinkError`; routes it opens print to a stack link that opens the same routes again, and a
// single route prints to a link of its own entry. Anything else (a crash, a hang, an untyped
// error, a printed link that opens something else) is a finding. Built by `Fuzz/run` together
// with the core's sources.

private let map: DeepLinkMap<String> = {
  var map = DeepLinkMap<String>()
  map.add("/learn/:id", presentation: .fullScreenCover) {
    "learn \(try $0.value("id", as: Int.self))"
  } printer: {
    $0.hasPrefix("learn ") ? ["id": String($0.dropFirst(6))] : nil
  }
  map.add("/user/me", presentation: .sheet) { _ in
    "me"
  } printer: {
    $0 == "me" ? [:] : nil
  }
  map.add("/user/:name", presentation: .sheet) {
    "user " + (try $0.value("name"))
  } printer: {
    $0.hasPrefix("user ") ? ["name": String($0.dropFirst(5))] : nil
  }
  map.add("/files/*path", presentation: .push) {
    "files " + $0.rest.joined(separator: "/")
  } printer: {
    $0.hasPrefix("files ") ? LinkValues(rest: $0.dropFirst(6).split(separator: "/").map(String.init)) : nil
  }
  map.add("/search", presentation: .sheet) {
    "search " + (try $0.value("q"))
  } printer: {
    $0.hasPrefix("search ") ? ["q": String($0.dropFirst(7))] : nil
  }
  map.add("/:handle", presentation: .push, host: .any) {
    "at \(try $0.value("handle") as String) \($0.host ?? "")"
  } printer: {
    let parts = $0.split(separator: " ")
    return parts.count == 3 && parts[0] == "at" ? LinkValues(["handle": String(parts[1])], host: String(parts[2])) : nil
  }
  return map
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func linkPrintingFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let url = URL(string: text) else { return 0 }
  let routes: [Route<String>]
  do {
    routes = try map.match(url, from: .restoration).routes
  } catch is DeepLinkError {
    return 0  // the typed refusal the API promises
  } catch {
    fatalError("untyped error \(error) for \(text.debugDescription)")
  }
  for route in routes {
    // A route prints to a link of its entry, or is named as not printable.
    do {
      let printed = try map.url(for: route, scheme: "myapp", host: "example.com")
      let again = try map.match(printed).routes
      precondition(again.map(\.destination) == [route.destination], "\(printed) does not open \(route)")
    } catch DeepLinkError.notPrintable(let name) {
      precondition(name == route.description, "a refusal that misnames \(route)")
    } catch {
      fatalError("\(error) printing \(route) from \(text.debugDescription)")
    }
  }
  // The routes as one stack link open the same routes, in order.
  guard let stack = try? RouteStack(routes), let link = try? map.url(for: stack, scheme: "myapp", host: "example.com")
  else { return 0 }
  do {
    let again = try map.match(link, from: .restoration)
    precondition(again.placement == .replaceStack, "\(link) does not replace the stack")
    precondition(
      again.routes.map(\.destination) == routes.map(\.destination)
        && again.routes.map(\.presentation) == routes.map(\.presentation),
      "\(link) opens \(again.routes), not \(routes), for \(text.debugDescription)")
  } catch {
    fatalError("\(error) opening \(link) for \(text.debugDescription)")
  }
  return 0
}
