import Testing
import Theming
import ThemingTestSupport

/// R6: refreshing one property or all of a node's properties, for providers that read state.
@MainActor
@Suite struct RefreshTests {
  @Test("R6: a provider's refresh re-applies one property after state changed")
  func r6ProviderRefreshReappliesOne() {
    let (manager, _) = makeManager()
    let label = TestView()
    let isSelected = StateBox(false)
    label.theme(in: manager).textColor = ThemeProvider { style in
      isSelected.value ? .red : (style == .dark ? .white : .black)
    }
    label.theme(in: manager).alpha = ThemeProvider { _ in isSelected.value ? 0.5 : 1 }
    isSelected.value = true
    label.theme(in: manager).textColor?.refresh()
    #expect(label.textColor == .red)
    #expect(label.alpha == 1)
  }

  @Test("R6: a provider's refresh uses the effective style")
  func r6ProviderRefreshUsesTheEffectiveStyle() {
    let (manager, _) = makeManager()
    let card = TestView("card")
    let label = TestView("label")
    card.addChild(label)
    let suffix = StateBox("a")
    label.theme(in: manager).text = ThemeProvider { "\($0.rawValue)-\(suffix.value)" }
    card.theme(in: manager).overrideThemeStyle = .dark
    suffix.value = "b"
    label.theme(in: manager).text?.refresh()
    #expect(label.text == "dark-b")
  }

  @Test("R6: a kept copy of the getter still refreshes")
  func r6AKeptCopyOfTheGetterStillRefreshes() {
    let (manager, _) = makeManager()
    let label = TestView()
    let isSelected = StateBox(false)
    label.theme(in: manager).textColor = ThemeProvider { _ in isSelected.value ? .red : .black }
    let kept = label.theme(in: manager).textColor
    isSelected.value = true
    kept?.refresh()
    #expect(label.textColor == .red)
  }

  @Test("R6: a copy of a replaced provider no longer refreshes")
  func r6ReplacedProviderCopyDoesNotRefresh() {
    let (manager, _) = makeManager()
    let label = TestView()
    label.theme(in: manager).textColor = ThemeProvider { _ in .red }
    let old = label.theme(in: manager).textColor
    label.theme(in: manager).textColor = ThemeProvider { _ in .green }
    old?.refresh()
    #expect(label.textColor == .green)
    label.theme(in: manager).textColor = nil
    label.textColor = .gray
    old?.refresh()
    #expect(label.textColor == .gray)
  }

  @Test("R6: a node refresh re-applies all properties in first-assigned order")
  func r6NodeRefreshKeepsAssignmentOrder() {
    let (manager, _) = makeManager()
    let label = TestView()
    var order: [String] = []
    label.theme(in: manager).text = ThemeProvider { _ in
      order.append("text")
      return "t"
    }
    label.theme(in: manager).textColor = ThemeProvider { _ in
      order.append("textColor")
      return .black
    }
    label.theme(in: manager).alpha = ThemeProvider { _ in
      order.append("alpha")
      return 1
    }
    // Replacing a provider keeps its place in the order.
    label.theme(in: manager).text = ThemeProvider { _ in
      order.append("text2")
      return "u"
    }
    order.removeAll()
    label.theme(in: manager).refresh()
    #expect(order == ["text2", "textColor", "alpha"])
    order.removeAll()
    manager.changeTheme(to: .dark)
    #expect(order == ["text2", "textColor", "alpha"])
  }

  @Test("R6: a node refresh on an unthemed node does nothing")
  func r6NodeRefreshOnAnUnthemedNodeDoesNothing() {
    let (manager, _) = makeManager()
    let label = TestView()
    label.theme(in: manager).refresh()
    #expect(manager.trackedNodeCount == 0)
    #expect(label.textColor == .gray)
  }

  @Test("R12: a record re-applied inside its own application ends in one style")
  func r12NestedReapplicationEndsInOneStyle() {
    let (manager, _) = makeManager()
    let view = TestView("view")
    let armed = StateBox(false)
    // During the switch, the view's first provider pins the view and binds one more property,
    // which applies the whole record with pink inside the switch's application of it (dark).
    view.theme(in: manager).text = ThemeProvider { style in
      if armed.value && style == .dark {
        armed.value = false
        view.theme(in: manager).overrideThemeStyle = "pink"
        view.theme(in: manager).alpha = ThemeProvider { $0 == "pink" ? 0.5 : 1 }
      }
      return style.rawValue
    }
    view.theme(in: manager).textColor = ThemeProvider { $0 == "pink" ? .red : .black }
    armed.value = true
    manager.changeTheme(to: .dark)
    #expect(view.alpha == 0.5)
    #expect(view.text == "pink")
    #expect(view.textColor == .red)
    manager.refresh()
    #expect(view.text == "pink")
    #expect(view.textColor == .red)
  }

  @Test("R5: a refresh inside a refresh of the same node ends in one style")
  func r5NestedRefreshEndsInOneStyle() {
    let (manager, _) = makeManager()
    let card = TestView("card")
    card.theme(in: manager).overrideThemeStyle = .dark
    let view = TestView("view")
    let armed = StateBox(false)
    // While the view is refreshed, its first provider moves it under the dark card and reports
    // the move by refreshing it again.
    view.theme(in: manager).text = ThemeProvider { style in
      if armed.value {
        armed.value = false
        card.addChild(view)
        view.theme(in: manager).refresh()
      }
      return style.rawValue
    }
    view.theme(in: manager).textColor = ThemeProvider { $0 == .dark ? .white : .black }
    armed.value = true
    view.theme(in: manager).refresh()
    #expect(view.text == "dark")
    #expect(view.textColor == .white)
    manager.refresh()
    manager.changeTheme(to: .dark)
    manager.changeTheme(to: .light)
    #expect(view.text == "dark")
    #expect(view.textColor == .white)
  }

  @Test("R1: an assignment replaced while it resolves shows the replacement")
  func r1AssignmentReplacedWhileResolving() {
    let (manager, _) = makeManager()
    let pinned = TestView("pinned")
    pinned.theme(in: manager).overrideThemeStyle = .dark  // so that assigning reads themeParent
    let view = HookedView("view")
    // The app's code replaces the binding while its assignment resolves the view's style: the
    // view must show the replacement, not the provider it replaced.
    view.onParentRead = { view.theme(in: manager).text = ThemeProvider { "B " + $0.rawValue } }
    view.theme(in: manager).text = ThemeProvider { "A " + $0.rawValue }
    #expect(view.theme(in: manager).text?(.light) == "B light")
    #expect(view.text == "B light")
  }

  @Test("R6: refreshing a binding that themeParent removes does not run it")
  func r6BindingRemovedByThemeParentNotRun() throws {
    let (manager, _) = makeManager()
    let pinned = TestView("pinned")
    pinned.theme(in: manager).overrideThemeStyle = .dark  // so the refresh reads `themeParent`
    let view = HookedView("view")
    let runs = StateBox(0)
    view.theme(in: manager).bind(ThemeProvider { $0.rawValue }, to: "label") { view, value in
      runs.value += 1
      view.text = value
    }
    let provider = try #require(view.theme(in: manager).provider(boundTo: "label", as: String.self))
    // The app's code removes the binding while the refresh resolves the view's style: the
    // binding must not run after that (its storage would be freed under AddressSanitizer).
    view.onParentRead = { view.theme(in: manager).unbind("label") }
    provider.refresh()
    #expect(runs.value == 1)
  }

  @Test("R6: a refresh whose themeParent switches applies the node's own bindings")
  func r6RefreshAcrossASwitchInThemeParent() {
    let (manager, _) = makeManager()
    let pinned = TestView("pinned")
    pinned.theme(in: manager).overrideThemeStyle = .dark
    var doomed: TestView? = TestView("doomed")
    doomed?.theme(in: manager).text = ThemeProvider { $0.rawValue }
    let view = HookedView("view")
    view.theme(in: manager).text = ThemeProvider { "view " + $0.rawValue }
    let other = TestView("other")
    other.theme(in: manager).text = ThemeProvider { "other " + $0.rawValue }
    manager.refresh()  // drops the subtree index, so that refreshing the view does not link
    doomed = nil  // a dead record before the view's, which a pass compacts away
    // A switch asked for while the refresh resolves the view runs a pass that moves the
    // view's record; the refresh must still apply the view's own bindings.
    view.onParentRead = { manager.changeTheme(to: "pink") }
    view.theme(in: manager).refresh()
    #expect(manager.currentThemeStyle == "pink")
    #expect(view.text == "view pink")
    #expect(other.text == "other pink")
  }
  @Test(
    "R1: a provider that pins and refreshes its object on its first application leaves it pinned")
  func r1ProviderPinningItsObjectLeavesItPinned() {
    let (manager, _) = makeManager()
    let view = TestView()
    var first = true
    view.theme(in: manager).text = ThemeProvider { style in
      if first {
        first = false
        view.theme(in: manager).overrideThemeStyle = .dark
        view.theme(in: manager).refresh()
      }
      return style.rawValue
    }
    #expect(view.text == "dark")
    manager.refresh()
    #expect(view.text == "dark")
  }

  @Test(
    "R1: a provider that moves its object and binds another property leaves both in the new style")
  func r1ProviderMovingItsObjectStylesBoth() {
    let (manager, _) = makeManager()
    let card = TestView("card")
    card.theme(in: manager).overrideThemeStyle = .dark
    let view = TestView()
    view.theme(in: manager).text = ThemeProvider { style in
      if view.parent == nil {
        card.addChild(view)
        view.theme(in: manager).alpha = ThemeProvider(light: 1, dark: 0.5)
      }
      return style.rawValue
    }
    #expect(view.alpha == 0.5)
    #expect(view.text == "dark")
  }

  @Test("R6: a binding refreshed while its object sits elsewhere is brought back after the move")
  func r6BindingRefreshedElsewhereComesBack() {
    let (manager, _) = makeManager()
    let pinned = TestView("pinned")
    pinned.theme(in: manager).overrideThemeStyle = .dark
    let home = TestView("home")
    let cell = TestView("cell")
    home.addChild(cell)
    cell.theme(in: manager).text = ThemeProvider { $0.rawValue }
    cell.theme(in: manager).alpha = ThemeProvider(light: 1, dark: 0.5)
    // Moved without a report, and one property refreshed there (its state changed).
    pinned.addChild(cell)
    cell.theme(in: manager).text?.refresh()
    #expect(cell.text == "dark")
    #expect(cell.alpha == 0.5)
    home.addChild(cell)
    manager.nodeDidMove(cell)
    #expect(cell.text == "light")
    #expect(cell.alpha == 1)
  }

}

/// Bindings beyond the three a record stores inline keep their order, survive removal from
/// either part and are all re-applied.
@MainActor
@Suite struct ManyBindingsTests {
  @Test("R6: order is kept across inline and overflow slots through removals and replacements")
  func r6OrderKeptAcrossInlineAndOverflow() {
    let (manager, _) = makeManager()
    let view = TestView()
    var order: [String] = []
    func provider(_ name: String) -> ThemeProvider<String> {
      ThemeProvider { style in
        order.append(name)
        return "\(name) \(style.rawValue)"
      }
    }
    let names = ["a", "b", "c", "d", "e", "f"]
    for name in names {
      view.theme(in: manager).bind(provider(name), to: name) { $0.text = $1 }
    }
    order.removeAll()
    view.theme(in: manager).refresh()
    #expect(order == names)

    view.theme(in: manager).unbind("b")
    view.theme(in: manager).unbind("e")
    view.theme(in: manager).bind(provider("c2"), to: "c") { $0.text = $1 }
    order.removeAll()
    manager.changeTheme(to: .dark)
    #expect(order == ["a", "c2", "d", "f"])
    #expect(view.text == "f dark")

    for name in ["a", "c", "d", "f"] { view.theme(in: manager).unbind(name) }
    order.removeAll()
    manager.changeTheme(to: .light)
    #expect(order.isEmpty)
    #expect(view.text == "f dark")
  }
}
