import Testing
import Theming
import ThemingTestSupport

/// The usage of the articles the project was designed from, unchanged apart from names: a
/// stateful provider inside a `@MainActor` view controller reading `[weak self]` state, both
/// kinds of refresh, a pinned view, a switch on the shared manager and a customization.
@MainActor
final class StatusViewController {
  enum Status { case isSelected, notSelected }

  let view = TestView("view")
  let statusLabel = TestView("statusLabel")
  var statusLabelStatus = Status.notSelected

  func viewDidLoad() {
    view.addChild(statusLabel)
    statusLabel.theme.textColor = ThemeProvider({ [weak self] style in
      if self?.statusLabelStatus == .isSelected {
        if style == .dark {
          return .red
        } else {
          return .green
        }
      } else {
        if style == .dark {
          return .white
        } else {
          return .black
        }
      }
    })
    view.theme.customization = ThemeProvider({ [weak self] style in
      if style == .dark {
        self?.view.alpha = 0.3
      } else {
        self?.view.alpha = 0.8
      }
    })
  }

  func statusDidChange() {
    statusLabel.theme.textColor?.refresh()
  }

  func statusDidChangeEverywhere() {
    statusLabel.theme.refresh()
  }
}

/// These touch `ThemeManager.shared`, so they run one at a time and restore its style.
@MainActor
@Suite(.serialized) struct SeedUsageTests {
  @Test("R6: the seed's stateful controller works on the shared manager")
  func r6SeedControllerOnTheSharedManager() {
    let shared = ThemeManager.shared
    let original = shared.currentThemeStyle
    defer { shared.changeTheme(to: original) }
    shared.changeTheme(to: .light)

    let controller = StatusViewController()
    controller.viewDidLoad()
    #expect(controller.statusLabel.textColor == .black)
    #expect(controller.view.alpha == 0.8)

    ThemeManager.shared.changeTheme(to: .dark)
    #expect(controller.statusLabel.textColor == .white)
    #expect(controller.view.alpha == 0.3)

    controller.statusLabelStatus = .isSelected
    controller.statusDidChange()
    #expect(controller.statusLabel.textColor == .red)

    controller.view.theme.overrideThemeStyle = .light
    #expect(controller.statusLabel.textColor == .green)
    controller.statusLabelStatus = .notSelected
    controller.statusDidChangeEverywhere()
    #expect(controller.statusLabel.textColor == .black)
    controller.view.theme.overrideThemeStyle = nil
    #expect(controller.statusLabel.textColor == .white)
  }

  @Test("R9: the seed's controller is released while its views are themed")
  func r9SeedControllerIsReleased() {
    weak var released: StatusViewController?
    do {
      let controller = StatusViewController()
      controller.viewDidLoad()
      released = controller
    }
    #expect(released == nil)
  }
}
