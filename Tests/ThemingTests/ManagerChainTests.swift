import Testing

@testable import Theming

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

  @Test(arguments: [2, 3])
  func r12SettersThatReloadASharedPaletteEndAcrossManagers(count: Int) throws {
    let palette = try Self.dayAndNight()
    let reloads = StateBox(0)
    let armed = StateBox(false)
    // A safety valve, far above the bound, so that a failure ends the test instead of hanging.
    let valve = 1_000_000
    let (views, managers, logs) = Self.views(in: count, showing: palette) {
      guard armed.value else { return }
      reloads.value += 1
      if reloads.value < valve { palette.replaceContents(with: palette.contents) }
    }
    armed.value = true
    palette.replaceContents(with: palette.contents)
    // Each manager stops after the limit of passes in a row, in each chain the app's reload
    // starts in one of them.
    #expect(reloads.value <= count * count * (ThemeManager.chainedPassLimit + 1))
    let loop = ThemeDiagnostic.passLoop(limit: ThemeManager.chainedPassLimit)
    #expect(logs.allSatisfy { $0.entries.contains(loop) })
    #expect(views.allSatisfy { $0.text == "day" })
    withExtendedLifetime(managers) {}
  }

  @Test func r12ProvidersThatSwitchTwoManagersInEveryPassAreBounded() {
    let (first, firstLog) = makeManager()
    let (second, _) = makeManager()
    let switches = StateBox(0)
    let valve = 1_000_000
    let inFirst = TestView()
    let inSecond = TestView()
    inSecond.theme(in: second).text = ThemeProvider { style in
      switches.value += 1
      if switches.value < valve { second.changeTheme(to: style == .dark ? .light : .dark) }
      return style.rawValue
    }
    inFirst.theme(in: first).text = ThemeProvider { style in
      switches.value += 1
      if switches.value < valve {
        second.changeTheme(to: style)
        first.changeTheme(to: style == .dark ? .light : .dark)
      }
      return style.rawValue
    }
    switches.value = 0
    first.changeTheme(to: .dark)
    #expect(switches.value <= 2 * (ThemeManager.chainedSwitchLimit + 1))
    #expect(firstLog.entries.contains { if case .switchLoop = $0 { true } else { false } })
  }

  /// Each provider refreshes the view of the next manager round a ring of 40, `branches`
  /// times: unbounded, one branch overflows the stack (40 managers, each at most 100 levels
  /// deep), and two run some 2^100 times.
  @Test(arguments: [1, 2])
  func r12ARefreshPassedRoundARingOfManagersStopsAtTheNestingLimit(branches: Int) {
    let count = 40
    var managers: [ThemeManager] = []
    var logs: [DiagnosticLog] = []
    for _ in 0..<count {
      let (manager, log) = makeManager()
      managers.append(manager)
      logs.append(log)
    }
    let views = (0..<count).map { TestView("view \($0)") }
    let armed = StateBox(false)
    let calls = StateBox(0)
    for index in 0..<count {
      let nextManager = managers[(index + 1) % count]
      let nextView = views[(index + 1) % count]
      views[index].theme(in: managers[index]).text = ThemeProvider { style in
        calls.value += 1
        if armed.value {
          for _ in 0..<branches { nextView.theme(in: nextManager).refresh() }
        }
        return style.rawValue
      }
    }
    armed.value = true
    calls.value = 0
    views[0].theme(in: managers[0]).refresh()
    #expect(calls.value <= branches * (ThemeManager.userCodeNestingLimit + 1))
    let reports = logs.map { $0.entries.count { $0 == .reapplyRecursion(limit: 100) } }
    #expect(reports.reduce(0, +) == branches)
    #expect(!ThemeManager.userCodeNestingStopped && ThemeManager.userCodeNesting == 0)
  }

  @Test func r12APaletteReloadReachesEveryManagerOfAWideChain() throws {
    // Breadth is not a loop: one reload, from inside a pass, reaches 150 managers, more than
    // the limit on passes in a row.
    let count = ThemeManager.chainedPassLimit + 50
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
