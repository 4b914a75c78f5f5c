import Foundation
import Testing
import Theming
import ThemingPalettes
import ThemingTestSupport

/// R12: providers and observers that switch, assign, create or release during a pass.
@MainActor
@Suite struct ReentrancyTests {
  @Test("R12: a provider's switch mid-pass runs after the pass, and the last request wins")
  func r12SwitchMidPassRunsAfterIt() {
    let (manager, _) = makeManager()
    var calls = 0
    let trigger = TestView("trigger")
    trigger.theme(in: manager).text = ThemeProvider { style in
      calls += 1
      if style == .dark {
        manager.changeTheme(to: "pink")
        manager.changeTheme(to: "festival")
      }
      return style.rawValue
    }
    let others = (0..<10).map { _ in TestView() }
    for other in others {
      other.theme(in: manager).text = ThemeProvider { $0.rawValue }
    }
    var announced: [ThemeChange] = []
    let token = manager.addObserver { announced.append($0) }
    manager.changeTheme(to: .dark)
    #expect(manager.currentThemeStyle == "festival")
    #expect(trigger.text == "festival")
    #expect(others.allSatisfy { $0.text == "festival" })
    #expect(calls == 3)
    #expect(
      announced == [
        ThemeChange(oldStyle: .light, newStyle: .dark),
        ThemeChange(oldStyle: .dark, newStyle: "festival"),
      ]
    )
    token.cancel()
  }

  @Test("R12: a provider that always switches is stopped with a diagnostic")
  func r12AlwaysSwitchingIsStopped() {
    let (manager, log) = makeManager()
    let view = TestView()
    var calls = 0
    var announced = 0
    let token = manager.addObserver { _ in announced += 1 }
    // Each pass requests the other style. Each request waits for the pass before it, so the
    // stack never grows; after the limit the manager drops the request and returns.
    view.theme(in: manager).text = ThemeProvider { style in
      calls += 1
      manager.changeTheme(to: style == .dark ? .light : .dark)
      return style.rawValue
    }
    #expect(calls == DocumentedLimits.chainedSwitches + 1)
    #expect(announced == DocumentedLimits.chainedSwitches)
    #expect(log.entries.count == 1)
    if case .switchLoop(let limit, _) = log.entries.first {
      #expect(limit == DocumentedLimits.chainedSwitches)
    } else {
      Issue.record("expected a switch-loop diagnostic, got \(log.entries)")
    }
    view.theme(in: manager).text = nil
    manager.changeTheme(to: "pink")
    #expect(manager.currentThemeStyle == "pink")
    token.cancel()
  }

  @Test("R12: a diagnostic handler that switches again after a switch loop is heard once")
  func r12HandlerSwitchingAfterLoopHeardOnce() {
    let (manager, log) = makeManager()
    // The handler falls back to a safe style; before, each fallback was dropped and reported
    // again, and the handler asked again, for good.
    reactToDiagnostics(of: manager, keepingThemIn: log) { manager.changeTheme(to: "pink") }
    let view = TestView()
    view.theme(in: manager).text = ThemeProvider { style in
      if style != "pink" { manager.changeTheme(to: style == .dark ? .light : .dark) }
      return style.rawValue
    }
    #expect(log.entries.count == 1)
  }

  @Test("R12: a diagnostic handler that refreshes after a pass loop is heard once")
  func r12HandlerRefreshingAfterLoopHeardOnce() {
    let (manager, log) = makeManager()
    reactToDiagnostics(of: manager, keepingThemIn: log) { manager.refresh() }
    let card = TestView("card")
    let label = TestView("label")
    card.addChild(label)
    label.theme(in: manager).text = ThemeProvider { style in
      card.theme(in: manager).overrideThemeStyle = style == .dark ? .light : .dark
      return style.rawValue
    }
    #expect(log.entries == [.passLoop(limit: DocumentedLimits.chainedPasses)])
  }

  @Test("R12: an observer that switches runs after everyone heard of the first switch")
  func r12ObserverSwitchRunsAfterEveryone() {
    let (manager, _) = makeManager()
    var log: [String] = []
    let first = manager.addObserver { change in
      log.append("first \(change.newStyle)")
      if change.newStyle == .dark { manager.changeTheme(to: "pink") }
    }
    let second = manager.addObserver { log.append("second \($0.newStyle)") }
    manager.changeTheme(to: .dark)
    #expect(log == ["first dark", "second dark", "first pink", "second pink"])
    #expect(manager.currentThemeStyle == "pink")
    first.cancel()
    second.cancel()
  }

  @Test("R12: an observer that assigns, creates and releases nodes skips no node")
  func r12BusyObserverSkipsNoNode() {
    let (manager, _) = makeManager()
    var doomed = (0..<10).map { _ in TestView() }
    let kept = (0..<10).map { _ in TestView() }
    for view in doomed + kept {
      view.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    }
    var created: [TestView] = []
    var calls = 0
    let token = manager.addObserver { change in
      calls += 1
      guard change.newStyle == .dark else { return }
      doomed.removeAll()
      let child = TestView("child")
      child.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
      created.append(child)
      kept[0].theme(in: manager).text = ThemeProvider { $0.rawValue }
    }
    manager.changeTheme(to: .dark)
    #expect(calls == 1)
    #expect(doomed.isEmpty)
    #expect(created.map(\.textColor) == [.white])
    #expect(kept[0].text == "dark")
    manager.changeTheme(to: .light)
    #expect(calls == 2)
    #expect((kept + created).allSatisfy { $0.textColor == .black })
    #expect(kept[0].text == "light")
    token.cancel()
  }

  @Test("R12: a provider that assigns providers and creates nodes skips no node")
  func r12BusyProviderSkipsNoNode() {
    let (manager, _) = makeManager()
    var created: [TestView] = []
    let parent = TestView("parent")
    parent.theme(in: manager).text = ThemeProvider { style in
      if style == .dark {
        let child = TestView("child")
        child.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
        created.append(child)
        parent.theme(in: manager).alpha = ThemeProvider(light: 1, dark: 0.5)
      }
      return style.rawValue
    }
    let later = (0..<5).map { _ in TestView() }
    for view in later {
      view.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    }
    manager.changeTheme(to: .dark)
    #expect(created.count == 1)
    #expect(created.allSatisfy { $0.textColor == .white })
    #expect(parent.alpha == 0.5)
    #expect(later.allSatisfy { $0.textColor == .white })
  }

  @Test("R12: a provider that replaces a sibling property mid-pass keeps the new provider")
  func r12SiblingReplacedMidPassIsKept() {
    let (manager, _) = makeManager()
    let view = TestView()
    view.theme(in: manager).text = ThemeProvider { style in
      if style == .dark {
        view.theme(in: manager).textColor = ThemeProvider { _ in .red }
      }
      return style.rawValue
    }
    view.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    manager.changeTheme(to: .dark)
    #expect(view.textColor == .red)
  }

  @Test("R12: a provider that releases nodes mid-pass does not crash or skip")
  func r12ReleasingNodesMidPassIsSafe() {
    let (manager, _) = makeManager()
    var doomed: [TestView] = (0..<20).map { _ in TestView() }
    let killer = TestView("killer")
    killer.theme(in: manager).text = ThemeProvider { style in
      if style == .dark { doomed.removeAll() }
      return style.rawValue
    }
    for view in doomed {
      view.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    }
    let survivors = (0..<20).map { _ in TestView() }
    for view in survivors {
      view.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    }
    manager.changeTheme(to: .dark)
    #expect(doomed.isEmpty)
    #expect(survivors.allSatisfy { $0.textColor == .white })
    manager.changeTheme(to: .light)
    #expect(survivors.allSatisfy { $0.textColor == .black })
  }

  @Test("R12: an override a provider sets mid-pass takes effect after the pass")
  func r12OverrideMidPassAppliesAfter() {
    let (manager, _) = makeManager()
    let card = TestView("card")
    let label = TestView("label")
    card.addChild(label)
    label.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    card.theme(in: manager).text = ThemeProvider { style in
      if style == .dark { card.theme(in: manager).overrideThemeStyle = .light }
      return style.rawValue
    }
    manager.changeTheme(to: .dark)
    #expect(label.textColor == .black)
    #expect(card.text == "light")
  }

  @Test("R11: observers hear of a switch once an override set during its pass is resolved")
  func r11ObserversWaitForMidPassOverrides() {
    let (manager, _) = makeManager()
    let views = PinnedDuringAPass(in: manager)
    let label = views.label
    var seenByObserver: [String] = []
    let token = manager.addObserver { _ in seenByObserver.append(label.text) }
    manager.changeTheme(to: .dark)
    #expect(seenByObserver == ["light"])
    #expect(label.text == "light")
    token.cancel()
    withExtendedLifetime(views) {}
  }

  @Test("R12: a provider that flips an override in every pass is stopped with a diagnostic")
  func r12FlippingOverrideIsStopped() {
    let (manager, log) = makeManager()
    let card = TestView("card")
    let label = TestView("label")
    card.addChild(label)
    var calls = 0
    // Each pass pins the card to the style the label did not get, which restyles the label in
    // the pass that follows: without a limit, this never ends.
    label.theme(in: manager).text = ThemeProvider { style in
      calls += 1
      card.theme(in: manager).overrideThemeStyle = style == .dark ? .light : .dark
      return style.rawValue
    }
    #expect(calls == DocumentedLimits.chainedPasses + 1)
    #expect(log.entries == [.passLoop(limit: DocumentedLimits.chainedPasses)])
    label.theme(in: manager).text = ThemeProvider { $0.rawValue }
    card.theme(in: manager).overrideThemeStyle = nil
    manager.changeTheme(to: .dark)
    #expect(label.text == "dark")
    #expect(log.entries.count == 1)
  }

  @Test(
    "R12: a provider that refreshes its own object is stopped with a diagnostic",
    arguments: [false, true])
  func r12SelfRefreshIsStopped(oneBindingOnly: Bool) {
    let (manager, log) = makeManager()
    let view = TestView()
    var calls = 0
    // Each application refreshes the object again, from inside itself: without a limit, the
    // stack overflows.
    view.theme(in: manager).text = ThemeProvider { style in
      calls += 1
      if oneBindingOnly {
        view.theme(in: manager).text?.refresh()
      } else {
        view.theme(in: manager).refresh()
      }
      return style.rawValue
    }
    #expect(calls == DocumentedLimits.userCodeNesting)
    #expect(log.entries == [.reapplyRecursion(limit: DocumentedLimits.userCodeNesting)])
    #expect(view.text == "light")
    view.theme(in: manager).text = ThemeProvider { $0.rawValue }
    manager.changeTheme(to: .dark)
    #expect(view.text == "dark")
  }

  @Test("R12: two bindings that refresh their object are stopped after bounded work")
  func r12TwoSelfRefreshesAreBounded() {
    let (manager, log) = makeManager()
    let view = TestView()
    var calls = 0
    // Each application refreshes the object twice, once per binding, so the calls branch at
    // every level. The valve only keeps a failing run from taking forever.
    let valve = 200_000
    view.theme(in: manager).text = ThemeProvider { style in
      calls += 1
      if calls < valve { view.theme(in: manager).refresh() }
      return style.rawValue
    }
    calls = 0
    log.entries.removeAll()
    view.theme(in: manager).textColor = ThemeProvider { _ in
      calls += 1
      if calls < valve { view.theme(in: manager).refresh() }
      return .black
    }
    #expect(calls < 10 * DocumentedLimits.userCodeNesting)
    #expect(log.entries == [.reapplyRecursion(limit: DocumentedLimits.userCodeNesting)])
  }

  @Test("R12: a recursion stopped in a pass holds back no other object")
  func r12StopInAPassHoldsBackNoOther() {
    let (manager, log) = makeManager()
    let other = TestView("other")
    let views = RunawayBesideARefresher(in: manager) { style in
      if style == .dark && other.text.isEmpty {
        other.theme(in: manager).text = ThemeProvider { $0.rawValue }
      }
    }
    views.runs = true
    manager.changeTheme(to: .dark)
    views.runs = false
    #expect(log.entries == [.reapplyRecursion(limit: DocumentedLimits.userCodeNesting)])
    #expect(views.shown.text == "dark")
    #expect(other.text == "dark")
    manager.changeTheme(to: .light)
    #expect(views.shown.text == "light")
    #expect(log.entries.count == 1)
  }

  @Test("R12: a recursion stopped in an override toggle holds back no other object")
  func r12StopInAToggleHoldsBackNoOther() {
    let (manager, log) = makeManager()
    let card = TestView("card")
    let views = RunawayBesideARefresher(in: manager)
    for view in [views.runaway, views.shown, views.refresher] { card.addChild(view) }
    views.runs = true
    card.theme(in: manager).overrideThemeStyle = .dark
    #expect(log.entries == [.reapplyRecursion(limit: DocumentedLimits.userCodeNesting)])
    #expect(views.shown.text == "dark")
  }

  @Test("R12: two bindings that refresh their object in a pass are stopped after bounded work")
  func r12TwoSelfRefreshesInAPassAreBounded() {
    let (manager, _) = makeManager()
    let view = TestView()
    // A box: the providers capture it, and the test turns it on and off.
    let runs = StateBox(false)
    var calls = 0
    let valve = 200_000
    view.theme(in: manager).text = ThemeProvider { style in
      calls += 1
      if runs.value && calls < valve { view.theme(in: manager).refresh() }
      return style.rawValue
    }
    view.theme(in: manager).textColor = ThemeProvider { _ in
      calls += 1
      if runs.value && calls < valve { view.theme(in: manager).refresh() }
      return .black
    }
    runs.value = true
    calls = 0
    manager.changeTheme(to: .dark)
    #expect(calls < 10 * DocumentedLimits.userCodeNesting)
  }

  @Test("R11: an override set during an animated switch is resolved inside the transition")
  func r11OverrideResolvedInsideTransition() {
    let (manager, _) = makeManager()
    let views = PinnedDuringAPass(in: manager)
    let label = views.label
    var atTheEndOfTheTransition = ""
    manager.transition = { _, applyChanges in
      applyChanges()
      atTheEndOfTheTransition = label.text
    }
    manager.changeTheme(to: .dark, animated: true)
    #expect(atTheEndOfTheTransition == "light")
    #expect(label.text == "light")
    withExtendedLifetime(views) {}
  }

  /// Makes the manager's diagnostic handler keep each diagnostic in `log`, then run `reaction`,
  /// as an app that reacts to problems would. The valve only keeps a failing run from going on
  /// for good.
  private func reactToDiagnostics(
    of manager: ThemeManager,
    keepingThemIn log: DiagnosticLog,
    with reaction: @escaping @MainActor () -> Void
  ) {
    let valve = 20
    manager.diagnosticHandler = { diagnostic in
      log.entries.append(diagnostic)
      if log.entries.count < valve { reaction() }
    }
  }

  @Test("R12: a provider that replaces its own binding during a switch shows the replacement")
  func r12SelfReplacementDuringASwitch() {
    let (manager, _) = makeManager()
    let view = TestView()
    view.theme(in: manager).textColor = ThemeProvider { [weak view] style in
      if style == .dark, let view {
        view.theme(in: manager).textColor = ThemeProvider { _ in .red }
      }
      return style == .dark ? .white : .black
    }
    manager.changeTheme(to: .dark)
    #expect(view.theme(in: manager).textColor?(.dark) == .red)
    #expect(view.textColor == .red)
  }

  @Test("R12: a provider that replaces its own binding when first applied shows the replacement")
  func r12SelfReplacementWhenFirstApplied() {
    let (manager, _) = makeManager()
    let view = TestView()
    var replaced = false
    view.theme(in: manager).textColor = ThemeProvider { [weak view] _ in
      if !replaced, let view {
        replaced = true
        view.theme(in: manager).textColor = ThemeProvider { _ in .red }
      }
      return .white
    }
    #expect(view.textColor == .red)
  }

  @Test("R12: a provider that replaces itself on every call ends")
  func r12EndlessSelfReplacementEnds() {
    let (manager, log) = makeManager()
    let view = TestView()
    let calls = StateBox(0)
    func selfReplacing() -> ThemeProvider<String> {
      ThemeProvider { [weak view] style in
        calls.value += 1
        view?.theme(in: manager).text = selfReplacing()
        return "\(style.rawValue) \(calls.value)"
      }
    }
    view.theme(in: manager).text = selfReplacing()
    calls.value = 0
    manager.changeTheme(to: .dark)
    // Each call nests one more, and the nesting limit ends that, as it did before replaced
    // bindings were applied again. What this guards: the bindings replaced meanwhile are
    // applied again once each, and that application's own replacements are not, so it ends.
    #expect(calls.value <= 2 * DocumentedLimits.userCodeNesting + 2)
    #expect(view.text.hasPrefix("dark "))
    #expect(
      log.entries.contains(.reapplyRecursion(limit: DocumentedLimits.userCodeNesting)))
  }

  @Test("R12: a provider that replaces its own binding during a reload shows the replacement")
  func r12SelfReplacementDuringAReload() throws {
    let (manager, _) = makeManager()
    let palette = try ThemePalette(jsonString: #"{"light": {"T": "day"}}"#)
    let view = TestView()
    // `map` keeps the palette as the provider's origin, so the reload re-applies it.
    view.theme(in: manager).text = palette.string("T").map { [weak view] value in
      if value == "sun", let view {
        view.theme(in: manager).text = ThemeProvider { _ in "replaced" }
      }
      return value
    }
    palette.replaceContents(
      with: try ThemePaletteContents(json: Data(#"{"light": {"T": "sun"}}"#.utf8)))
    #expect(view.text == "replaced")
  }
}

/// A trigger whose provider pins a card to light once the style is dark, and a label under the
/// card whose text is the style it gets. The trigger is tracked first, so a switch to dark
/// applies the label before the pin it asked for is resolved.
@MainActor
private struct PinnedDuringAPass {
  let trigger = TestView("trigger")
  let card = TestView("card")
  let label = TestView("label")

  init(in manager: ThemeManager) {
    let card = card
    card.addChild(label)
    trigger.theme(in: manager).text = ThemeProvider { style in
      if style == .dark { card.theme(in: manager).overrideThemeStyle = .light }
      return style.rawValue
    }
    label.theme(in: manager).text = ThemeProvider { $0.rawValue }
  }
}

/// A runaway, whose provider refreshes it again from inside its own application while `runs` is
/// on, tracked before two objects of the same pass: `shown`, whose text is the style the
/// refresher last saw, and the refresher, whose provider records its style and refreshes
/// `shown`, then runs `alsoOnEachApplication`. Each pass brings `shown` up to date only through
/// that refresh, nested in the pass beside the runaway's.
@MainActor
private final class RunawayBesideARefresher {
  let runaway = TestView("runaway")
  let shown = TestView("shown")
  let refresher = TestView("refresher")
  var runs = false
  private var seen = "none"

  init(
    in manager: ThemeManager,
    alsoOnEachApplication extra: @escaping @MainActor (ThemeStyle) -> Void = { _ in }
  ) {
    runaway.theme(in: manager).text = ThemeProvider { [unowned self] style in
      if runs { runaway.theme(in: manager).refresh() }
      return style.rawValue
    }
    shown.theme(in: manager).text = ThemeProvider { [unowned self] _ in seen }
    refresher.theme(in: manager).text = ThemeProvider { [unowned self] style in
      seen = style.rawValue
      shown.theme(in: manager).refresh()
      extra(style)
      return style.rawValue
    }
  }
}
