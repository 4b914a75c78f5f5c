import Testing
import ThemingTestSupport

@testable import Theming

/// R7, white-box: bindings share one accessor per key path and provider type, kept in the
/// engine's cache, which the public API does not show. (That sharing never mixes types is tested
/// through the public API in `Core/AssignmentTests.swift`.)
@MainActor
@Suite struct AccessorCacheTests {
  @Test("Key paths written in generic code share one accessor")
  func genericKeyPathsShareOneAccessor() {
    let (manager, _) = makeManager()
    let provider = ThemeProvider<TestColor>(light: .black, dark: .white)
    // A key path written in generic code is a new object on every call.
    func style<View: TestView>(_ view: View) {
      view.theme(in: manager).textColor = provider
    }
    var views: [TestView] = []
    for _ in 0..<1_000 {
      let view = TestView()
      style(view)
      views.append(view)
    }
    views[0].theme(in: manager).textColor = provider
    #expect(manager.engine.accessors.count == 1)
    manager.changeTheme(to: .dark)
    #expect(views.allSatisfy { $0.textColor == .white })
  }
}
