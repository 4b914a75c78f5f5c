import Testing
import Theming
import ThemingTestSupport

/// `ThemeManager.isApplyingAnimatedSwitch` tells setters that animate by themselves (a
/// standalone layer's colors) whether the switch re-applying them is animated.
@MainActor
@Suite struct AnimatedSwitchFlagTests {
  /// A node whose provider records the flag each time it runs.
  private func recordingNode(in manager: ThemeManager, into seen: StateBox<[Bool]>) -> TestView {
    let node = TestView()
    node.theme(in: manager).alpha = ThemeProvider { _ in
      seen.value.append(ThemeManager.isApplyingAnimatedSwitch)
      return 1
    }
    return node
  }

  @Test("Set while an animated switch re-applies objects inside its transition, only then")
  func setOnlyInsideAnimatedSwitch() {
    let (manager, _) = makeManager()
    let seen = StateBox<[Bool]>([])
    let node = recordingNode(in: manager, into: seen)
    var insideTransition: [Bool] = []
    manager.transition = { _, applyChanges in
      insideTransition.append(ThemeManager.isApplyingAnimatedSwitch)
      applyChanges()
      insideTransition.append(ThemeManager.isApplyingAnimatedSwitch)
    }
    manager.changeTheme(to: .dark, animated: true)
    manager.changeTheme(to: .light)
    #expect(seen.value == [false, true, false])
    #expect(insideTransition == [false, false])
    #expect(!ThemeManager.isApplyingAnimatedSwitch)
    withExtendedLifetime(node) {}
  }

  @Test("A transition that does not call its closure leaves the switch unanimated")
  func notSetWhenTheManagerAppliesForTheTransition() {
    let (manager, _) = makeManager()
    let seen = StateBox<[Bool]>([])
    let node = recordingNode(in: manager, into: seen)
    manager.transition = { _, _ in }
    manager.changeTheme(to: .dark, animated: true)
    #expect(seen.value == [false, false])
    #expect(node.alpha == 1)
  }
}
