import Testing
import Theming
import ThemingTestSupport

/// R2: the nearest non-nil override from the node up through its parents, else the current
/// style.
@MainActor
@Suite struct EffectiveStyleTests {
  @Test("R2: without overrides, every node follows the manager")
  func r2WithoutOverridesNodesFollowManager() {
    let (manager, _) = makeManager()
    let root = TestView()
    let child = TestView()
    root.addChild(child)
    #expect(child.theme(in: manager).effectiveThemeStyle == .light)
    manager.changeTheme(to: .dark)
    #expect(child.theme(in: manager).effectiveThemeStyle == .dark)
  }

  @Test("R2: the nearest override wins")
  func r2TheNearestOverrideWins() {
    let (manager, _) = makeManager()
    let root = TestView()
    let middle = TestView()
    let leaf = TestView()
    root.addChild(middle)
    middle.addChild(leaf)
    root.theme(in: manager).overrideThemeStyle = .dark
    #expect(leaf.theme(in: manager).effectiveThemeStyle == .dark)
    middle.theme(in: manager).overrideThemeStyle = "pink"
    #expect(leaf.theme(in: manager).effectiveThemeStyle == "pink")
    leaf.theme(in: manager).overrideThemeStyle = .light
    #expect(leaf.theme(in: manager).effectiveThemeStyle == .light)
    #expect(root.theme(in: manager).effectiveThemeStyle == .dark)
  }

  @Test("R2: nil means inherit")
  func r2NilMeansInherit() {
    let (manager, _) = makeManager()
    let root = TestView()
    let leaf = TestView()
    root.addChild(leaf)
    root.theme(in: manager).overrideThemeStyle = .dark
    leaf.theme(in: manager).overrideThemeStyle = nil
    #expect(leaf.theme(in: manager).overrideThemeStyle == nil)
    #expect(leaf.theme(in: manager).effectiveThemeStyle == .dark)
  }

  @Test("R2: unspecified is a style, not inheritance")
  func r2UnspecifiedIsAStyleNotInheritance() {
    let (manager, _) = makeManager()
    let root = TestView()
    let leaf = TestView()
    root.addChild(leaf)
    manager.changeTheme(to: .dark)
    root.theme(in: manager).overrideThemeStyle = .unspecified
    leaf.theme(in: manager).text = ThemeProvider { $0.rawValue }
    #expect(leaf.text == "unspecified")
  }

  @Test("R2: overrides belong to their manager")
  func r2OverridesBelongToTheirManager() {
    let (first, _) = makeManager()
    let (second, _) = makeManager()
    let view = TestView()
    view.theme(in: first).overrideThemeStyle = .dark
    #expect(view.theme(in: first).effectiveThemeStyle == .dark)
    #expect(view.theme(in: second).effectiveThemeStyle == .light)
  }

  @Test("R2: a parent cycle ends with a diagnostic instead of hanging")
  func r2ParentCycleEndsWithADiagnostic() {
    let (style, diagnostics) = resolveInParentCycle()
    #expect(style == .light)
    // The limit is the engine's walk limit, which is not public: checked by
    // `Engine/EngineLimitsTests.swift`.
    #expect(diagnostics.contains { if case .parentCycle = $0 { true } else { false } })
  }

  @Test("R5: a SwiftUI override resolves like an object's: the override, else the app's style")
  func r5OverrideInTheEnvironmentResolves() {
    let (manager, _) = makeManager()
    #expect(manager.effectiveStyle(underOverride: nil) == .light)
    #expect(manager.effectiveStyle(underOverride: .dark) == .dark)
    manager.changeTheme(to: "festival")
    #expect(manager.effectiveStyle(underOverride: nil) == "festival")
    #expect(manager.effectiveStyle(underOverride: .light) == .light)
  }
}
