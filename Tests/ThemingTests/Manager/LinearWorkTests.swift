import Testing
import Theming
import ThemingTestSupport

/// R4, R5: a change of the tree costs what it reaches, counted in the parents it reads, not in
/// the objects or trees tracked. (The benchmark times the same workloads; these count, which
/// holds on any machine.)
@MainActor
@Suite struct LinearWorkTests {
  /// A view that counts the reads of its parent.
  final class CountingView: HookedView, MoveReportingNode {
    static var reads = 0
    override var themeParent: (any ThemeNode)? {
      Self.reads += 1
      return super.themeParent
    }
    func startReportingMoves(to manager: ThemeManager) {}
  }

  @Test("R4: pinning each of many separate trees one by one reads each tree's parents a few times")
  func pinningManySeparateTrees() {
    let (manager, _) = makeManager()
    let trees = (0..<400).map { index in
      let view = CountingView("tree \(index)")
      view.theme(in: manager).text = ThemeProvider { $0.rawValue }
      return view
    }
    CountingView.reads = 0
    for view in trees { view.theme(in: manager).overrideThemeStyle = .dark }
    #expect(trees.allSatisfy { $0.text == "dark" })
    // Reading every tree's top before every change would be 160,000 reads.
    #expect(CountingView.reads <= 8 * trees.count, "\(CountingView.reads) parent reads")
  }

  @Test("R5: moving leaves below untracked wrappers one by one, reported, reads a few parents each")
  func movingWrappedLeaves() {
    let (manager, _) = makeManager()
    let pinned = CountingView("pinned")
    pinned.theme(in: manager).overrideThemeStyle = .dark
    let plain = CountingView("plain")
    // Each themed leaf sits below three untracked wrappers, as a label in a cell's views.
    var leaves: [CountingView] = []
    var wrappers: [CountingView] = []
    for index in 0..<1_500 {
      let outer = CountingView("outer \(index)")
      let middle = CountingView("middle \(index)")
      let inner = CountingView("inner \(index)")
      let leaf = CountingView("leaf \(index)")
      plain.addChild(outer)
      outer.addChild(middle)
      middle.addChild(inner)
      inner.addChild(leaf)
      leaf.theme(in: manager).text = ThemeProvider { $0.rawValue }
      leaves.append(leaf)
      wrappers += [outer, middle, inner]
    }
    manager.nodeDidMove(plain)
    CountingView.reads = 0
    for (index, leaf) in leaves.enumerated() {
      wrappers[3 * index].removeFromParent()
      pinned.addChild(wrappers[3 * index])
      manager.nodeDidMove(wrappers[3 * index])
      #expect(leaf.text == "dark")
    }
    // Rebuilding the index on every move would read every chain again: millions of reads.
    #expect(CountingView.reads <= 20 * leaves.count, "\(CountingView.reads) parent reads")
  }
}
