import Testing

@testable import ModalStackCore

@Suite struct WindowRootsTests {
  @Test func theFirstRootAttachesAndARecreatedRootJoinsAndSupplies() {
    var roots = ClaimedWindowRoots<String>()
    do {
      let result = roots.rootAppeared(1, router: "A", supplying: "signed in", ownerHasLayersUp: false)
      #expect(result == .attach)
    }
    do {
      let result = roots.rootAppeared(2, router: "A", supplying: "signed in again", ownerHasLayersUp: true)
      #expect(result == .join)
    }
    #expect(roots.supply == "signed in again")
    roots.rootDisappeared(1)  // the old identity goes after the new one appeared
    #expect(roots.supply == "signed in again")
    #expect(roots.supplier == 2)
  }

  @Test func aRootThatGoesHandsBackToThePreviousRootOnScreen() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", supplying: "tab 1", ownerHasLayersUp: false)
    roots.rootAppeared(2, router: "A", supplying: "tab 2", ownerHasLayersUp: false)
    roots.rootDisappeared(2)
    #expect(roots.supply == "tab 1")
    roots.rootDisappeared(1)
    #expect(roots.supply == "tab 1")  // kept until a root returns
  }

  @Test func anotherRouterIsRefusedWhileTheOwnersLayersAreUpAndReportedOnce() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", supplying: "home", ownerHasLayersUp: false)
    do {
      let result = roots.rootAppeared(2, router: "B", supplying: "other", ownerHasLayersUp: true)
      #expect(result == .refuse(.windowHasAnotherRouter))
    }
    do {
      let result = roots.rootAppeared(2, router: "B", supplying: "other", ownerHasLayersUp: true)
      #expect(result == .stillRefused)
    }
    roots.rootDisappeared(2)
    do {
      let result = roots.rootAppeared(2, router: "B", supplying: "other", ownerHasLayersUp: true)
      #expect(result == .stillRefused)
    }
    #expect(roots.owner == "A")
    #expect(roots.supply == "home")
  }

  /// A root is reported once per refusal: one that had the window since it was refused is a
  /// new refusal when it is refused again.
  @Test func aRootThatHadTheWindowIsReportedAgainWhenRefusedAgain() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", supplying: "home", ownerHasLayersUp: false)
    #expect(
      roots.rootAppeared(2, router: "B", supplying: "other", ownerHasLayersUp: true) == .refuse(.windowHasAnotherRouter)
    )
    roots.rootDisappeared(2)
    #expect(roots.rootAppeared(2, router: "B", supplying: "other", ownerHasLayersUp: false) == .takeOver)
    #expect(
      roots.rootAppeared(1, router: "A", supplying: "home", ownerHasLayersUp: true) == .refuse(.windowHasAnotherRouter))
    #expect(roots.ownerLayersGone()?.id == 1)
    roots.rootDisappeared(2)
    #expect(
      roots.rootAppeared(2, router: "B", supplying: "other", ownerHasLayersUp: true) == .refuse(.windowHasAnotherRouter)
    )
  }

  @Test func anotherRouterTakesTheWindowWhenNoLayerIsUp() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", supplying: "signed in", ownerHasLayersUp: false)
    roots.rootDisappeared(1)
    do {
      let result = roots.rootAppeared(2, router: "B", supplying: "signed out", ownerHasLayersUp: false)
      #expect(result == .takeOver)
    }
    #expect(roots.owner == "B")
    #expect(roots.supply == "signed out")
    #expect(roots.supplier == 2)
  }

  @Test func aRefusedRootIsAdmittedOnceTheLayersAreGone() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", supplying: "a", ownerHasLayersUp: false)
    roots.rootAppeared(2, router: "B", supplying: "b", ownerHasLayersUp: true)
    do {
      let result = roots.rootAppeared(2, router: "B", supplying: "b", ownerHasLayersUp: false)
      #expect(result == .takeOver)
    }
    do {
      let result = roots.rootAppeared(3, router: "A", supplying: "a", ownerHasLayersUp: true)
      #expect(result == .refuse(.windowHasAnotherRouter))
    }
  }

  @Test func theNewestRefusedRootOnScreenTakesTheWindowWhenTheOwnersLayersGo() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", supplying: "home", ownerHasLayersUp: false)
    roots.rootAppeared(2, router: "B", supplying: "login", ownerHasLayersUp: true)
    roots.rootAppeared(3, router: "C", supplying: "gone", ownerHasLayersUp: true)
    roots.rootAppeared(4, router: "B", supplying: "login again", ownerHasLayersUp: true)
    roots.rootDisappeared(3)
    #expect(roots.rootsWaiting == [2, 4])
    let next = roots.ownerLayersGone()
    #expect(next?.id == 4)
    #expect(next?.router == "B")
    #expect(roots.owner == "B")
    #expect(roots.supply == "login again")
    roots.rootDisappeared(4)
    #expect(roots.supply == "login")  // both of B's roots joined: the other one supplies
    #expect(roots.rootsWaiting.isEmpty)
    #expect(roots.ownerLayersGone() == nil)
    #expect(roots.rootAppeared(2, router: "B", supplying: "login", ownerHasLayersUp: true) == .join)
  }

  @Test func aWaitingRootThatAppearsWithTheOwnersRouterJoinsAndStopsWaiting() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", supplying: "home", ownerHasLayersUp: false)
    roots.rootAppeared(2, router: "B", supplying: "login", ownerHasLayersUp: true)
    #expect(roots.rootsWaiting == [2])
    // The same root renders again, showing the owner's router now.
    #expect(roots.rootAppeared(2, router: "A", supplying: "home again", ownerHasLayersUp: true) == .join)
    #expect(roots.rootsWaiting.isEmpty)
    #expect(roots.supply == "home again")
    // The owner's layers go: no root waits for the window, and B takes nothing.
    #expect(roots.ownerLayersGone() == nil)
    #expect(roots.owner == "A")
  }

  @Test func afterTheOwnerLeftTheNextRootAttaches() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", supplying: "a", ownerHasLayersUp: false)
    roots.ownerLeft()
    #expect(roots.owner == nil)
    do {
      let result = roots.rootAppeared(2, router: "B", supplying: "b", ownerHasLayersUp: true)
      #expect(result == .attach)
    }
  }

  @Test func whenTheOwnersClaimLapsesItsRootsAreForgottenAndTheNextRootAttaches() {
    // The app let router A go: the window's claim names no router, though A's roots are alive.
    var roots = WindowRoots<String, String>()
    roots.rootAppeared(1, router: "A", supplying: "a", owner: nil, ownerHasLayersUp: false)
    roots.rootAppeared(2, router: "A", supplying: "a 2", owner: "A", ownerHasLayersUp: false)
    #expect(roots.rootAppeared(3, router: "B", supplying: "b", owner: nil, ownerHasLayersUp: true) == .attach)
    #expect(roots.supplier == 3)
    roots.rootDisappeared(3)
    #expect(roots.supply == "b")  // A's roots supply nothing any more
    #expect(!roots.rootLeft(1) && roots.rootLeft(3))  // only B's root was the owner's
  }

  @Test func anUpdatedRootSuppliesItsNewValue() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", supplying: "v1", ownerHasLayersUp: false)
    roots.rootUpdated(1, supplying: "v2")
    #expect(roots.supply == "v2")
    #expect(roots.supplier == 1)
  }
}

@Suite struct WindowRootsLeavingTests {
  @Test func theOwnersLastLivingRootLeavingIsTold() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", supplying: "home", ownerHasLayersUp: false)
    roots.rootAppeared(2, router: "A", supplying: "home 2", ownerHasLayersUp: false)
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
    // What it supplied stays until another root supplies: a layer made meanwhile is not blank.
    #expect(roots.supply == "home")
  }

  @Test func aRefusedRootThatLeavesStopsWaitingAndIsNotTheOwners() {
    var roots = ClaimedWindowRoots<String>()
    roots.rootAppeared(1, router: "A", supplying: "home", ownerHasLayersUp: false)
    roots.rootAppeared(2, router: "B", supplying: "login", ownerHasLayersUp: true)
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
    roots.rootAppeared(1, router: "A", supplying: "home", ownerHasLayersUp: false)
    roots.rootAppeared(2, router: "B", supplying: "login", ownerHasLayersUp: true)
    roots.rootAppeared(3, router: "B", supplying: "login 2", ownerHasLayersUp: true)
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
    roots.rootAppeared(1, router: "A", supplying: "main", ownerHasLayersUp: false)
    roots.rootAppeared(2, router: "B", supplying: "sheet", ownerHasLayersUp: false)
    roots.rootAppeared(3, router: "C", supplying: "another sheet", ownerHasLayersUp: false)
    #expect(roots.resumeSuspended() == "B")
    #expect(roots.supply == "sheet")
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
