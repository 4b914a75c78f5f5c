import Testing
import Theming
import ThemingTestSupport

/// A node with many bindings: a control with a setter per state keeps one binding per argument,
/// each found, replaced and removed on its own however many there are.
@MainActor
@Suite struct ArgumentBindingsTests {
  private static let count = 200

  private func bindTitles(
    on view: TestView,
    in manager: ThemeManager,
    states: Range<Int>,
    dark: TestColor = .white
  ) {
    for state in states {
      view.theme(in: manager).bind(
        ThemeProvider(light: .black, dark: dark), to: "titleColor", for: state
      ) { view, color, state in view.setTitleColor(color, for: state) }
    }
  }

  @Test("Every one of 200 argument bindings is applied on assignment and on a switch")
  func everyBindingIsApplied() {
    let (manager, _) = makeManager()
    let view = TestView()
    bindTitles(on: view, in: manager, states: 0..<Self.count)
    #expect(view.titleColors.count == Self.count)
    #expect(view.titleColors.values.allSatisfy { $0 == .black })
    manager.changeTheme(to: .dark)
    #expect(view.titleColors.values.allSatisfy { $0 == .white })
  }

  @Test("Re-binding one argument among 200 replaces that binding only")
  func rebindingReplacesOne() throws {
    let (manager, _) = makeManager()
    let view = TestView()
    bindTitles(on: view, in: manager, states: 0..<Self.count)
    bindTitles(on: view, in: manager, states: 150..<151, dark: .red)
    manager.changeTheme(to: .dark)
    #expect(view.titleColors[150] == .red)
    #expect(view.titleColors.filter { $0.value == .white }.count == Self.count - 1)
    let provider: ThemeProvider<TestColor> = try #require(
      view.theme(in: manager).provider(boundTo: "titleColor", for: 150))
    #expect(provider(.dark) == .red)
  }

  @Test("Unbinding arguments among 200 stops exactly those, the rest keep their places")
  func unbindingRemovesOnlyThose() throws {
    let (manager, _) = makeManager()
    let view = TestView()
    bindTitles(on: view, in: manager, states: 0..<Self.count)
    for state in [0, 3, 10, 120, 199] {
      view.theme(in: manager).unbind("titleColor", for: state)
    }
    manager.changeTheme(to: .dark)
    let unchanged = view.titleColors.filter { $0.value == .black }.keys.sorted()
    #expect(unchanged == [0, 3, 10, 120, 199])
    let later: ThemeProvider<TestColor>? = view.theme(in: manager).provider(
      boundTo: "titleColor", for: 150)
    #expect(later != nil)
    let gone: ThemeProvider<TestColor>? = view.theme(in: manager).provider(
      boundTo: "titleColor", for: 120)
    #expect(gone == nil)
    bindTitles(on: view, in: manager, states: 120..<121, dark: .red)
    #expect(view.titleColors[120] == .red)
  }

  @Test("R6: 40 bindings keep their order through removals and replacements")
  func orderIsKeptPastTheIndex() {
    let (manager, _) = makeManager()
    let view = TestView()
    var order: [Int] = []
    func provider(_ number: Int) -> ThemeProvider<String> {
      ThemeProvider { style in
        order.append(number)
        return "\(number) \(style.rawValue)"
      }
    }
    for number in 0..<40 {
      view.theme(in: manager).bind(provider(number), to: "text", for: number) { view, text, _ in
        view.text = text
      }
    }
    view.theme(in: manager).unbind("text", for: 7)
    view.theme(in: manager).unbind("text", for: 30)
    view.theme(in: manager).bind(provider(100), to: "text", for: 20) { view, text, _ in
      view.text = text
    }
    order.removeAll()
    manager.changeTheme(to: .dark)
    let expected = (0..<40).filter { $0 != 7 && $0 != 30 }.map { $0 == 20 ? 100 : $0 }
    #expect(order == expected)
    #expect(view.text == "39 dark")
  }
}
