import Foundation
import Testing
import Theming

/// R4, R5, R11: an observer of a switch that changes the tree sees the change applied at once.
@MainActor
@Suite struct ObserverTreeChangeTests {
  final class Node: ThemeCompatible {
    weak var parent: Node?
    var text = ""
    var themeParent: (any ThemeNode)? { parent }
  }

  final class ReportingNode: ThemeCompatible, MoveReportingNode {
    weak var parent: ReportingNode?
    var text = ""
    var themeParent: (any ThemeNode)? { parent }
    func startReportingMoves(to manager: ThemeManager) {}
  }

  private func makeManager() -> ThemeManager {
    ThemeManager(store: InMemoryThemeStore(), notificationCenter: NotificationCenter())
  }

  @Test("R4: an override an observer sets is applied before the observer reads the node")
  func r4AnOverrideSetByAnObserverIsAppliedAtOnce() {
    let manager = makeManager()
    let card = Node()
    let label = Node()
    label.parent = card
    label.theme(in: manager).text = ThemeProvider { $0.rawValue }
    var seen: [String] = []
    let token = manager.addObserver { _ in
      card.theme(in: manager).overrideThemeStyle = "festival"
      seen.append(label.text)
    }
    manager.changeTheme(to: .dark)
    #expect(seen == ["festival"])
    #expect(label.text == "festival")
    token.cancel()
  }

  @Test("R5: a move an observer reports is applied before the observer reads the node")
  func r5AMoveReportedByAnObserverIsAppliedAtOnce() {
    let manager = makeManager()
    let pinned = ReportingNode()
    pinned.theme(in: manager).overrideThemeStyle = "festival"
    let label = ReportingNode()
    label.theme(in: manager).text = ThemeProvider { $0.rawValue }
    var seen: [String] = []
    let token = manager.addObserver { _ in
      label.parent = pinned
      manager.nodeDidMove(label)
      seen.append(label.text)
    }
    manager.changeTheme(to: .dark)
    #expect(seen == ["festival"])
    token.cancel()
  }

  @Test("R12: a provider's override change still waits for the pass, and is then applied")
  func r12AnOverrideSetByAProviderWaitsForThePass() {
    let manager = makeManager()
    let card = Node()
    let label = Node()
    label.parent = card
    var once = true
    label.theme(in: manager).text = ThemeProvider { style in
      if style == .dark && once {
        once = false
        card.theme(in: manager).overrideThemeStyle = "festival"
      }
      return style.rawValue
    }
    manager.changeTheme(to: .dark)
    #expect(label.text == "festival")
  }
}
