import Foundation

/// Links sent to a scene whose router is not there yet, kept in order for the first root that
/// appears there; at most `limit` per scene.
package struct LinksWaitingForScenes<Scene: Hashable> {
  private var waiting: [Scene: [URL]] = [:]
  package let limit: Int

  package init(limit: Int = 20) { self.limit = limit }

  /// Keeps a link for a scene; `false` when the scene has `limit` waiting already.
  package mutating func hold(_ url: URL, for scene: Scene) -> Bool {
    guard waiting[scene, default: []].count < limit else { return false }
    waiting[scene, default: []].append(url)
    return true
  }

  /// Takes the links waiting for a scene, oldest first.
  package mutating func take(for scene: Scene) -> [URL] { waiting.removeValue(forKey: scene) ?? [] }
}
