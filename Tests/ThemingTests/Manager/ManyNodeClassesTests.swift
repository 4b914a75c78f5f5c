import Testing
import Theming
import ThemingTestSupport

/// Six subclasses of one view class, so that a pass meets more classes than it keeps the parent
/// readers of.
private final class FirstKind: TestView {}
private final class SecondKind: TestView {}
private final class ThirdKind: TestView {}
private final class FourthKind: TestView {}
private final class FifthKind: TestView {}
private final class SixthKind: TestView {}

/// R2 in a pass that reads the tree, where nodes of many classes alternate: each node's parent
/// is read through its own class's reader, whichever classes the pass met before.
@MainActor
@Suite struct ManyNodeClassesTests {
  private static let kinds: [() -> TestView] = [
    { FirstKind() }, { SecondKind() }, { ThirdKind() }, { FourthKind() }, { FifthKind() },
    { SixthKind() }, { TestView() },
  ]

  @Test("R2: chains whose every node is of another class than its parent resolve their pins")
  func r2ManyClassesResolveFromTheTree() {
    let (manager, _) = makeManager()
    var chains: [[TestView]] = []
    for chain in 0..<12 {
      var views: [TestView] = []
      for depth in 0..<14 {
        let view = Self.kinds[(chain + depth) % Self.kinds.count]()
        views.last?.addChild(view)
        views.append(view)
      }
      chains.append(views)
    }
    for views in chains {
      for view in views { view.theme(in: manager).text = ThemeProvider { $0.rawValue } }
    }
    // Pin the middle of every other chain; the classes report no moves, so every switch reads
    // each node's parent.
    for (index, views) in chains.enumerated() where index.isMultiple(of: 2) {
      views[7].theme(in: manager).overrideThemeStyle = .light
    }
    manager.changeTheme(to: .dark)
    for (index, views) in chains.enumerated() {
      for (depth, view) in views.enumerated() {
        let pinned = index.isMultiple(of: 2) && depth >= 7
        #expect(view.text == (pinned ? "light" : "dark"), "chain \(index), depth \(depth)")
      }
    }
    // Moved without a report: the next pass reads the new parent.
    let moved = chains[1][3]
    chains[0][10].addChild(moved)
    manager.changeTheme(to: .light)
    manager.changeTheme(to: .dark)
    #expect(moved.text == "light")
    #expect(moved.children.first?.text == "light")
  }
}
