import Foundation

// Every error the library throws reads as its description where apps show and log errors
// (`error.localizedDescription`), not as "…error 1.": the description names the input and
// what to do.

extension RouteStackError: LocalizedError {
  /// The error's ``description``.
  public var errorDescription: String? { description }
}

extension PresentationError: LocalizedError {
  /// The error's ``description``.
  public var errorDescription: String? { description }
}

extension HostAttachError: LocalizedError {
  /// The error's ``description``.
  public var errorDescription: String? { description }
}

extension LocalRouteError: LocalizedError {
  /// The error's ``description``.
  public var errorDescription: String? { description }
}

extension DeepLinkError: LocalizedError {
  /// The error's ``description``.
  public var errorDescription: String? { description }
}

extension RestorationError: LocalizedError {
  /// The error's ``description``.
  public var errorDescription: String? { description }
}

extension TraceError: LocalizedError {
  /// The error's ``description``.
  public var errorDescription: String? { description }
}

extension PopupQueueError: LocalizedError {
  /// The error's ``description``.
  public var errorDescription: String? { description }
}
