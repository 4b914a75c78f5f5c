import Testing
import Theming

/// R1 (assign applies now), R7 (any type), R8 (removal).
@MainActor
@Suite struct AssignmentTests {
  @Test func r1AssignAppliesAtOnceWithTheGlobalStyle() {
    let (manager, _) = makeManager()
    manager.changeTheme(to: .dark)
    let label = TestView()
    label.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    #expect(label.textColor == .white)
  }

  @Test func r1AssignUsesTheEffectiveStyleNotTheGlobalOne() {
    let (manager, _) = makeManager()
    let card = TestView("card")
    let label = TestView("label")
    card.addChild(label)
    card.theme(in: manager).overrideThemeStyle = .dark
    label.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    #expect(manager.currentThemeStyle == .light)
    #expect(label.textColor == .white)
  }

  @Test func r1AssigningAgainReplacesAndAppliesTheNewProvider() {
    let (manager, _) = makeManager()
    let label = TestView()
    label.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    label.theme(in: manager).textColor = ThemeProvider(light: .red, dark: .green)
    #expect(label.textColor == .red)
    manager.changeTheme(to: .dark)
    #expect(label.textColor == .green)
  }

  @Test func r1OptionalPropertiesTakeProvidersOfEitherType() {
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

  @Test func r7ProvidersOfACustomValueTypeReapplyOnSwitch() {
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

  @Test func r7ProvidersOfManyTypesOnOneNodeAllReapply() {
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

  @Test func r8SettingNilKeepsTheLastValueAndStopsReapplying() {
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

  @Test func r8RemovingOnePropertyLeavesTheOthers() {
    let (manager, _) = makeManager()
    let label = TestView()
    label.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    label.theme(in: manager).alpha = ThemeProvider(light: 1.0, dark: 0.5)
    label.theme(in: manager).textColor = nil
    manager.changeTheme(to: .dark)
    #expect(label.textColor == .black)
    #expect(label.alpha == 0.5)
  }

  @Test func r8GetterReturnsTheStoredProvider() throws {
    let (manager, _) = makeManager()
    let label = TestView()
    #expect(label.theme(in: manager).textColor == nil)
    label.theme(in: manager).textColor = ThemeProvider(light: .red, dark: .green)
    let stored = try #require(label.theme(in: manager).textColor)
    #expect(stored(.light) == .red)
    #expect(stored(.dark) == .green)
  }

  @Test func r8ClearingAnUnthemedPropertyIsHarmless() {
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
  @Test func r7OneKeyPathBoundWithBothProviderKindsOnDifferentNodesKeepsEachCorrect() {
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

  @Test func r7ManyNodesSharingProvidersAndKeyPathsEachGetTheirOwnValues() {
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

  @Test func r7ASubclassNodeThemedThroughTheBaseAndTheSubclassKeyPath() {
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
