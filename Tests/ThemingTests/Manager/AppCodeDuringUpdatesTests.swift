import Testing
import Theming
import ThemingTestSupport

/// R12: the app's code that the library runs outside providers and `themeParent` (a class's
/// move-report hook, a provider's captures going away, a parent read while the subtree index
/// is built) may theme objects, and nothing it does lands in the wrong place.
@MainActor
@Suite struct AppCodeDuringUpdatesTests {
  /// A view whose class runs the app's code once when a manager starts tracking one of its
  /// objects.
  final class HookedReporter: TestView, MoveReportingNode {
    var onStart: (() -> Void)?
    func startReportingMoves(to manager: ThemeManager) {
      let action = onStart
      onStart = nil
      action?()
    }
  }

  /// Runs `action` when it goes, which is on the main actor in these tests.
  final class Farewell: Sendable {
    let action: @MainActor @Sendable () -> Void
    init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }
    deinit {
      let action = self.action
      MainActor.assumeIsolated { action() }
    }
  }

  @Test("R12: a move-report hook that themes an object as its own is tracked keeps both apart")
  func moveReportHookThemesAnotherObject() {
    let (manager, _) = makeManager()
    // Enough objects that the hook's assignment finds the table due for a sweep.
    let others = (0..<63).map { index in
      let view = TestView("v\(index)")
      view.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
      return view
    }
    let label = TestView("label")
    let composite = HookedReporter("composite")
    composite.onStart = {
      label.theme(in: manager).backgroundColor = ThemeProvider(light: .red, dark: .green)
    }
    composite.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    #expect(composite.textColor == .black)
    manager.changeTheme(to: .dark)
    #expect(composite.textColor == .white)
    #expect(label.backgroundColor == .green)
    #expect(label.textColor == .gray, "the label took no binding of the composite's")
    #expect(others.allSatisfy { $0.textColor == .white })
  }

  @Test("R12: what a removed provider captured may theme objects as it goes")
  func capturedObjectThemesAsItGoes() {
    let (manager, _) = makeManager()
    let view = TestView("view")
    let other = TestView("other")
    do {
      let farewell = Farewell {
        other.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
      }
      view.theme(in: manager).textColor = ThemeProvider { [farewell] style in
        withExtendedLifetime(farewell) { style == .dark ? .white : .black }
      }
    }
    view.theme(in: manager).textColor = nil
    #expect(other.textColor == .black)
    manager.changeTheme(to: .dark)
    #expect(other.textColor == .white)
    #expect(view.textColor == .black, "removed, the property keeps its last value")
  }

  @Test("R12: a parent read while the subtree index is built may theme and report objects")
  func parentReadWhileTheIndexIsBuilt() {
    let (manager, _) = makeManager()
    let root = ReportedHookedView("root")
    let child = ReportedView("child")
    root.addChild(child)
    child.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    let other = ReportedView("other")
    root.onParentRead = {
      other.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
      manager.nodeDidMove(other)
    }
    root.theme(in: manager).overrideThemeStyle = .dark
    #expect(child.textColor == .white)
    root.addChild(other)
    manager.nodeDidMove(other)
    #expect(other.textColor == .white)
  }
}
