import Foundation
import ModalStackCore
import Observation

// The navigation of TCA's SyncUps, as the article "Writing SyncUps with ModalStack" writes it:
// each feature's model owns its destination, and `router.drive(list)` shows the tree.

struct SyncUp: Hashable, Sendable, Identifiable {
  let id: UUID
  var title: String
  var meetings: [String] = []
}

/// What the router shows: each case names the feature model it shows.
enum SyncUpsScreen: Hashable, Sendable, CustomStringConvertible {
  case add(SyncUpForm)
  case detail(SyncUpDetail)
  case edit(SyncUpForm)
  case deleteAlert
  case record(RecordMeeting)

  var description: String {
    switch self {
    case .add: "add"
    case .detail: "detail"
    case .edit: "edit"
    case .deleteAlert: "deleteAlert"
    case .record: "record"
    }
  }
}

/// A feature model is a screen's identity: equal when it is the same model.
@MainActor
protocol FeatureIdentity: AnyObject, Hashable {}

extension FeatureIdentity {
  nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
  nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@MainActor
@Observable
final class SyncUpsList: NavigationFeature {
  enum Destination {
    case add(SyncUpForm)
    case detail(SyncUpDetail)
  }

  var syncUps: [SyncUp]
  var destination: Destination?

  init(syncUps: [SyncUp] = []) { self.syncUps = syncUps }

  var navigation: [FeatureRoute<SyncUpsScreen>] {
    switch destination {
    case .add(let form): [FeatureRoute(.add(form), presentation: .sheet)]
    case .detail(let detail): [FeatureRoute(.detail(detail), presentation: .push, child: detail)]
    case nil: []
    }
  }

  func navigationRemoved(from index: Int, reason: RouteChangeReason) { destination = nil }

  func addSyncUpButtonTapped() { destination = .add(SyncUpForm(SyncUp(id: UUID(), title: ""))) }

  func confirmAddButtonTapped() {
    guard case .add(let form) = destination else { return }
    syncUps.append(form.syncUp)
    destination = nil
  }

  func syncUpTapped(_ syncUp: SyncUp) {
    destination = .detail(
      SyncUpDetail(syncUp) { [weak self] id in
        self?.syncUps.removeAll { $0.id == id }
        self?.destination = nil
      })
  }
}

@MainActor
@Observable
final class SyncUpDetail: NavigationFeature, FeatureIdentity {
  enum Destination {
    case edit(SyncUpForm)
    case alert
    case record(RecordMeeting)
  }
  enum AlertAction: Hashable, Sendable, Codable { case confirmDeletion }

  var syncUp: SyncUp
  var destination: Destination?
  private let onDelete: (SyncUp.ID) -> Void

  init(_ syncUp: SyncUp, onDelete: @escaping (SyncUp.ID) -> Void) {
    self.syncUp = syncUp
    self.onDelete = onDelete
  }

  var navigation: [FeatureRoute<SyncUpsScreen>] {
    get throws {
      switch destination {
      case .edit(let form): [FeatureRoute(.edit(form), presentation: .sheet)]
      case .alert: [FeatureRoute(.deleteAlert, presentation: try Self.deleteAlert())]
      case .record(let record): [FeatureRoute(.record(record), presentation: .push, child: record)]
      case nil: []
      }
    }
  }

  func navigationRemoved(from index: Int, reason: RouteChangeReason) { destination = nil }

  func alertAnswered(_ answer: AlertResponse, for destination: SyncUpsScreen) {
    if (try? answer.action(as: AlertAction.self)) == .confirmDeletion { onDelete(syncUp.id) }
  }

  func editButtonTapped() { destination = .edit(SyncUpForm(syncUp)) }

  func doneEditingButtonTapped() {
    guard case .edit(let form) = destination else { return }
    syncUp = form.syncUp
    destination = nil
  }

  func deleteButtonTapped() { destination = .alert }

  /// The alert `deleteButtonTapped()` shows: "Yes" answers with the typed action `confirmDeletion`.
  private static func deleteAlert() throws -> Presentation {
    .alert(
      title: "Delete?", message: "Are you sure you want to delete this meeting?",
      buttons: [try AlertButton("Yes", role: .destructive, action: AlertAction.confirmDeletion), .cancel("Nevermind")])
  }

  func startMeetingButtonTapped() {
    destination = .record(
      RecordMeeting(syncUp) { [weak self] transcript in self?.syncUp.meetings.insert(transcript, at: 0) })
  }
}

@MainActor
@Observable
final class SyncUpForm: FeatureIdentity {
  var syncUp: SyncUp
  init(_ syncUp: SyncUp) { self.syncUp = syncUp }
}

@MainActor
@Observable
final class RecordMeeting: NavigationFeature, FeatureIdentity {
  let syncUp: SyncUp
  var transcript = ""
  private let onFinished: (String) -> Void

  init(_ syncUp: SyncUp, onFinished: @escaping (String) -> Void) {
    self.syncUp = syncUp
    self.onFinished = onFinished
  }

  var navigation: [FeatureRoute<SyncUpsScreen>] { [] }
  func navigationRemoved(from index: Int, reason: RouteChangeReason) {}

  /// The timer ran out: the meeting is saved and the screen closes itself.
  func timerFinished(dismiss: ModalDismissAction) {
    onFinished(transcript)
    dismiss()
  }
}
