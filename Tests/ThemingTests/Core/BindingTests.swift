import Testing
import Theming
import ThemingTestSupport

/// R10: providers that drive setters with extra arguments, and `customization`.
@MainActor
@Suite struct BindingTests {
  @Test("R10: one binding per argument value, so states never overwrite each other")
  func r10OneBindingPerArgumentValue() throws {
    let (manager, _) = makeManager()
    let button = TestView()
    let normal = ThemeProvider<TestColor>(light: .black, dark: .white)
    let selected = ThemeProvider<TestColor>(light: .red, dark: .green)
    button.theme(in: manager).bind(normal, to: "titleColor", for: 0) {
      $0.setTitleColor($1, for: $2)
    }
    button.theme(in: manager).bind(selected, to: "titleColor", for: 1) {
      $0.setTitleColor($1, for: $2)
    }
    #expect(button.titleColors == [0: .black, 1: .red])
    manager.changeTheme(to: .dark)
    #expect(button.titleColors == [0: .white, 1: .green])

    let stored = try #require(
      button.theme(in: manager).provider(boundTo: "titleColor", for: 1, as: TestColor.self)
    )
    #expect(stored(.light) == .red)
  }

  @Test("R10: removing one argument's binding keeps the others")
  func r10RemovingOneArgumentKeepsOthers() {
    let (manager, _) = makeManager()
    let button = TestView()
    let provider = ThemeProvider<TestColor>(light: .black, dark: .white)
    for state in [0, 1, 2] {
      button.theme(in: manager).bind(provider, to: "titleColor", for: state) {
        $0.setTitleColor($1, for: $2)
      }
    }
    button.theme(in: manager).bind(nil as ThemeProvider<TestColor>?, to: "titleColor", for: 1) {
      $0.setTitleColor($1, for: $2)
    }
    manager.changeTheme(to: .dark)
    #expect(button.titleColors == [0: .white, 1: .black, 2: .white])
    #expect(
      button.theme(in: manager).provider(boundTo: "titleColor", for: 1, as: TestColor.self) == nil)
  }

  @Test("R10: named bindings without arguments work like properties")
  func r10NamedBindingsWorkLikeProperties() {
    let (manager, _) = makeManager()
    let view = TestView()
    view.theme(in: manager).bind(ThemeProvider(light: "sun", dark: "moon"), to: "icon") {
      $0.text = $1
    }
    #expect(view.text == "sun")
    manager.changeTheme(to: .dark)
    #expect(view.text == "moon")
    #expect(view.theme(in: manager).provider(boundTo: "icon", as: String.self)?(.light) == "sun")
    #expect(view.theme(in: manager).provider(boundTo: "icon", as: Int.self) == nil)
  }

  @Test("R10: customization runs free-form work on every switch")
  func r10CustomizationRunsOnEverySwitch() {
    let (manager, _) = makeManager()
    let view = TestView()
    var styles: [ThemeStyle] = []
    view.theme(in: manager).customization = ThemeProvider { [weak view] style in
      styles.append(style)
      view?.alpha = style == .dark ? 0.8 : 1
    }
    manager.changeTheme(to: .dark)
    #expect(styles == [.light, .dark])
    #expect(view.alpha == 0.8)
    #expect(view.theme(in: manager).customization != nil)
    view.theme(in: manager).customization = nil
    manager.changeTheme(to: .light)
    #expect(styles == [.light, .dark])
  }
}

@MainActor
@Suite struct UnbindTests {
  @Test("R10: unbind removes one argument's binding and keeps its value")
  func r10UnbindRemovesOneArgument() {
    let (manager, _) = makeManager()
    let button = TestView()
    let provider = ThemeProvider<TestColor>(light: .black, dark: .white)
    for state in [0, 1] {
      button.theme(in: manager).bind(provider, to: "titleColor", for: state) {
        $0.setTitleColor($1, for: $2)
      }
    }
    button.theme(in: manager).unbind("titleColor", for: 0)
    manager.changeTheme(to: .dark)
    #expect(button.titleColors == [0: .black, 1: .white])
  }

  @Test("R10: unbind removes a named binding")
  func r10UnbindRemovesANamedBinding() {
    let (manager, _) = makeManager()
    let view = TestView()
    view.theme(in: manager).bind(ThemeProvider(light: "sun", dark: "moon"), to: "icon") {
      $0.text = $1
    }
    view.theme(in: manager).unbind("icon")
    manager.changeTheme(to: .dark)
    #expect(view.text == "sun")
  }
}
