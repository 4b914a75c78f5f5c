import Testing
import Theming
import ThemingPalettes
import ThemingTestSupport

/// R12 across managers: a provider of one manager that switches, refreshes or reloads a palette
/// in another nests that manager's work inside its own, and the limits on loops and nesting
/// hold over the whole chain, not per manager.
@MainActor
@Suite struct ManagerChainTests {
  private static func dayAndNight() throws -> ThemePalette {
    ThemePalette(
      contents: try ThemePaletteContents(
        styles: [.light, .dark],
        entries: ["T": [.light: .string("day"), .dark: .string("night")]]))
  }

  /// `count` managers, each with one view whose text comes from `palette` and whose setter
  /// runs `onEverySet`.
  private static func views(
    in count: Int,
    showing palette: ThemePalette,
    onEverySet: @escaping () -> Void
  ) -> (views: [TextSettingView], managers: [ThemeManager], logs: [DiagnosticLog]) {
    var views: [TextSettingView] = []
    var managers: [ThemeManager] = []
    var logs: [DiagnosticLog] = []
    for _ in 0..<count {
      let (manager, log) = makeManager()
      let view = TextSettingView()
      view.theme(in: manager).text = palette.string("T")
      view.reloadsOnEverySet = onEverySet
      views.append(view)
      managers.append(manager)
      logs.append(log)
    }
    return (views, managers, logs)
  }

  private static func isLoop(_ diagnostic: ThemeDiagnostic) -> Bool {
    switch diagnostic {
    case .passLoop, .switchLoop: true
    default: false
    }
  }

  @Test("R12: setters that reload a shared palette end across managers", arguments: [2, 3])
  func r12ReloadingSettersEndAcrossManagers(count: Int) throws {
    let palette = try Self.dayAndNight()
    let reloads = StateBox(0)
    let armed = StateBox(false)
    // A safety valve, far above the bound, so that a failure ends the test instead of hanging.
    let valve = 10_000_000
    let (views, managers, logs) = Self.views(in: count, showing: palette) {
      guard armed.value else { return }
      reloads.value += 1
      if reloads.value < valve { palette.replaceContents(with: palette.contents) }
    }
    armed.value = true
    palette.replaceContents(with: palette.contents)
    // The reload reaches each manager in turn, and each starts a chain of updates that the
    // setters keep going until the chain's budget is used up (before, each manager had its
    // own limit in every nested call: 20,200 reloads with two managers, some 100^3 with three).
    #expect(reloads.value <= count * (DocumentedLimits.chainWork + count))
    // Reported at most once per manager and chain.
    #expect(logs.allSatisfy { $0.entries.count <= count && $0.entries.allSatisfy(Self.isLoop) })
    #expect(logs.contains { !$0.entries.isEmpty })
    #expect(views.allSatisfy { $0.text == "day" })
    withExtendedLifetime(managers) {}
  }

  @Test("R12: providers that switch two managers in every pass are bounded")
  func r12SwitchingTwoManagersIsBounded() {
    let (first, firstLog) = makeManager()
    let (second, secondLog) = makeManager()
    let switches = StateBox(0)
    let armed = StateBox(false)
    let inFirst = TestView()
    let inSecond = TestView()
    // The managers are captured weakly, so that no manager outlives the test (R9).
    inSecond.theme(in: second).text = ThemeProvider { [weak second] style in
      switches.value += 1
      if armed.value { second?.changeTheme(to: style == .dark ? .light : .dark) }
      return style.rawValue
    }
    inFirst.theme(in: first).text = ThemeProvider { [weak first, weak second] style in
      switches.value += 1
      if armed.value {
        second?.changeTheme(to: style)
        first?.changeTheme(to: style == .dark ? .light : .dark)
      }
      return style.rawValue
    }
    armed.value = true
    switches.value = 0
    first.changeTheme(to: .dark)
    #expect(switches.value <= DocumentedLimits.chainWork)
    #expect(firstLog.entries.count == 1 && firstLog.entries.allSatisfy(Self.isLoop))
    #expect(secondLog.entries.count <= 1 && secondLog.entries.allSatisfy(Self.isLoop))
  }

  @Test("R12: sequential palette reloads from an observer all reach another manager")
  func r12SequentialReloadsAllArrive() throws {
    // Breadth is not a loop: 120 reloads, one after another, each a finished pass of `other`,
    // all inside `main`'s chain of updates. Every manager alive hears of every reload, and
    // 100 that read none of the palettes must not use up the chain's budget.
    let (main, mainLog) = makeManager()
    let (other, otherLog) = makeManager()
    let (unrelated, unrelatedLog) = makeManager()
    let idle = (0..<100).map { _ in makeManager().0 }
    let count = DocumentedLimits.chainedPasses + 20
    let sunAndMoon = try ThemePaletteContents(
      styles: [.light, .dark],
      entries: ["T": [.light: .string("sun"), .dark: .string("moon")]])
    var palettes: [ThemePalette] = []
    var views: [TestView] = []
    for index in 0..<count {
      let palette = try Self.dayAndNight()
      let view = TestView("widget \(index)")
      view.theme(in: other).text = palette.string("T")
      palettes.append(palette)
      views.append(view)
    }
    let token = main.addObserver { _ in
      for palette in palettes { palette.replaceContents(with: sunAndMoon) }
    }
    main.changeTheme(to: .dark)
    #expect(views.allSatisfy { $0.text == "sun" })
    #expect([mainLog, otherLog, unrelatedLog].allSatisfy { $0.entries.isEmpty })
    withExtendedLifetime((token, unrelated, idle)) {}
  }

  /// Each provider refreshes the view of the next manager round a ring of 40, `branches`
  /// times (see ``RefreshRing``). The state the chain leaves in the engines is checked by
  /// `Engine/EngineLimitsTests.swift`.
  @Test(
    "R12: a refresh passed round a ring of managers stops at the nesting limit", arguments: [1, 2])
  func r12RingOfRefreshesStopsAtTheLimit(branches: Int) {
    let ring = RefreshRing(branches: branches)
    ring.run()
    #expect(ring.calls.value <= branches * (DocumentedLimits.userCodeNesting + 1))
    let reports = ring.logs.map { $0.entries.count { $0 == .reapplyRecursion(limit: 100) } }
    #expect(reports.reduce(0, +) == branches)
  }

  @Test("R12: a manager first reached at the shared nesting limit works again after the chain")
  func r12ManagerReachedAtLimitWorksAgain() {
    let (first, _) = makeManager()
    let (second, _) = makeManager()
    let depth = StateBox(0)
    let armed = StateBox(false)
    let chain = TestView("chain")
    let touched = TestView("touched")
    // 100 levels in `first`, which its own limit allows; at the deepest, `second` is reached
    // for the first time, at the limit shared by all managers.
    chain.theme(in: first).text = ThemeProvider { [weak first, weak second] style in
      if armed.value, let first, let second {
        depth.value += 1
        if depth.value < DocumentedLimits.userCodeNesting {
          chain.theme(in: first).refresh()
        } else if depth.value == DocumentedLimits.userCodeNesting {
          touched.theme(in: second).text = ThemeProvider { $0.rawValue }
        }
      }
      return style.rawValue
    }
    armed.value = true
    chain.theme(in: first).refresh()
    armed.value = false
    let later = TestView("later")
    later.theme(in: second).text = ThemeProvider { $0.rawValue }
    #expect(later.text == "light")
    second.changeTheme(to: .dark)
    later.theme(in: second).text = ThemeProvider { "again \($0.rawValue)" }
    #expect(later.text == "again dark")
  }

  @Test("R12: a palette reload reaches every manager of a wide chain")
  func r12ReloadReachesAWideChain() throws {
    // Breadth is not a loop: one reload, from inside a pass, reaches 150 managers, more than
    // the limit on passes in a row.
    let count = DocumentedLimits.chainedPasses + 50
    let palette = try Self.dayAndNight()
    let sunAndMoon = try ThemePaletteContents(
      styles: [.light, .dark],
      entries: ["T": [.light: .string("sun"), .dark: .string("moon")]])
    let armed = StateBox(true)
    let (views, managers, logs) = Self.views(in: count, showing: palette) {}
    let trigger = TextSettingView()
    trigger.theme(in: managers[0]).text = ThemeProvider { $0.rawValue }
    trigger.reloadsOnEverySet = {
      guard armed.value else { return }
      armed.value = false
      palette.replaceContents(with: sunAndMoon)
    }
    managers[0].changeTheme(to: .dark)
    #expect(views[0].text == "moon")
    #expect(views.dropFirst().allSatisfy { $0.text == "sun" })
    #expect(logs.allSatisfy { $0.entries.isEmpty })
  }
}
