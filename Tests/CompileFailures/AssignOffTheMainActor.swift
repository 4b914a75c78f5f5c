// expected-error: main actor-isolated
import Theming

@MainActor
final class Label: ThemeCompatible {
  var text = ""
  var themeParent: (any ThemeNode)? { nil }
}

func assignFromADetachedTask(label: Label) {
  Task.detached {
    label.theme.text = ThemeProvider { $0.rawValue }
  }
}
