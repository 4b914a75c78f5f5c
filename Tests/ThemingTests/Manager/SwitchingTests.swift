import Foundation
import Testing
import Theming
import ThemingTestSupport

/// R3: a switch re-applies, synchronously, every tracked node whose effective style changed,
/// before observers are told; pinned nodes and same-style switches do no work.
@MainActor
@Suite struct SwitchingTests {
  @Test("R3: a switch re-applies every tracked node synchronously")
  func r3SwitchReappliesEveryNodeAtOnce() {
    let (manager, _) = makeManager()
    let views = (0..<50).map { TestView("view \($0)") }
    for view in views {
      view.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    }
    manager.changeTheme(to: .dark)
    #expect(manager.currentThemeStyle == .dark)
    #expect(views.allSatisfy { $0.textColor == .white })
  }

  @Test("R3: nodes are restyled before any observer is told")
  func r3NodesRestyledBeforeObservers() {
    let (manager, _) = makeManager()
    let label = TestView()
    label.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    var seenByObserver: TestColor?
    var seenByNotification: TestColor?
    let token = manager.addObserver { _ in seenByObserver = label.textColor }
    let observer = manager.notificationCenter.addObserver(
      forName: .themeDidChange,
      object: manager,
      queue: nil
    ) { _ in
      MainActor.assumeIsolated { seenByNotification = label.textColor }
    }
    manager.changeTheme(to: .dark)
    #expect(seenByObserver == .white)
    #expect(seenByNotification == .white)
    manager.notificationCenter.removeObserver(observer)
    token.cancel()
  }

  @Test("R3: pinned nodes are not touched")
  func r3PinnedNodesAreNotTouched() {
    let (manager, _) = makeManager()
    let card = TestView("card")
    let label = TestView("label")
    card.addChild(label)
    card.theme(in: manager).overrideThemeStyle = .dark
    let counter = CallCounter()
    label.theme(in: manager).textColor = counter.provider()
    #expect(counter.count == 1)
    manager.changeTheme(to: .dark)
    manager.changeTheme(to: "pink")
    manager.changeTheme(to: .light)
    #expect(counter.count == 1)
    #expect(label.textColor == .white)
  }

  @Test("R3: switching to the current style does no work and notifies no one")
  func r3SwitchToCurrentStyleDoesNothing() {
    let (manager, _) = makeManager()
    let counter = CallCounter()
    let label = TestView()
    label.theme(in: manager).textColor = counter.provider()
    var notified = 0
    let token = manager.addObserver { _ in notified += 1 }
    manager.changeTheme(to: .light)
    #expect(counter.count == 1)
    #expect(notified == 0)
    manager.changeTheme(to: .dark)
    manager.changeTheme(to: .dark)
    #expect(counter.count == 2)
    #expect(notified == 1)
    token.cancel()
  }

  @Test("R3: only nodes whose effective style changed are re-applied")
  func r3OnlyChangedNodesAreReapplied() {
    let (manager, _) = makeManager()
    let pinnedToDark = TestView()
    pinnedToDark.theme(in: manager).overrideThemeStyle = .dark
    let free = TestView()
    let pinnedCounter = CallCounter()
    let freeCounter = CallCounter()
    pinnedToDark.theme(in: manager).textColor = pinnedCounter.provider()
    free.theme(in: manager).textColor = freeCounter.provider()
    manager.changeTheme(to: .dark)
    #expect(pinnedCounter.count == 1)
    #expect(freeCounter.count == 2)
  }

  @Test("R3: providers run on the main actor")
  func r3ProvidersRunOnTheMainActor() {
    let (manager, _) = makeManager()
    let label = TestView()
    var ranIsolated = false
    label.theme(in: manager).textColor = ThemeProvider { style in
      MainActor.assertIsolated()
      ranIsolated = true
      return style == .dark ? .white : .black
    }
    manager.changeTheme(to: .dark)
    #expect(ranIsolated)
  }
}

/// R13: everything that touches nodes runs on the main actor. The compiler proves the API side
/// (Tests/CompileFailures, checked by `.ci/run`); this proves the library calls user code there.
@MainActor
@Suite struct MainActorTests {
  @Test("R13: providers, observers and transitions all run on the main actor")
  func r13UserCodeRunsOnTheMainActor() {
    let (manager, _) = makeManager()
    var checks: [String] = []
    func check(_ place: String) {
      MainActor.assertIsolated("\(place) ran off the main actor")
      checks.append(place)
    }
    let card = TestView("card")
    let label = TestView("label")
    card.addChild(label)
    label.theme(in: manager).text = ThemeProvider { style in
      check("provider")
      return style.rawValue
    }
    let token = manager.addObserver { _ in check("observer") }
    manager.transition = { _, applyChanges in
      check("transition")
      applyChanges()
    }
    manager.changeTheme(to: .dark, animated: true)
    card.theme(in: manager).overrideThemeStyle = .light
    label.theme(in: manager).refresh()
    #expect(checks == ["provider", "transition", "provider", "observer", "provider", "provider"])
    token.cancel()
  }
}
