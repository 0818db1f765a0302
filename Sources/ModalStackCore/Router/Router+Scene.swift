extension Router {
  /// Tells the router its scene went to the background: time limits stop. `ModalStackRoot` calls it for you.
  public func sceneDidEnterBackground() { sceneTime?.sceneDidEnterBackground() }

  /// Tells the router its scene is active again: time limits count on from where they stopped.
  public func sceneWillEnterForeground() { sceneTime?.sceneWillEnterForeground() }

  /// Whether the router's scene is in the background, as last told.
  public var isSceneInBackground: Bool { sceneTime?.isSuspended ?? false }

  private var sceneTime: SceneTimeScheduler? { scheduler as? SceneTimeScheduler }

  /// Whether the router drives this host's window now (a router that moved on drives another).
  package func drivesWindow(of host: any PresentationHost<Destination>) -> Bool {
    engine.drives(windowRoot: host.windowRoot)
  }
}
