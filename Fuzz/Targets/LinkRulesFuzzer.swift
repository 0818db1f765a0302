import Foundation

// libFuzzer target: links with origins against entries that restrict origins and declare their
// parameters. The first byte picks the origin, the rest is the URL's text. A link either opens
// routes that its entry allows for that origin, with every declared value within its
// declaration, or is refused with a `DeepLinkError` (a refusal by a rule names the link and
// its origin as given); anything else (a crash, a hang, an untyped error, a route the rules
// should have refused) is a finding. Built by `Fuzz/run` together with the core's sources.

private let origins: [LinkOrigin] = [
  .inApp, .notification, .universalLink(domain: "example.com"), .universalLink(domain: "evil.example"),
  .otherApp(sourceApplication: nil), .otherApp(sourceApplication: "com.example.partner"),
  .otherApp(sourceApplication: "com.evil"),
  .shortcut, .widget, .restoration,
]

private let map: DeepLinkMap<String> = {
  var map = DeepLinkMap<String>()
  map.add(
    "/wallet/send/:account", presentation: .sheet, access: .appAndNotifications,
    parameters: [
      .text("account", maxLength: 34), .integer("amount", in: 1...10_000), .oneOf("currency", ["EUR", "USD"]),
      .text("note", maxLength: 140, characters: .plainText, required: false),
    ]
  ) { link in
    "wallet \(try link.value("amount", as: Int.self)) \(link.query["note"] ?? "")"
  }
  map.add(
    "/partner/:offer", presentation: .sheet, access: .sourceApplications("com.example.partner"),
    parameters: [.uuid("offer")]
  ) {
    "partner \(try $0.value("offer", as: UUID.self))"
  }
  map.add(
    "/article/:slug", presentation: .sheet, access: .domains("example.com"),
    parameters: [
      .text("slug", maxLength: 64), .integer("scroll", in: 0...100, required: false),
      .oneOf("autoplay", ["0", "1"], required: false),
    ]
  ) { "article \(try $0.value("slug", as: String.self))" }
  map.add("/invite/:code", presentation: .sheet, access: .askFirst, parameters: [.text("code", maxLength: 16)]) {
    "invite \(try $0.value("code", as: String.self))"
  }
  map.add("/learn/:id", presentation: .fullScreenCover) { "learn \(try $0.value("id", as: Int.self))" }
  map.add("/debug/*rest", presentation: .sheet, access: .origins(.inApp)) { "debug \($0.rest.count)" }
  return map
}()

/// The origins each entry's rule lets through, written out again here, independently of `LinkAccess`.
private func allowed(_ destination: String, _ origin: LinkOrigin) -> Bool {
  switch (destination.split(separator: " ").first ?? "", origin) {
  case ("wallet", .universalLink), ("wallet", .otherApp): false
  case ("partner", .universalLink), ("partner", .otherApp(nil)), ("partner", .otherApp("com.evil")): false
  case ("article", .otherApp), ("article", .universalLink("evil.example")): false
  case ("debug", let origin): origin == .inApp
  default: true
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func linkRulesFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let origin = origins[Int(data[0]) % origins.count]
  let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
  guard let url = URL(string: text) else { return 0 }
  do {
    let (routes, _) = try map.match(url, from: origin)
    for route in routes {
      precondition(
        allowed(route.destination, origin), "\(route.destination) opened from \(origin) for \(text.debugDescription)")
      if route.destination.hasPrefix("wallet "), let amount = Int(route.destination.split(separator: " ")[1]) {
        precondition(
          (1...10_000).contains(amount), "amount \(amount) beyond its declaration for \(text.debugDescription)")
        let note = route.destination.split(separator: " ", maxSplits: 2).dropFirst(2).first ?? ""
        precondition(
          !note.contains("<") && !note.contains("..") && !note.contains("%"),
          "note \(note.debugDescription) let through")
      }
    }
  } catch DeepLinkError.blocked(let refusal) {
    precondition(
      refusal.origin == origin && refusal.link == url.absoluteString, "a refusal that misnames \(text.debugDescription)"
    )
  } catch is DeepLinkError {
    // The typed refusal the API promises.
  } catch {
    fatalError("untyped error \(error) for \(text.debugDescription)")
  }
  return 0
}
