import Foundation
import Theming
import ThemingPalettes
import Widgets

let palette = try ThemePalette(
  jsonString: """
    {
      "light": {"text": "black", "accent": "blue", "hot": "red"},
      "dark": {"text": "white", "accent": "cyan", "hot": "yellow"}
    }
    """
)

/// A colour scheme built from three palette strings: reloading the palette re-applies it.
let scheme = ThemeProvider(
  combining: palette.string("text"), palette.string("accent"), palette.string("hot")
) { text, accent, hot in
  ColorScheme(normal: Color(text), focus: Color(accent), hotNormal: Color(hot))
}

let manager = ThemeManager(store: InMemoryThemeStore())
ThemedPanel.moveReporter.add(manager)
let window = View(name: "window")
let sidebar = View(name: "sidebar")
let title = Label(name: "title")
let status = Label(name: "status")
let menu = Popup(name: "menu")
window.addSubview(sidebar)
window.addSubview(title)
window.addSubview(status)
window.addSubview(menu)
menu.anchor = sidebar
sidebar.theme(in: manager).overrideThemeStyle = .dark

for view in [window, title, status, menu] {
  view.theme(in: manager).colorScheme = scheme
}
// The toolkit's colour is a class that is not Sendable: providers take it on the main actor.
title.theme(in: manager).textColor = ThemeProvider(light: Color("black"), dark: Color("white"))
title.theme(in: manager).customization = ThemeProvider { [weak title] style in
  title?.text = style == .dark ? "Night" : "Day"
}

@MainActor
func show(_ step: String) {
  let views = [window, title, status, menu]
  let schemes = views.map { "\($0.name)=\($0.colorScheme)" }.joined(separator: " ")
  print("\(step): \(schemes) title=\(title.text)/\(title.textColor)")
}

show("light")
manager.changeTheme(to: .dark)
show("dark")
manager.changeTheme(to: .light)
sidebar.addSubview(status)
show("status moved under the dark sidebar")
let drawer = ThemedPanel(name: "drawer")
window.addSubview(drawer)
drawer.theme(in: manager).overrideThemeStyle = .dark
let badge = Label(name: "badge")
badge.theme(in: manager).textColor = ThemeProvider(light: Color("black"), dark: Color("white"))
drawer.addSubview(badge)
print("badge added to the dark drawer: \(badge.textColor)")
let reloaded = try ThemePaletteContents(
  json: Data(
    #"""
    {
      "light": {"text": "gray", "accent": "green", "hot": "red"},
      "dark": {"text": "silver", "accent": "teal", "hot": "orange"}
    }
    """#.utf8))
EventLoop.whenIdle {
  // The toolkit calls back on the main thread without saying so to the compiler.
  MainActor.assumeIsolated { palette.replaceContents(with: reloaded) }
}
show("palette reloaded")
