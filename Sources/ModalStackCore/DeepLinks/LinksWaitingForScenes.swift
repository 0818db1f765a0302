import Foundation

/// Links sent to a scene whose router is not there yet (a notification tapped for a scene iOS is
/// still connecting, or whose root has not appeared): each waits for its own scene, in order,
/// and goes to the router of the first root that appears there. A bounded number wait per scene;
/// a link beyond the bound is refused rather than kept.
package struct LinksWaitingForScenes<Scene: Hashable> {
  private var waiting: [Scene: [URL]] = [:]
  /// How many links may wait for one scene.
  package let limit: Int

  package init(limit: Int = 20) { self.limit = limit }

  /// Keeps a link for a scene.
  /// - Returns: `false` when the scene has `limit` links waiting already (the link is not kept).
  package mutating func hold(_ url: URL, for scene: Scene) -> Bool {
    guard waiting[scene, default: []].count < limit else { return false }
    waiting[scene, default: []].append(url)
    return true
  }

  /// Takes the links waiting for a scene, oldest first.
  package mutating func take(for scene: Scene) -> [URL] { waiting.removeValue(forKey: scene) ?? [] }
}
