import Testing

@testable import ModalStackCore

/// Which router drives which window: one router a window, until it gives the window up or the
/// app lets it go.
@MainActor
@Suite struct WindowClaimsTests {
  final class Object {}

  @Test func aWindowIsDrivenByOneRouterUntilItGivesTheWindowUp() throws {
    let window = Object()
    let (first, second) = (Object(), Object())
    #expect(try WindowClaims.claim(root: window, for: first))
    #expect(try WindowClaims.claim(root: window, for: first) == false)  // it drives it already
    #expect(throws: HostAttachError.windowHasAnotherRouter) { try WindowClaims.claim(root: window, for: second) }
    WindowClaims.release(root: window)
    #expect(try WindowClaims.claim(root: window, for: second))
    WindowClaims.release(root: window)
    withExtendedLifetime((first, second)) {}
  }

  @Test func aRouterTheAppLetGoOfDrivesNoWindow() throws {
    let window = Object()
    var gone: Object? = Object()
    #expect(try WindowClaims.claim(root: window, for: gone!))
    gone = nil  // released without giving the window up
    let next = Object()
    #expect(try WindowClaims.claim(root: window, for: next))
    WindowClaims.release(root: window)
    withExtendedLifetime(next) {}
  }
}
