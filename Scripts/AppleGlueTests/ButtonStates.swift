// Runs the UIKit glue's per-state button setters and a declared view property against the
// UIKit stand-in: each control state keeps its own provider, a switch re-applies every state,
// removing one state's provider leaves the others, `setAttributedTitle(_:for:)` writes with
// animations off and lays the button out, then gives back the animation setting it found, and
// a UIView property declared by the library is written through its setter on a subclass.
//
// Built and run by Scripts/check-apple-glue-behaviour.sh; it exits 1 on any broken expectation.

import Foundation
import Theming
import UIKit

/// A button that records what the glue hands to its setters.
final class RecordingButton: UIButton {
  var titles: [UInt: String] = [:]
  var shadowColors: [UInt: UIColor] = [:]
  /// Whether animations were off while each styled title was set, and at each layout.
  var animationsOffWhileSetting: [Bool] = []
  var layouts = 0

  override func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    titles[state.rawValue] = title?.string
    animationsOffWhileSetting.append(!UIView.areAnimationsEnabled)
  }

  override func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
    shadowColors[state.rawValue] = color
  }

  override func layoutIfNeeded() {
    layouts += 1
    animationsOffWhileSetting.append(!UIView.areAnimationsEnabled)
  }
}

/// A view subclass the app themes through the library's UIView declarations.
final class CardView: UIView {
  var backgroundWrites = 0
  override var backgroundColor: UIColor? {
    didSet { backgroundWrites += 1 }
  }
}

@MainActor
final class Checks {
  private(set) var failures = 0
  private(set) var count = 0

  func expect(_ condition: Bool, _ what: String) {
    count += 1
    if !condition {
      failures += 1
      print("FAIL: \(what)")
    }
  }
}

@MainActor
func run() -> Int32 {
  let checks = Checks()
  let manager = ThemeManager(store: InMemoryThemeStore())
  manager.diagnosticHandler = { checks.expect(false, "no diagnostic, got \($0)") }
  let button = RecordingButton()
  let theme = button.theme(in: manager)

  theme.setAttributedTitle(
    ThemeProvider { NSAttributedString(string: "plain \($0.rawValue)") }, for: .normal)
  theme.setAttributedTitle(
    ThemeProvider { NSAttributedString(string: "chosen \($0.rawValue)") }, for: .selected)
  checks.expect(button.titles[0] == "plain light", "the normal title is applied at once")
  checks.expect(button.titles[4] == "chosen light", "the selected title is applied at once")
  checks.expect(
    !button.animationsOffWhileSetting.isEmpty && button.animationsOffWhileSetting.allSatisfy { $0 },
    "each styled title is set and laid out with animations off")
  checks.expect(button.layouts == 2, "the button is laid out after each styled title")
  checks.expect(UIView.areAnimationsEnabled, "animations are on again afterwards")

  manager.changeTheme(to: .dark)
  checks.expect(button.titles[0] == "plain dark", "a switch re-applies the normal title")
  checks.expect(button.titles[4] == "chosen dark", "a switch re-applies the selected title")
  checks.expect(
    theme.attributedTitle(for: .selected)?(.light).string == "chosen light",
    "the selected state's provider reads back")

  theme.setAttributedTitle(nil, for: .selected)
  manager.changeTheme(to: .light)
  checks.expect(button.titles[0] == "plain light", "the normal title still follows switches")
  checks.expect(button.titles[4] == "chosen dark", "a removed state keeps its last title")
  checks.expect(theme.attributedTitle(for: .selected) == nil, "the removed state reads nil")

  // An app that turned animations off keeps them off.
  UIView.setAnimationsEnabled(false)
  manager.changeTheme(to: .dark)
  checks.expect(!UIView.areAnimationsEnabled, "animations the app turned off stay off")
  UIView.setAnimationsEnabled(true)

  let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
  let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
  theme.setTitleShadowColor(ThemeProvider { $0 == .dark ? white : black }, for: .highlighted)
  checks.expect(button.shadowColors[1] === white, "the shadow color is applied for its state")
  manager.changeTheme(to: .light)
  checks.expect(button.shadowColors[1] === black, "a switch re-applies the shadow color")
  checks.expect(button.shadowColors[0] == nil, "other states' shadow colors are untouched")

  // A declared UIView property, reached through a subclass and through UIView: one binding,
  // written through the setter.
  let card = CardView()
  card.theme(in: manager).backgroundColor = ThemeProvider { $0 == .dark ? white : black }
  checks.expect(card.backgroundColor === black, "the declared property is applied at once")
  let asView: UIView = card
  asView.theme(in: manager).backgroundColor = ThemeProvider { $0 == .dark ? black : white }
  let writes = card.backgroundWrites
  manager.changeTheme(to: .dark)
  checks.expect(card.backgroundWrites == writes + 1, "one binding, so one write per switch")
  checks.expect(card.backgroundColor === black, "the later provider is the one applied")
  let readBack: ThemeProvider<UIColor>? = card.theme(in: manager).backgroundColor
  checks.expect(readBack?(.light) === white, "the provider reads back through the subclass")

  print(
    "UIKit glue behaviour: buttons' per-state setters and declared properties, "
      + "\(checks.count) checks: \(checks.failures == 0 ? "no failure" : "\(checks.failures) failed")"
  )
  return checks.failures == 0 ? 0 : 1
}

@main
struct ButtonStates {
  static func main() {
    let status = MainActor.assumeIsolated { run() }
    exit(status)
  }
}
