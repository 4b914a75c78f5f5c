import Testing
import Theming
import ThemingTestSupport

/// A view of a widget toolkit that knows nothing of Theming: a superview, subviews added
/// through a method, and a hook that runs after each move. The tests integrate it through the
/// public API alone, as an app does with a third-party toolkit.
@MainActor
class ToolkitView {
  private(set) weak var superview: ToolkitView?
  private(set) var subviews: [ToolkitView] = []
  var foreground = "default"
  /// The toolkit's hook, run after the view joined a new superview.
  var didMoveToSuperview: ((ToolkitView) -> Void)?

  func addSubview(_ view: ToolkitView) {
    view.superview?.subviews.removeAll { $0 === view }
    view.superview = self
    subviews.append(view)
    view.didMoveToSuperview?(view)
  }
}

/// A popup whose style comes from the view it is anchored to, not from its superview.
@MainActor
final class ToolkitPopup: ToolkitView, CustomThemeParent {
  weak var anchor: ToolkitView?
  var customThemeParent: (any ThemeNode)? { anchor }
}

/// The pattern for a subclass that needs another parent: a member declared in an extension
/// cannot be overridden, so the conformance asks the object for a parent of its own first.
@MainActor
protocol CustomThemeParent {
  var customThemeParent: (any ThemeNode)? { get }
}

extension ToolkitView: ThemeCompatible, MoveReportingNode {
  var themeParent: (any ThemeNode)? {
    (self as? any CustomThemeParent)?.customThemeParent ?? superview
  }

  /// The hook is the toolkit's, so the reports ride on it: each manager that starts tracking
  /// the view adds itself, weakly, after the ones before it.
  func startReportingMoves(to manager: ThemeManager) {
    let earlier = didMoveToSuperview
    didMoveToSuperview = { [weak manager] view in
      earlier?(view)
      manager?.nodeDidMove(view)
    }
  }
}

@MainActor
@Suite struct ToolkitIntegrationTests {
  private func makeManager() -> ThemeManager {
    ThemeManager(store: InMemoryThemeStore(), notificationCenter: .init())
  }

  @Test("R5: a toolkit's move hook restyles the moved subtree with no call from the app")
  func r5AToolkitMoveHookReportsTheMove() {
    let manager = makeManager()
    let window = ToolkitView()
    let pinnedPanel = ToolkitView()
    window.addSubview(pinnedPanel)
    pinnedPanel.theme(in: manager).overrideThemeStyle = .dark
    let card = ToolkitView()
    let label = ToolkitView()
    card.addSubview(label)
    window.addSubview(card)
    for view in [card, label] {
      view.theme(in: manager).foreground = ThemeProvider(light: "black", dark: "white")
    }
    #expect(label.foreground == "black")
    pinnedPanel.addSubview(card)
    #expect(card.foreground == "white")
    #expect(label.foreground == "white")
    window.addSubview(card)
    #expect(label.foreground == "black")
  }

  @Test("R9: a reporter keeps no manager alive, and reports to none once they are gone")
  func r9AReporterKeepsNoManagerAlive() {
    let node = ToolkitView()
    let reporter = ThemeMoveReporter()
    weak var weakManager: ThemeManager?
    do {
      let manager = makeManager()
      weakManager = manager
      reporter.add(manager)
      reporter.add(manager)
      node.theme(in: manager).foreground = ThemeProvider(light: "a", dark: "b")
      reporter.reportMove(of: node)
      #expect(node.foreground == "a")
    }
    #expect(weakManager == nil)
    reporter.reportMove(of: node)
  }

  @Test("R2: a subclass takes its parent from the pattern, not from the extension's default")
  func r2ASubclassChoosesItsOwnParent() {
    let manager = makeManager()
    let window = ToolkitView()
    let pinnedButton = ToolkitView()
    pinnedButton.theme(in: manager).overrideThemeStyle = .dark
    let popup = ToolkitPopup()
    window.addSubview(popup)
    popup.anchor = pinnedButton
    popup.theme(in: manager).foreground = ThemeProvider(light: "black", dark: "white")
    #expect(popup.foreground == "white")
  }
}
