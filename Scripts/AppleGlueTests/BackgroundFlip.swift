// Runs the UIKit glue's `ThemeManager.observeSystemStyle(of:)` against the behaving parts of
// the UIKit stand-in (Scripts/AppleStandIns/UIKit.swift): a window scene whose style and
// activation state the program sets, trait changes delivered to the handlers the glue
// registered, and the scene's notifications posted on the default center. It shows that the
// flips iOS makes while it snapshots a backgrounded app for the switcher switch
// nothing, and that a real change made meanwhile is followed once, on return.
//
// Built and run by Scripts/check-apple-glue-behaviour.sh; it exits 1 on any broken expectation.
// It shows what the glue does with the events as the stand-in delivers them, in the order
// UIKit is documented or observed to send them; it is no proof of what UIKit sends.
//
// On Linux `#available(iOS 17.0, tvOS 17.0, *)` is true, so the glue always registers for
// trait changes. The iOS 13 to 16 path is run by changing the scene's style without telling
// those handlers and calling `systemStyleMayHaveChanged(in:)`, as the scene delegate's
// `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` does there.

import Foundation
import Theming
import UIKit

/// How a change of the scene's style reaches the manager.
enum Delivery: String, CaseIterable {
  /// iOS and tvOS 17: the handler `observeSystemStyle(of:)` registered for trait changes.
  case traitChange = "trait-change handler (iOS 17)"
  /// iOS and tvOS 13 to 16: the scene delegate calls `systemStyleMayHaveChanged(in:)`.
  case sceneDelegate = "scene delegate (iOS 13-16)"
}

/// When the scene's activation state leaves `.background` on the way back to the foreground.
enum ReturnOrder: String, CaseIterable {
  /// As UIKit was logged doing it: `willEnterForegroundNotification` is posted while the
  /// scene is still `.background` (the stand-in's `_standInMove(to:)`).
  case notificationFirst = "notified while still in the background"
  /// The state is `.foregroundInactive` before the notification is posted.
  case stateFirst = "notified once foreground-inactive"
}

/// A UIKit view with a themed property of its own.
final class Badge: UIView {
  var tone = "unset"
}

/// Counts the scene notifications delivered, to tell when the glue's blocks have run.
@MainActor
final class DeliveryProbe {
  private(set) var delivered = 0
  private var tokens: [any NSObjectProtocol] = []

  init(scene: UIWindowScene) {
    for name in [UIScene.didEnterBackgroundNotification, UIScene.willEnterForegroundNotification] {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: scene, queue: .main) {
          [weak self] _ in
          MainActor.assumeIsolated { self?.delivered += 1 }
        })
    }
  }
}

/// The diagnostics a manager reported.
@MainActor
final class DiagnosticLog {
  var entries: [ThemeDiagnostic] = []
}

/// The record of failed expectations.
@MainActor
final class Report {
  private(set) var failures: [String] = []
  private(set) var checks = 0

  func expect(_ condition: Bool, _ what: String, in scenario: String) {
    checks += 1
    if !condition { failures.append("\(scenario): \(what)") }
  }
}

/// One app: a manager observing a scene, a themed view and what the app saw.
@MainActor
final class App {
  let scene = UIWindowScene(_standInActivationState: .unattached)
  let manager: ThemeManager
  let badge = Badge()
  let probe: DeliveryProbe
  private(set) var switches: [ThemeChange] = []
  private(set) var applied: [ThemeStyle] = []
  let diagnostics = DiagnosticLog()
  private var observation: ThemeObservation?
  private let report: Report
  private let name: String

  /// Launches the app with the system's style `system`: the scene connects, the scene
  /// delegate starts observing it, the scene comes to the foreground.
  init(system: ThemeStyle, followsSystem: Bool, explicit: ThemeStyle, report: Report, name: String)
  {
    self.report = report
    self.name = name
    manager = ThemeManager(
      defaultStyle: explicit,
      store: InMemoryThemeStore(),
      notificationCenter: NotificationCenter(),
      diagnosticHandler: { [diagnostics] in diagnostics.entries.append($0) }
    )
    manager.followsSystem = followsSystem
    scene._standInSetTraitCollection(UITraitCollection(userInterfaceStyle: system.interfaceStyle))
    // scene(_:willConnectTo:options:), while the scene is unattached.
    manager.observeSystemStyle(of: scene)
    probe = DeliveryProbe(scene: scene)
    badge.theme(in: manager).tone = ThemeProvider { [weak self] style in
      self?.applied.append(style)
      return style.rawValue
    }
    move(to: .foregroundActive)
    observation = manager.addObserver { [weak self] change in self?.switches.append(change) }
  }

  /// Moves the scene the way UIKit does and waits until the glue has seen the notification.
  func move(to state: UIScene.ActivationState, order: ReturnOrder = .notificationFirst) {
    let before = probe.delivered
    let offscreen: [UIScene.ActivationState] = [.unattached, .background]
    let leavesBackground = scene.activationState == .background && !offscreen.contains(state)
    // The moves on which UIKit posts one of the scene's notifications (see `_standInMove(to:)`).
    let notifies =
      (offscreen.contains(scene.activationState) && !offscreen.contains(state))
      || (scene.activationState != .background && state == .background)
    if leavesBackground && order == .stateFirst {
      scene._standInSetActivationState(.foregroundInactive)
      NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
      scene._standInSetActivationState(state)
    } else {
      scene._standInMove(to: state)
    }
    guard notifies else { return }
    // swift-corelibs-foundation runs a `.main` block at once when the post is made on the main
    // thread; should it enqueue it instead, run the main run loop until it has run.
    let deadline = Date(timeIntervalSinceNow: 2)
    while probe.delivered == before && Date() < deadline {
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
    }
    report.expect(
      probe.delivered > before, "the scene's notification reached no observer", in: name)
  }

  /// Sets the scene's style and tells the manager through `delivery`.
  func systemStyle(becomes style: ThemeStyle, through delivery: Delivery) {
    let previous = scene._standInSetTraitCollection(
      UITraitCollection(userInterfaceStyle: style.interfaceStyle))
    switch delivery {
    case .traitChange: scene._standInDeliverTraitChange(from: previous)
    case .sceneDelegate: manager.systemStyleMayHaveChanged(in: scene)
    }
  }

  func expect(_ condition: Bool, _ what: String) {
    report.expect(condition, what, in: name)
  }

  func expectState(
    style: ThemeStyle, switches expected: [ThemeChange], applied appliedStyles: [ThemeStyle],
    _ moment: String
  ) {
    expect(
      manager.currentThemeStyle == style,
      "\(moment): the style is \(manager.currentThemeStyle), not \(style)")
    expect(
      switches == expected,
      "\(moment): the switches were \(describe(switches)), not \(describe(expected))")
    expect(
      badge.tone == style.rawValue,
      "\(moment): the themed view shows \(badge.tone), not \(style.rawValue)")
    expect(
      applied == appliedStyles,
      "\(moment): the view's provider ran for \(applied), not \(appliedStyles)")
  }

  func finish() {
    expect(diagnostics.entries.isEmpty, "the manager reported \(diagnostics.entries)")
    observation?.cancel()
  }
}

func describe(_ changes: [ThemeChange]) -> String {
  changes.isEmpty
    ? "none" : changes.map { "\($0.oldStyle) -> \($0.newStyle)" }.joined(separator: ", ")
}

extension ThemeStyle {
  /// The scene's interface style for this style.
  var interfaceStyle: UIUserInterfaceStyle {
    switch self {
    case .dark: .dark
    case .light: .light
    default: .unspecified
    }
  }
}

@main
struct BackgroundFlip {
  @MainActor
  static func main() {
    let report = Report()
    var scenarios = 0
    for delivery in Delivery.allCases {
      for order in ReturnOrder.allCases {
        let context = "\(delivery.rawValue), \(order.rawValue)"
        snapshotFlipsAreIgnored(delivery, order, report, "(a) flips, \(context)")
        realChangeIsFollowedOnReturn(delivery, order, report, "(b) real change, \(context)")
        notFollowingChangesNothing(delivery, order, report, "(c) not following, \(context)")
        scenarios += 3
      }
    }
    if report.failures.isEmpty {
      print(
        "UIKit glue behaviour: \(scenarios) background/foreground scenarios,"
          + " \(report.checks) checks: no failure")
    } else {
      for failure in report.failures { print("FAILED: \(failure)") }
      print(
        "UIKit glue behaviour: \(report.failures.count) of \(report.checks) checks failed in"
          + " \(scenarios) scenarios")
      exit(1)
    }
  }

  /// (a) Following a light system: the snapshot flips to dark and back while in the background
  /// switch nothing; back in front the style, and the themed view, are still light; a change
  /// made in front afterwards is followed at once.
  @MainActor
  static func snapshotFlipsAreIgnored(
    _ delivery: Delivery, _ order: ReturnOrder, _ report: Report, _ name: String
  ) {
    let app = App(system: .light, followsSystem: true, explicit: .dark, report: report, name: name)
    app.expectState(style: .light, switches: [], applied: [.light], "after launch")
    app.expect(!app.manager.hostIsInBackground, "after launch: held as in the background")
    app.move(to: .background)
    app.expect(app.manager.hostIsInBackground, "in the background: not held")
    app.systemStyle(becomes: .dark, through: delivery)
    app.expectState(style: .light, switches: [], applied: [.light], "flipped to dark")
    app.systemStyle(becomes: .light, through: delivery)
    app.systemStyle(becomes: .dark, through: delivery)
    app.systemStyle(becomes: .light, through: delivery)
    app.expectState(style: .light, switches: [], applied: [.light], "flipped back to light")
    app.move(to: .foregroundActive, order: order)
    app.expectState(style: .light, switches: [], applied: [.light], "back in front")
    app.expect(app.manager.systemThemeStyle == .light, "back in front: system style not light")
    app.expect(!app.manager.hostIsInBackground, "back in front: still held as in the background")
    app.systemStyle(becomes: .dark, through: delivery)
    app.expectState(
      style: .dark, switches: [ThemeChange(oldStyle: .light, newStyle: .dark)],
      applied: [.light, .dark], "a change in front after the return")
    app.finish()
  }

  /// (b) Following a light system that really turns dark while the app is in the background
  /// (the flips end on dark): one switch, to dark, on return, and none before it.
  @MainActor
  static func realChangeIsFollowedOnReturn(
    _ delivery: Delivery, _ order: ReturnOrder, _ report: Report, _ name: String
  ) {
    let app = App(system: .light, followsSystem: true, explicit: .light, report: report, name: name)
    app.move(to: .background)
    app.systemStyle(becomes: .dark, through: delivery)
    app.systemStyle(becomes: .light, through: delivery)
    app.systemStyle(becomes: .dark, through: delivery)
    app.expectState(style: .light, switches: [], applied: [.light], "in the background")
    app.move(to: .foregroundActive, order: order)
    let toDark = ThemeChange(oldStyle: .light, newStyle: .dark)
    app.expectState(style: .dark, switches: [toDark], applied: [.light, .dark], "back in front")
    app.expect(!app.manager.hostIsInBackground, "back in front: still held as in the background")
    app.systemStyle(becomes: .light, through: delivery)
    app.expectState(
      style: .light, switches: [toDark, ThemeChange(oldStyle: .dark, newStyle: .light)],
      applied: [.light, .dark, .light], "a change in front after the return")
    app.finish()
  }

  /// (c) An explicit light choice, the system turning dark in the background: nothing changes,
  /// on return or after; the manager still records the system's style.
  @MainActor
  static func notFollowingChangesNothing(
    _ delivery: Delivery, _ order: ReturnOrder, _ report: Report, _ name: String
  ) {
    let app = App(
      system: .light, followsSystem: false, explicit: .light, report: report, name: name)
    app.move(to: .background)
    app.systemStyle(becomes: .dark, through: delivery)
    app.systemStyle(becomes: .light, through: delivery)
    app.systemStyle(becomes: .dark, through: delivery)
    app.move(to: .foregroundActive, order: order)
    app.expectState(style: .light, switches: [], applied: [.light], "back in front")
    app.expect(app.manager.systemThemeStyle == .dark, "back in front: system style not dark")
    app.systemStyle(becomes: .light, through: delivery)
    app.expectState(style: .light, switches: [], applied: [.light], "a change in front")
    app.finish()
  }
}
