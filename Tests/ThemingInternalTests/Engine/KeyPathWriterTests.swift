import Testing
import ThemingTestSupport

@testable import Theming

/// Writes through key paths of every kind of property (R1, R7).
@MainActor
@Suite struct KeyPathWriterTests {
  final class Payload {
    let name: String
    nonisolated(unsafe) static var live = 0
    init(_ name: String) {
      self.name = name
      Self.live += 1
    }
    deinit { Self.live -= 1 }
  }

  final class Card: ThemeCompatible {
    var themeParent: (any ThemeNode)? { nil }
    var count = 0
    var title = ""
    var color: TestColor?
    var payload: Payload?
    var observed = 0 {
      didSet { observations += 1 }
    }
    var observations = 0
    var computed: Int {
      get { count }
      set { count = newValue * 10 }
    }
  }

  final class Chain: ThemeCompatible {
    var themeParent: (any ThemeNode)? { nil }
    var color = 0
    var next: Chain?
  }

  @Test("A key path through a reference writes where it points, whatever it met first")
  func keyPathThroughAReferenceWrites() {
    let (manager, _) = makeManager()
    let first = Chain()
    first.next = first
    defer { first.next = nil }
    first.theme(in: manager)[dynamicMember: \Chain.next!.color] = ThemeProvider(light: 1, dark: 2)
    #expect(first.color == 1)
    let second = Chain()
    let third = Chain()
    second.next = third
    second.theme(in: manager)[dynamicMember: \Chain.next!.color] = ThemeProvider(
      light: 3, dark: 4)
    manager.changeTheme(to: .dark)
    #expect(third.color == 4)
    #expect(second.color == 0)
    #expect(first.color == 2)
  }

  /// A non-final class whose properties a subclass overrides: its key paths are computed.
  class Panel: ThemeCompatible {
    var themeParent: (any ThemeNode)? { nil }
    var tint = 0
    var caption = ""
  }

  final class LoudPanel: Panel {
    var writes = 0
    override var tint: Int {
      didSet { writes += 1 }
    }
  }

  @Test("R7: stored, inherited and overridden properties of non-final classes are written")
  func r7NonFinalClassesAreWritten() {
    let (manager, _) = makeManager()
    let panel = LoudPanel()
    panel.theme(in: manager).tint = ThemeProvider(light: 1, dark: 2)
    panel.theme(in: manager).caption = ThemeProvider { "caption \($0.rawValue)" }
    let asPanel: Panel = panel
    #expect(panel.tint == 1 && panel.writes == 1)
    manager.changeTheme(to: .dark)
    #expect(asPanel.tint == 2 && panel.writes == 2)
    #expect(asPanel.caption == "caption dark")
  }

  @Test("R7: direct writes apply every kind of value")
  func r7DirectWritesApplyEveryKindOfValue() {
    let (manager, _) = makeManager()
    let card = Card()
    card.theme(in: manager).count = ThemeProvider(light: 1, dark: 2)
    card.theme(in: manager).title = ThemeProvider { "title \($0.rawValue)" }
    card.theme(in: manager).color = ThemeProvider<TestColor>(light: .black, dark: .white)
    manager.changeTheme(to: .dark)
    #expect(card.count == 2)
    #expect(card.title == "title dark")
    #expect(card.color == .white)
    card.theme(in: manager).color = ThemeProvider<TestColor?> { $0 == .dark ? nil : .red }
    #expect(card.color == nil)
    manager.changeTheme(to: .light)
    #expect(card.color == .red)
  }

  @Test("R7: direct writes release the values they replace")
  func r7DirectWritesReleaseReplacedValues() {
    let (manager, _) = makeManager()
    let before = Payload.live
    do {
      let card = Card()
      card.theme(in: manager).payload = ThemeProvider { Payload($0.rawValue) }
      for index in 0..<20 {
        manager.changeTheme(to: index % 2 == 0 ? .dark : .light)
      }
      #expect(card.payload?.name == "light")
      #expect(Payload.live == before + 1)
    }
    #expect(Payload.live == before)
  }

  @Test("R1: property observers still run on every application")
  func r1ObserversStillRunOnEveryApplication() {
    let (manager, _) = makeManager()
    let card = Card()
    card.theme(in: manager).observed = ThemeProvider(light: 1, dark: 2)
    manager.changeTheme(to: .dark)
    manager.changeTheme(to: .light)
    #expect(card.observed == 1)
    #expect(card.observations == 3)
    card.theme(in: manager).computed = ThemeProvider(light: 3, dark: 4)
    #expect(card.count == 30)
  }
}
