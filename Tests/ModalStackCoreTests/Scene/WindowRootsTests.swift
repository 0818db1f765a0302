import Testing

@testable import ModalStackCore

@Suite struct WindowRootsTests {
  @Test func theFirstRootAttachesAndARecreatedRootJoinsAndIsCurrent() {
    var roots = ClaimedWindowRoots<String>()
    do {
      let result = roots.rootAppeared(1, router: "A", model: "signed in", ownerHasLayersUp: false)
      #expect(result == .attach)
    }
    do {
      let result = roots.rootAppeared(2, router: "A", model: "signed in again", ownerHasLayersUp: true)
      #expect(result == .join)
    }
    #expect(roots.currentModel == "signed in again")
    roots.rootDisappeared(1)  // the old identity goes after the new one appeared
    #expect(roots.currentModel == "signed in again")
    #expect(roots.currentRootID == 2)
  }

  @Test func aRootThatGoesHandsBackToThePreviousRootOnScreen() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", model: "tab 1", ownerHasLayersUp: false)
    roots.rootAppeared(2, router: "A", model: "tab 2", ownerHasLayersUp: false)
    roots.rootDisappeared(2)
    #expect(roots.currentModel == "tab 1")
    roots.rootDisappeared(1)
    #expect(roots.currentModel == "tab 1")  // kept until a root returns
  }

  @Test func anotherRouterIsRefusedWhileTheOwnersLayersAreUpAndReportedOnce() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", model: "home", ownerHasLayersUp: false)
    do {
      let result = roots.rootAppeared(2, router: "B", model: "other", ownerHasLayersUp: true)
      #expect(result == .refuse(.windowHasAnotherRouter))
    }
    do {
      let result = roots.rootAppeared(2, router: "B", model: "other", ownerHasLayersUp: true)
      #expect(result == .stillRefused)
    }
    roots.rootDisappeared(2)
    do {
      let result = roots.rootAppeared(2, router: "B", model: "other", ownerHasLayersUp: true)
      #expect(result == .stillRefused)
    }
    #expect(roots.owner == "A")
    #expect(roots.currentModel == "home")
  }

  /// A root is reported once per refusal: one that had the window since it was refused is a
  /// new refusal when it is refused again.
  @Test func aRootThatHadTheWindowIsReportedAgainWhenRefusedAgain() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", model: "home", ownerHasLayersUp: false)
    #expect(
      roots.rootAppeared(2, router: "B", model: "other", ownerHasLayersUp: true) == .refuse(.windowHasAnotherRouter)
    )
    roots.rootDisappeared(2)
    #expect(roots.rootAppeared(2, router: "B", model: "other", ownerHasLayersUp: false) == .takeOver)
    #expect(
      roots.rootAppeared(1, router: "A", model: "home", ownerHasLayersUp: true) == .refuse(.windowHasAnotherRouter))
    #expect(roots.ownerLayersGone()?.id == 1)
    roots.rootDisappeared(2)
    #expect(
      roots.rootAppeared(2, router: "B", model: "other", ownerHasLayersUp: true) == .refuse(.windowHasAnotherRouter)
    )
  }

  @Test func anotherRouterTakesTheWindowWhenNoLayerIsUp() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", model: "signed in", ownerHasLayersUp: false)
    roots.rootDisappeared(1)
    do {
      let result = roots.rootAppeared(2, router: "B", model: "signed out", ownerHasLayersUp: false)
      #expect(result == .takeOver)
    }
    #expect(roots.owner == "B")
    #expect(roots.currentModel == "signed out")
    #expect(roots.currentRootID == 2)
  }

  @Test func aRefusedRootTakesTheWindowOnceTheLayersAreGone() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", model: "a", ownerHasLayersUp: false)
    roots.rootAppeared(2, router: "B", model: "b", ownerHasLayersUp: true)
    do {
      let result = roots.rootAppeared(2, router: "B", model: "b", ownerHasLayersUp: false)
      #expect(result == .takeOver)
    }
    do {
      let result = roots.rootAppeared(3, router: "A", model: "a", ownerHasLayersUp: true)
      #expect(result == .refuse(.windowHasAnotherRouter))
    }
  }

  @Test func theNewestRefusedRootOnScreenTakesTheWindowWhenTheOwnersLayersGo() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", model: "home", ownerHasLayersUp: false)
    roots.rootAppeared(2, router: "B", model: "login", ownerHasLayersUp: true)
    roots.rootAppeared(3, router: "C", model: "gone", ownerHasLayersUp: true)
    roots.rootAppeared(4, router: "B", model: "login again", ownerHasLayersUp: true)
    roots.rootDisappeared(3)
    #expect(roots.rootsWaiting == [2, 4])
    let next = roots.ownerLayersGone()
    #expect(next?.id == 4)
    #expect(next?.router == "B")
    #expect(roots.owner == "B")
    #expect(roots.currentModel == "login again")
    roots.rootDisappeared(4)
    #expect(roots.currentModel == "login")  // both of B's roots joined: the other one is current
    #expect(roots.rootsWaiting.isEmpty)
    #expect(roots.ownerLayersGone() == nil)
    #expect(roots.rootAppeared(2, router: "B", model: "login", ownerHasLayersUp: true) == .join)
  }

  @Test func aWaitingRootThatAppearsWithTheOwnersRouterJoinsAndStopsWaiting() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", model: "home", ownerHasLayersUp: false)
    roots.rootAppeared(2, router: "B", model: "login", ownerHasLayersUp: true)
    #expect(roots.rootsWaiting == [2])
    // The same root renders again, showing the owner's router now.
    #expect(roots.rootAppeared(2, router: "A", model: "home again", ownerHasLayersUp: true) == .join)
    #expect(roots.rootsWaiting.isEmpty)
    #expect(roots.currentModel == "home again")
    // The owner's layers go: no root waits for the window, and B takes nothing.
    #expect(roots.ownerLayersGone() == nil)
    #expect(roots.owner == "A")
  }

  @Test func afterTheOwnerLeftTheNextRootAttaches() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", model: "a", ownerHasLayersUp: false)
    roots.ownerLeft()
    #expect(roots.owner == nil)
    do {
      let result = roots.rootAppeared(2, router: "B", model: "b", ownerHasLayersUp: true)
      #expect(result == .attach)
    }
  }

  @Test func whenTheOwnersClaimLapsesItsRootsAreForgottenAndTheNextRootAttaches() {
    // The app let router A go: the window's claim names no router, though A's roots are alive.
    var roots = WindowRoots<String, String>()
    roots.rootAppeared(1, router: "A", model: "a", owner: nil, ownerHasLayersUp: false)
    roots.rootAppeared(2, router: "A", model: "a 2", owner: "A", ownerHasLayersUp: false)
    #expect(roots.rootAppeared(3, router: "B", model: "b", owner: nil, ownerHasLayersUp: true) == .attach)
    #expect(roots.currentRootID == 3)
    roots.rootDisappeared(3)
    #expect(roots.currentModel == "b")  // none of A's roots is current any more
    #expect(!roots.rootLeft(1) && roots.rootLeft(3))  // only B's root was the owner's
  }

  @Test func anUpdatedRootsNewModelIsCurrent() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", model: "v1", ownerHasLayersUp: false)
    roots.rootUpdated(1, model: "v2")
    #expect(roots.currentModel == "v2")
    #expect(roots.currentRootID == 1)
  }
}

@Suite struct WindowRootsLeavingTests {
  @Test func theOwnersLastLivingRootLeavingIsTold() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", model: "home", ownerHasLayersUp: false)
    roots.rootAppeared(2, router: "A", model: "home 2", ownerHasLayersUp: false)
    roots.rootDisappeared(2)  // off screen: still alive
    do {
      let lastLeft = roots.rootLeft(1)
      #expect(!lastLeft)
    }
    #expect(roots.ownerHasLivingRoots)
    do {
      let lastLeft = roots.rootLeft(2)
      #expect(lastLeft)
    }
    #expect(!roots.ownerHasLivingRoots)
    // Its model stays current until another root's is: a layer made meanwhile is not blank.
    #expect(roots.currentModel == "home")
  }

  @Test func aRefusedRootThatLeavesStopsWaitingAndIsNotTheOwners() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", model: "home", ownerHasLayersUp: false)
    roots.rootAppeared(2, router: "B", model: "login", ownerHasLayersUp: true)
    #expect(roots.rootsWaiting == [2])
    do {
      let lastLeft = roots.rootLeft(2)
      #expect(!lastLeft)
    }
    #expect(roots.rootsWaiting.isEmpty)
    #expect(roots.ownerHasLivingRoots)
  }

  @Test func rootsThatTakeTheWindowAreTheLivingOnes() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", model: "home", ownerHasLayersUp: false)
    roots.rootAppeared(2, router: "B", model: "login", ownerHasLayersUp: true)
    roots.rootAppeared(3, router: "B", model: "login 2", ownerHasLayersUp: true)
    roots.ownerLayersGone()
    #expect(roots.owner == "B")
    do {
      let lastLeft = roots.rootLeft(1)
      #expect(!lastLeft)
    }  // the old owner's root is no longer the owner's
    do {
      let lastLeft = roots.rootLeft(2)
      #expect(!lastLeft)
    }
    do {
      let lastLeft = roots.rootLeft(3)
      #expect(lastLeft)
    }
  }
}

@Suite struct WindowRootsSuspendedTests {
  @Test func theRootsOfARouterTakenOverResumeNewestFirstAndLeaveForGood() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", model: "main", ownerHasLayersUp: false)
    roots.rootAppeared(2, router: "B", model: "sheet", ownerHasLayersUp: false)
    roots.rootAppeared(3, router: "C", model: "another sheet", ownerHasLayersUp: false)
    #expect(roots.resumeSuspended() == "B")
    #expect(roots.currentModel == "sheet")
    do {
      let lastLeft = roots.rootLeft(2)
      #expect(lastLeft)
    }
    #expect(roots.resumeSuspended() == "A")
    #expect(roots.owner == "A")
    do {
      let lastLeft = roots.rootLeft(1)
      #expect(lastLeft)
    }
    #expect(roots.resumeSuspended() == nil)
  }
}
