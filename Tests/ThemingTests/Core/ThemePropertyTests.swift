import Testing
import Theming
import ThemingTestSupport

/// A toolkit-like view class with two themed properties whose setters count their writes.
@MainActor
private class Badge: TestView {
  var writes = 0
  var tint: TestColor = .gray {
    didSet { writes += 1 }
  }
  var outline: TestColor? {
    didSet { writes += 1 }
  }
}

/// A subclass, themed through its own type as a `UILabel` is themed through UIView's
/// declarations.
private final class RoundBadge: Badge {}

/// State a provider reads, as a cell's selection.
@MainActor
private final class SelectionState {
  var isSelected = false
}

/// The declarations, made once for `Badge` and every subclass, as the library makes UIKit's.
@MainActor
private enum BadgeProperties {
  static let tint = ThemeProperty(\Badge.tint) { (badge, color: TestColor) in badge.tint = color }
  /// A provider of names drives an optional color: the value type need not be the property's.
  static let outline = ThemeProperty(\Badge.outline) { (badge, name: String) in
    badge.outline = name == "white" ? .white : .black
  }
}

extension ThemeWrapper where Base: Badge {
  fileprivate var tint: ThemeProvider<TestColor>? {
    get { provider(for: BadgeProperties.tint) }
    nonmutating set { bind(newValue, to: BadgeProperties.tint, of: base) }
  }

  fileprivate var outline: ThemeProvider<String>? {
    get { provider(for: BadgeProperties.outline) }
    nonmutating set { bind(newValue, to: BadgeProperties.outline, of: base) }
  }
}

/// R7, R8, R9: properties declared once for a class and its subclasses through `ThemeProperty`.
@MainActor
@Suite struct ThemePropertyTests {
  @Test("R7: a subclass themed through its own type writes through the declared setter")
  func r7SubclassWritesThroughTheDeclaredSetter() {
    let (manager, _) = makeManager()
    let badge = RoundBadge()
    badge.theme(in: manager).tint = ThemeProvider(light: .black, dark: .white)
    #expect(badge.tint == .black)
    #expect(badge.writes == 1)
    manager.changeTheme(to: .dark)
    #expect(badge.tint == .white)
    #expect(badge.writes == 2)
    #expect(badge.theme(in: manager).tint?(.light) == .black)
  }

  @Test("R8: one binding, whatever static type the object is reached through")
  func r8OneBindingThroughEveryStaticType() {
    let (manager, _) = makeManager()
    let leaf = RoundBadge()
    let asBase: Badge = leaf
    leaf.theme(in: manager).tint = ThemeProvider(light: .red, dark: .green)
    asBase.theme(in: manager).tint = ThemeProvider(light: .black, dark: .white)
    #expect(leaf.theme(in: manager).tint?(.dark) == .white)
    let before = leaf.writes
    manager.changeTheme(to: .dark)
    #expect(leaf.writes == before + 1)
    #expect(leaf.tint == .white)
  }

  @Test("R8: the declaration and the key-path lookup of its key path hold one binding")
  func r8DeclarationAndKeyPathLookupShareOneBinding() {
    let (manager, _) = makeManager()
    let badge = Badge()
    badge.theme(in: manager)[dynamicMember: \Badge.tint] = ThemeProvider(
      light: .red, dark: .green)
    #expect(badge.theme(in: manager).tint?(.dark) == .green)
    badge.theme(in: manager).tint = ThemeProvider(light: .black, dark: .white)
    #expect(badge.theme(in: manager)[dynamicMember: \Badge.tint]?(.dark) == .white)
    let before = badge.writes
    manager.changeTheme(to: .dark)
    #expect(badge.writes == before + 1)
    #expect(badge.tint == .white)
  }

  @Test("R7: a provider of another type drives the property through its setter's conversion")
  func r7ConvertingSetter() {
    let (manager, _) = makeManager()
    let badge = RoundBadge()
    badge.theme(in: manager).outline = ThemeProvider { $0 == .dark ? "white" : "black" }
    #expect(badge.outline == .black)
    manager.changeTheme(to: .dark)
    #expect(badge.outline == .white)
  }

  @Test("R10: the provider read back through the declaration refreshes the property")
  func r10ReadBackProviderRefreshes() {
    let (manager, _) = makeManager()
    let badge = RoundBadge()
    let cell = SelectionState()
    badge.theme(in: manager).tint = ThemeProvider { _ in cell.isSelected ? .red : .gray }
    cell.isSelected = true
    badge.theme(in: manager).tint?.refresh()
    #expect(badge.tint == .red)
    cell.isSelected = false
    badge.theme(in: manager).refresh()
    #expect(badge.tint == .gray)
  }

  @Test("R7: nil removes the binding and leaves the last value")
  func r7NilRemovesTheBinding() {
    let (manager, _) = makeManager()
    let badge = RoundBadge()
    badge.theme(in: manager).tint = ThemeProvider(light: .black, dark: .white)
    badge.theme(in: manager).tint = nil
    #expect(badge.theme(in: manager).tint == nil)
    manager.changeTheme(to: .dark)
    #expect(badge.tint == .black)
    #expect(badge.writes == 1)
  }

  @Test("R9: a declared property keeps neither its object nor the declaration's other objects")
  func r9DeclarationKeepsNoObjectAlive() {
    let (manager, _) = makeManager()
    weak var first: RoundBadge?
    weak var second: Badge?
    do {
      let a = RoundBadge()
      let b = Badge()
      first = a
      second = b
      a.theme(in: manager).tint = ThemeProvider(light: .black, dark: .white)
      b.theme(in: manager).tint = ThemeProvider(light: .black, dark: .white)
    }
    #expect(first == nil)
    #expect(second == nil)
    manager.changeTheme(to: .dark)
  }
}
