import Testing
import Theming
import ThemingTestSupport

/// R1 (assign applies now), R7 (any type), R8 (removal).
@MainActor
@Suite struct AssignmentTests {
  @Test("R1: assigning applies at once, with the global style")
  func r1AssignAppliesAtOnceWithTheGlobalStyle() {
    let (manager, _) = makeManager()
    manager.changeTheme(to: .dark)
    let label = TestView()
    label.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    #expect(label.textColor == .white)
  }

  @Test("R1: assigning uses the effective style, not the global one")
  func r1AssignUsesTheEffectiveStyle() {
    let (manager, _) = makeManager()
    let card = TestView("card")
    let label = TestView("label")
    card.addChild(label)
    card.theme(in: manager).overrideThemeStyle = .dark
    label.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    #expect(manager.currentThemeStyle == .light)
    #expect(label.textColor == .white)
  }

  @Test("R1: assigning again replaces and applies the new provider")
  func r1AssigningAgainReplacesTheProvider() {
    let (manager, _) = makeManager()
    let label = TestView()
    label.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    label.theme(in: manager).textColor = ThemeProvider(light: .red, dark: .green)
    #expect(label.textColor == .red)
    manager.changeTheme(to: .dark)
    #expect(label.textColor == .green)
  }

  @Test("R1: optional properties take providers of either type")
  func r1OptionalPropertiesTakeEitherType() {
    let (manager, _) = makeManager()
    let view = TestView()
    view.theme(in: manager).backgroundColor = ThemeProvider<TestColor>(light: .black, dark: .white)
    #expect(view.backgroundColor == .black)
    view.theme(in: manager).backgroundColor = ThemeProvider<TestColor?> { style in
      style == .dark ? nil : .red
    }
    #expect(view.backgroundColor == .red)
    manager.changeTheme(to: .dark)
    #expect(view.backgroundColor == nil)
  }

  @Test("R7: providers of a custom value type re-apply on a switch")
  func r7CustomValueTypesReapply() {
    let (manager, _) = makeManager()
    let view = SpacedView()
    view.theme(in: manager).spacing = ThemeProvider { style in
      style == .dark ? Spacing(top: 8, bottom: 8) : Spacing(top: 2, bottom: 4)
    }
    #expect(view.spacing == Spacing(top: 2, bottom: 4))
    manager.changeTheme(to: .dark)
    #expect(view.spacing == Spacing(top: 8, bottom: 8))
    view.theme(in: manager).refresh()
    #expect(view.spacing == Spacing(top: 8, bottom: 8))
  }

  @Test("R7: providers of many types on one node all re-apply")
  func r7ManyTypesOnOneNodeAllReapply() {
    let (manager, _) = makeManager()
    let view = TestView()
    view.theme(in: manager).alpha = ThemeProvider(light: 1.0, dark: 0.5)
    view.theme(in: manager).text = ThemeProvider(light: "day", dark: "night")
    view.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    manager.changeTheme(to: .dark)
    #expect(view.alpha == 0.5)
    #expect(view.text == "night")
    #expect(view.textColor == .white)
  }

  @Test("R8: setting nil keeps the last value and stops re-applying")
  func r8SettingNilKeepsTheLastValue() {
    let (manager, _) = makeManager()
    let label = TestView()
    let counter = CallCounter()
    label.theme(in: manager).textColor = counter.provider()
    #expect(counter.count == 1)
    label.theme(in: manager).textColor = nil
    #expect(label.textColor == .black)
    #expect(label.theme(in: manager).textColor == nil)
    manager.changeTheme(to: .dark)
    #expect(label.textColor == .black)
    #expect(counter.count == 1)
  }

  @Test("R8: removing one property leaves the others")
  func r8RemovingOnePropertyLeavesTheOthers() {
    let (manager, _) = makeManager()
    let label = TestView()
    label.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    label.theme(in: manager).alpha = ThemeProvider(light: 1.0, dark: 0.5)
    label.theme(in: manager).textColor = nil
    manager.changeTheme(to: .dark)
    #expect(label.textColor == .black)
    #expect(label.alpha == 0.5)
  }

  @Test("R8: the getter returns the stored provider")
  func r8GetterReturnsTheStoredProvider() throws {
    let (manager, _) = makeManager()
    let label = TestView()
    #expect(label.theme(in: manager).textColor == nil)
    label.theme(in: manager).textColor = ThemeProvider(light: .red, dark: .green)
    let stored = try #require(label.theme(in: manager).textColor)
    #expect(stored(.light) == .red)
    #expect(stored(.dark) == .green)
  }

  @Test("R8: clearing an unthemed property is harmless")
  func r8ClearingAnUnthemedPropertyIsHarmless() {
    let (manager, _) = makeManager()
    let label = TestView()
    label.theme(in: manager).textColor = nil
    manager.changeTheme(to: .dark)
    #expect(label.textColor == .gray)
  }
}

/// Bindings share one accessor per key path and provider type; sharing must never mix types.
@MainActor
@Suite struct SharedAccessorTests {
  @Test("R7: one key path bound with both provider kinds on different nodes keeps each correct")
  func r7BothProviderKindsOnOneKeyPath() {
    let (manager, _) = makeManager()
    let plain = TestView("plain")
    let optional = TestView("optional")
    plain.theme(in: manager).backgroundColor = ThemeProvider<TestColor?> { style in
      style == .dark ? nil : .red
    }
    optional.theme(in: manager).backgroundColor = ThemeProvider<TestColor>(
      light: .black,
      dark: .white
    )
    manager.changeTheme(to: .dark)
    #expect(plain.backgroundColor == nil)
    #expect(optional.backgroundColor == .white)
    manager.changeTheme(to: .light)
    #expect(plain.backgroundColor == .red)
    #expect(optional.backgroundColor == .black)
  }

  @Test("R7: many nodes sharing providers and key paths each get their own values")
  func r7SharedProvidersGiveEachNodeItsValue() {
    let (manager, _) = makeManager()
    let views = (0..<100).map { TestView("view \($0)") }
    let shared = ThemeProvider<TestColor>(light: .black, dark: .white)
    for (index, view) in views.enumerated() {
      view.theme(in: manager).textColor = shared
      view.theme(in: manager).text = ThemeProvider { "\($0.rawValue) \(index)" }
    }
    manager.changeTheme(to: .dark)
    for (index, view) in views.enumerated() {
      #expect(view.textColor == .white)
      #expect(view.text == "dark \(index)")
    }
  }

  @Test("R7: a subclass node themed through the base and the subclass key path")
  func r7SubclassThemedThroughBothKeyPaths() {
    let (manager, _) = makeManager()
    let spaced = SpacedView()
    let base: TestView = spaced
    base.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    spaced.theme(in: manager).textColor = ThemeProvider(light: .red, dark: .green)
    spaced.theme(in: manager).spacing = ThemeProvider { _ in Spacing(top: 1, bottom: 2) }
    manager.changeTheme(to: .dark)
    #expect(spaced.textColor == .green)
    #expect(spaced.spacing == Spacing(top: 1, bottom: 2))
  }
}
