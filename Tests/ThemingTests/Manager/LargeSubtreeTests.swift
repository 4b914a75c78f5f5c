import Testing
import Theming
import ThemingTestSupport

/// R4 on subtrees too large to apply link by link as the walk meets them, which a pass
/// re-resolves instead: the outcome must be the walk's.
@MainActor
@Suite struct LargeSubtreeTests {
  /// A root with `sections` sections of `cells` themed cells each; the first cell of every
  /// section is pinned to pink, unless `pinningCells` is `false`.
  private func tree(
    in manager: ThemeManager, sections: Int, cells: Int, pinningCells: Bool = true
  ) -> (
    root: ReportedView, all: [ReportedView], pinned: Set<ObjectIdentifier>
  ) {
    let root = ReportedView("root")
    var all: [ReportedView] = []
    var pinned: Set<ObjectIdentifier> = []
    for section in 0..<sections {
      let container = ReportedView("section \(section)")
      root.addChild(container)
      for cell in 0..<cells {
        let view = ReportedView("cell \(section).\(cell)")
        container.addChild(view)
        view.theme(in: manager).text = ThemeProvider { $0.rawValue }
        if cell == 0 && pinningCells {
          view.theme(in: manager).overrideThemeStyle = "pink"
          pinned.insert(ObjectIdentifier(view))
        }
        all.append(view)
      }
    }
    return (root, all, pinned)
  }

  @Test("R4: pinning and clearing the root of 3,000 nodes restyles all but the pinned")
  func rootToggle() {
    let (manager, _) = makeManager()
    let (root, all, pinned) = tree(in: manager, sections: 30, cells: 100)
    func expectAll(_ style: String) {
      for view in all {
        #expect(view.text == (pinned.contains(ObjectIdentifier(view)) ? "pink" : style))
      }
    }
    root.theme(in: manager).overrideThemeStyle = .dark
    expectAll("dark")
    manager.changeTheme(to: "blue")
    expectAll("dark")
    root.theme(in: manager).overrideThemeStyle = nil
    expectAll("blue")
  }

  @Test("R4: with no pin below it, the root of 3,000 nodes restyles all of them, again and again")
  func rootToggleWithNoPinBelow() {
    let (manager, _) = makeManager()
    let (root, all, _) = tree(in: manager, sections: 30, cells: 100, pinningCells: false)
    let outside = ReportedView("outside")
    outside.theme(in: manager).text = ThemeProvider { $0.rawValue }
    func styles() -> Set<String> { Set(all.map(\.text)) }
    for style: ThemeStyle in [.dark, "pink", .dark] {
      root.theme(in: manager).overrideThemeStyle = style
      #expect(styles() == [style.rawValue])
      root.theme(in: manager).overrideThemeStyle = nil
      #expect(styles() == ["light"])
    }
    #expect(outside.text == "light")
    root.theme(in: manager).overrideThemeStyle = "pink"
    manager.changeTheme(to: "blue")
    #expect(styles() == ["pink"])
    #expect(outside.text == "blue")
    // A cell moved away, reported: the next change at the root leaves it.
    let moved = all[1234]
    moved.removeFromParent()
    manager.nodeDidMove(moved)
    #expect(moved.text == "blue")
    root.theme(in: manager).overrideThemeStyle = .dark
    #expect(all.filter { $0 !== moved }.allSatisfy { $0.text == "dark" })
    #expect(moved.text == "blue")
  }

  @Test("R4: after a large subtree's pass, a small toggle inside it still finds its nodes")
  func smallToggleAfterLargeOne() {
    let (manager, _) = makeManager()
    let (root, all, _) = tree(in: manager, sections: 30, cells: 100)
    root.theme(in: manager).overrideThemeStyle = .dark
    let section = root.children[7]
    section.theme(in: manager).overrideThemeStyle = "green"
    let cells = all.filter { $0.parent === section }
    #expect(cells.dropFirst().allSatisfy { $0.text == "green" })
    #expect(cells.first?.text == "pink")
    #expect(all.filter { $0.parent !== section && $0.text == "green" }.isEmpty)
  }
}
