import Testing
import Theming
import ThemingTestSupport

/// R4 and R5 for parents with many children, moved one by one with each move reported, as a
/// list moves its cells between sections.
@MainActor
@Suite struct WideParentMoveTests {
  private static let count = 120

  private func section(_ name: String, pinnedTo style: ThemeStyle, in manager: ThemeManager)
    -> ReportedView
  {
    let section = ReportedView(name)
    section.theme(in: manager).overrideThemeStyle = style
    return section
  }

  @Test("R4: each reported move takes the new section's style; toggles reach current children")
  func movesBetweenWideParents() {
    let (manager, _) = makeManager()
    let dark = section("dark", pinnedTo: .dark, in: manager)
    let pink = section("pink", pinnedTo: "pink", in: manager)
    let cells = (0..<Self.count).map { ReportedView("cell \($0)") }
    for cell in cells {
      dark.addChild(cell)
      cell.theme(in: manager).text = ThemeProvider { $0.rawValue }
    }
    #expect(cells.allSatisfy { $0.text == "dark" })
    // Every other cell, from the middle out, so that moves take links from every place.
    let moved = cells.indices.filter { $0 % 2 == 0 }.sorted { abs($0 - 60) < abs($1 - 60) }
    for index in moved {
      pink.addChild(cells[index])
      manager.nodeDidMove(cells[index])
      #expect(cells[index].text == "pink")
    }
    dark.theme(in: manager).overrideThemeStyle = "blue"
    for (index, cell) in cells.enumerated() {
      #expect(cell.text == (index % 2 == 0 ? "pink" : "blue"))
    }
    pink.theme(in: manager).overrideThemeStyle = nil
    for (index, cell) in cells.enumerated() {
      #expect(cell.text == (index % 2 == 0 ? "light" : "blue"))
    }
    // And back: the moved cells leave the list they joined.
    for index in moved {
      dark.addChild(cells[index])
      manager.nodeDidMove(cells[index])
    }
    pink.theme(in: manager).overrideThemeStyle = "green"
    #expect(cells.allSatisfy { $0.text == "blue" })
  }

  @Test("R5: a cell freed from a wide section is dropped, and its place taken, without a trace")
  func freedCellsLeaveNoLinks() {
    let (manager, _) = makeManager()
    let dark = section("dark", pinnedTo: .dark, in: manager)
    var cells = (0..<Self.count).map { ReportedView("cell \($0)") }
    for cell in cells {
      dark.addChild(cell)
      cell.theme(in: manager).text = ThemeProvider { $0.rawValue }
    }
    for index in stride(from: Self.count - 1, through: 0, by: -3) {
      cells[index].removeFromParent()
      cells.remove(at: index)
    }
    let late = (0..<40).map { ReportedView("late \($0)") }
    for cell in late {
      dark.addChild(cell)
      cell.theme(in: manager).text = ThemeProvider { $0.rawValue }
      manager.nodeDidMove(cell)
    }
    dark.theme(in: manager).overrideThemeStyle = "pink"
    #expect((cells + late).allSatisfy { $0.text == "pink" })
  }
}
