import Testing
import Theming
import ThemingTestSupport

/// A view whose themed properties count the writes their setters receive, as a view's setters
/// mark it for redrawing.
@MainActor
private class CountingView: TestView {
  var writes = 0
  var tint: TestColor = .gray {
    didSet { writes += 1 }
  }
  var border: TestColor? {
    didSet { writes += 1 }
  }
}

/// A subclass, so that `CountingView` is not final.
private final class CountingLeaf: CountingView {}

/// What an app declares on the namespace for its hot properties.
extension ThemeWrapper where Base: CountingView {
  fileprivate var tint: ThemeProvider<TestColor>? {
    get { provider(for: \.tint) }
    nonmutating set { bind(newValue, to: \.tint) { view, color in view.tint = color } }
  }

  fileprivate var border: ThemeProvider<TestColor>? {
    get { provider(for: \.border) }
    nonmutating set { bind(newValue, to: \.border) { view, color in view.border = color } }
  }
}

/// R7, R8: properties declared on the namespace with `bind(_:to:apply:)` and a key path, which
/// write through the app's setter and share their binding with the key-path lookup.
@MainActor
@Suite struct DeclaredSetterTests {
  @Test("R7: a declared property applies through its setter at once and on every switch")
  func r7DeclaredPropertyAppliesThroughSetter() {
    let (manager, _) = makeManager()
    let view = CountingLeaf()
    view.theme(in: manager).tint = ThemeProvider(light: .black, dark: .white)
    #expect(view.tint == .black)
    #expect(view.writes == 1)
    manager.changeTheme(to: .dark)
    #expect(view.tint == .white)
    #expect(view.writes == 2)
    #expect(view.theme(in: manager).tint?(.light) == .black)
  }

  @Test("R7: a provider of plain values drives an optional property through its setter")
  func r7PlainProviderDrivesOptionalProperty() {
    let (manager, _) = makeManager()
    let view = CountingView()
    view.theme(in: manager).border = ThemeProvider(light: .red, dark: .green)
    #expect(view.border == .red)
    manager.changeTheme(to: .dark)
    #expect(view.border == .green)
    let read: ThemeProvider<TestColor>? = view.theme(in: manager).provider(for: \.border)
    #expect(read?(.light) == .red)
  }

  @Test("R8: the declared property and the key-path lookup hold one binding")
  func r8DeclaredAndKeyPathShareOneBinding() {
    let (manager, _) = makeManager()
    let view = CountingView()
    let lookedUp = ThemeProvider<TestColor>(light: .red, dark: .green)
    view.theme(in: manager)[dynamicMember: \CountingView.tint] = lookedUp
    #expect(view.theme(in: manager).tint?(.dark) == .green)

    view.theme(in: manager).tint = ThemeProvider(light: .black, dark: .white)
    #expect(view.theme(in: manager)[dynamicMember: \CountingView.tint]?(.dark) == .white)
    let before = view.writes
    manager.changeTheme(to: .dark)
    // One binding, so one write: the replaced provider is not applied too.
    #expect(view.writes == before + 1)
    #expect(view.tint == .white)

    view.theme(in: manager)[dynamicMember: \CountingView.tint] = lookedUp
    manager.changeTheme(to: .light)
    #expect(view.tint == .red)
    #expect(view.writes == before + 3)
  }

  @Test("R8: assigning nil to a declared property removes it and keeps the last value")
  func r8NilRemovesDeclaredProperty() {
    let (manager, _) = makeManager()
    let view = CountingView()
    view.theme(in: manager).tint = ThemeProvider(light: .black, dark: .white)
    view.theme(in: manager).tint = nil
    manager.changeTheme(to: .dark)
    #expect(view.tint == .black)
    #expect(view.writes == 1)
    #expect(view.theme(in: manager).tint == nil)
    #expect(view.theme(in: manager)[dynamicMember: \CountingView.tint] == nil)
  }

  @Test("R7: the first setter given for a key path is the one every object is written with")
  func r7FirstSetterIsKept() {
    let (manager, _) = makeManager()
    let first = CountingView()
    let second = CountingView()
    var used: [String] = []
    let provider = ThemeProvider<TestColor>(light: .black, dark: .white)
    first.theme(in: manager).bind(provider, to: \.tint) { view, color in
      used.append("first")
      view.tint = color
    }
    second.theme(in: manager).bind(provider, to: \.tint) { view, color in
      used.append("second")
      view.tint = color
    }
    manager.changeTheme(to: .dark)
    #expect(used == ["first", "first", "first", "first"])
    #expect(second.tint == .white)
  }

  @Test("R9: a declared binding does not keep its object alive")
  func r9DeclaredBindingDoesNotRetain() {
    let (manager, _) = makeManager()
    weak var gone: CountingView?
    do {
      let view = CountingLeaf()
      gone = view
      view.theme(in: manager).tint = ThemeProvider(light: .black, dark: .white)
    }
    #expect(gone == nil)
    manager.changeTheme(to: .dark)
  }
}
