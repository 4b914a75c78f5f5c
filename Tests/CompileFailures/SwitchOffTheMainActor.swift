// expected-error: call to main actor-isolated instance method 'changeTheme(to:)'
import Theming

func switchFromABackgroundFunction(manager: ThemeManager) {
  manager.changeTheme(to: .dark)
}
