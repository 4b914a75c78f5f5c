import Testing
import Theming
import ThemingTestSupport

/// A test view with a system appearance of its own, as `UIView` and `NSView` have.
@MainActor
final class AppearanceView: TestView, ThemeSystemAppearanceTarget {
  private(set) var appearances: [ThemeSystemAppearance] = []
  var systemAppearance: ThemeSystemAppearance { appearances.last ?? .unspecified }

  func applySystemAppearance(_ appearance: ThemeSystemAppearance) {
    appearances.append(appearance)
  }
}

/// The system's own appearance follows overrides and the current style (the platform-neutral
/// decisions behind the UIKit and AppKit glue).
@MainActor
@Suite struct SystemAppearanceTests {
  @Test("An override sets the system appearance its style means; clearing it removes it")
  func overrideSetsAppearance() {
    let (manager, _) = makeManager()
    let card = AppearanceView()
    card.theme(in: manager).overrideThemeStyle = .dark
    #expect(card.systemAppearance == .dark)
    card.theme(in: manager).overrideThemeStyle = .light
    #expect(card.systemAppearance == .light)
    card.theme(in: manager).overrideThemeStyle = nil
    #expect(card.appearances == [.dark, .light, .unspecified])
    // Setting the same override again changes nothing.
    card.theme(in: manager).overrideThemeStyle = nil
    #expect(card.appearances.count == 3)
  }

  @Test("A custom style means no appearance until the app maps it, then pins follow at once")
  func customStyleMapping() {
    let (manager, _) = makeManager()
    let festival: ThemeStyle = "festival"
    let card = AppearanceView()
    let plain = TestView()
    card.theme(in: manager).overrideThemeStyle = festival
    plain.theme(in: manager).overrideThemeStyle = festival
    #expect(manager.systemAppearance(for: festival) == .unspecified)
    #expect(card.systemAppearance == .unspecified)
    manager.systemAppearances[festival] = .light
    #expect(manager.systemAppearance(for: festival) == .light)
    #expect(card.systemAppearance == .light)
    #expect(manager.systemAppearance(for: .dark) == .dark)
  }

  @Test("Opting out removes every appearance set, and leaves later overrides alone")
  func optOut() {
    let (manager, _) = makeManager()
    let card = AppearanceView()
    let window = AppearanceView()
    manager.matchSystemAppearance(of: window)
    card.theme(in: manager).overrideThemeStyle = .dark
    manager.setsSystemAppearance = false
    #expect(card.systemAppearance == .unspecified)
    #expect(window.systemAppearance == .unspecified)
    let countBefore = card.appearances.count
    card.theme(in: manager).overrideThemeStyle = .light
    manager.changeTheme(to: .dark)
    #expect(card.appearances.count == countBefore)
    #expect(window.systemAppearance == .unspecified)
    #expect(manager.systemAppearance(for: .dark) == .unspecified)
    manager.setsSystemAppearance = true
    #expect(card.systemAppearance == .light)
    #expect(window.systemAppearance == .dark)
  }

  @Test("A matched root takes the current style's appearance before observers hear of a switch")
  func rootFollowsSwitches() {
    let (manager, _) = makeManager()
    let window = AppearanceView()
    manager.matchSystemAppearance(of: window)
    #expect(window.systemAppearance == .light)
    var seenByObserver: [ThemeSystemAppearance] = []
    let observer = manager.addObserver { _ in seenByObserver.append(window.systemAppearance) }
    manager.changeTheme(to: .dark)
    #expect(seenByObserver == [.dark])
    manager.changeTheme(to: "festival")
    #expect(window.systemAppearance == .unspecified)
    manager.stopMatchingSystemAppearance(of: window)
    let countAfterStop = window.appearances.count
    manager.changeTheme(to: .dark)
    #expect(window.appearances.count == countAfterStop)
    observer.cancel()
  }

  @Test("A matched root is held weakly, and matching it twice keeps one entry")
  func rootHeldWeakly() {
    let (manager, _) = makeManager()
    weak var released: AppearanceView?
    do {
      let window = AppearanceView()
      released = window
      manager.matchSystemAppearance(of: window)
      manager.matchSystemAppearance(of: window)
      manager.changeTheme(to: .dark)
      #expect(window.appearances == [.light, .light, .dark])
    }
    #expect(released == nil)
    manager.changeTheme(to: .light)
  }

  @Test("Nested pins each carry their own appearance")
  func nestedPins() {
    let (manager, _) = makeManager()
    let outer = AppearanceView()
    let inner = AppearanceView()
    outer.addChild(inner)
    outer.theme(in: manager).overrideThemeStyle = .dark
    inner.theme(in: manager).overrideThemeStyle = .light
    manager.changeTheme(to: .dark)
    #expect(outer.systemAppearance == .dark)
    #expect(inner.systemAppearance == .light)
  }
}
