// The helper that IsolationTests runs in processes of its own, to prove R13 for apps built in
// the Swift 5 language mode: a call of the library's main-actor API from a background queue
// stops the process with a message naming the API, instead of restyling objects off the main
// thread. This target is built in the Swift 5 mode, with its default minimal concurrency
// checking, as most apps coming from JXTheme are.
//
//   IsolationProbe SCENARIO background
//       sets up on the main thread, then makes the scenario's call from a completion handler
//       run on DispatchQueue.global(), and waits for it
//   IsolationProbe SCENARIO main
//       the same call, made on the main thread: the control
//   IsolationProbe SCENARIO mainQueue | mainActorTask
//       sets up and calls from a block on the main queue, or from a task on the main actor, after
//       dispatchMain(): the main actor, though the main thread has exited (on Linux the block
//       and the task then run on a pool thread), so the calls must go through
//
// A run that returns prints one line, how many times providers ran and how many of those ran off
// the main thread, and exits 0. SCENARIO is one of the names in `scenarios` below.
import Dispatch
import Foundation
import Theming
import ThemingPalettes

/// A view-like object: a parent link and two themable properties.
@MainActor
final class Label: ThemeCompatible {
  weak var parent: Label?
  var textColor = ""
  var backgroundColor = ""

  var themeParent: (any ThemeNode)? { parent }
}

/// Counts the applications of providers, and those made off the main thread.
final class Tally {
  var applications = 0
  var offMainThread = 0

  func count() {
    applications += 1
    if !Thread.isMainThread { offMainThread += 1 }
  }
}

/// A pre-concurrency API of the kind apps still call: it calls `completion` back on a global
/// queue. Its parameter is neither `@Sendable` nor `@MainActor`, so in the Swift 5 language mode
/// a closure written in main-actor code and passed here is taken to be main-actor code too, and
/// may call main-actor API without a diagnostic. At run time it runs on a pool thread.
func loadInBackground(_ completion: @escaping () -> Void) {
  DispatchQueue.global().async { completion() }
}

/// The same API delivering on the calling thread, the main one: the control.
func loadOnTheCallingThread(_ completion: @escaping () -> Void) {
  completion()
}

/// Palette contents with one key, `text`, and a color for each of `.light` and `.dark`.
func textColors(light: String, dark: String) -> ThemePaletteContents {
  do {
    return try ThemePaletteContents(
      styles: [.light, .dark],
      entries: ["text": [.light: .string(light), .dark: .string(dark)]]
    )
  } catch {
    fatalError("IsolationProbe: \(error)")
  }
}

/// Sets up a manager, a palette and a small tree on the main thread, then makes `scenario`'s
/// call through `deliver`.
@MainActor
func run(scenario: String, deliver: (@escaping () -> Void) -> Void) -> Tally? {
  let tally = Tally()
  let manager = ThemeManager(store: InMemoryThemeStore())
  let palette = ThemePalette(contents: textColors(light: "#000000", dark: "#FFFFFF"))
  // A root, a card under it pinned to dark, and the label under the root.
  let root = Label()
  let card = Label()
  card.parent = root
  let label = Label()
  label.parent = root
  let theme = label.theme(in: manager)
  theme.textColor = palette.color("text").map { color in
    tally.count()
    return "\(color)"
  }
  card.theme(in: manager).overrideThemeStyle = .dark
  let attached = theme.textColor
  tally.applications = 0
  tally.offMainThread = 0

  let scenarios: [String: () -> Void] = [
    "changeTheme": { manager.changeTheme(to: .dark) },
    "assign": {
      label.theme(in: manager).backgroundColor = ThemeProvider { style in
        tally.count()
        return style.rawValue
      }
    },
    "override": { label.theme(in: manager).overrideThemeStyle = .dark },
    "refresh": {
      label.parent = card  // moved without telling the manager
      manager.refresh()
    },
    "nodeDidMove": {
      label.parent = card
      manager.nodeDidMove(label)
    },
    "replaceContents": {
      palette.replaceContents(with: textColors(light: "#333333", dark: "#CCCCCC"))
    },
    "providerRefresh": { attached?.refresh() },
    "wrapperRefresh": { label.theme(in: manager).refresh() },
  ]
  guard let call = scenarios[scenario] else { return nil }
  let done = DispatchSemaphore(value: 0)
  deliver {
    call()
    done.signal()
  }
  done.wait()
  return tally
}

/// Prints what `tally` counted and exits 0, or exits 2 for an unknown scenario.
func finish(_ tally: Tally?, scenario: String, mode: String) -> Never {
  guard let tally else {
    FileHandle.standardError.write(Data("IsolationProbe: unknown scenario \(scenario)\n".utf8))
    exit(2)
  }
  print(
    "\(scenario) (\(mode)) returned: providers ran \(tally.applications) time(s), "
      + "\(tally.offMainThread) of them off the main thread"
  )
  exit(0)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let modes = ["background", "main", "mainQueue", "mainActorTask"]
guard arguments.count == 2, modes.contains(arguments[1]) else {
  FileHandle.standardError.write(
    Data("usage: IsolationProbe SCENARIO \(modes.joined(separator: "|"))\n".utf8))
  exit(2)
}
let (scenario, mode) = (arguments[0], arguments[1])
switch mode {
case "background", "main":
  // Top-level code runs on the main thread.
  let tally = MainActor.assumeIsolated {
    run(
      scenario: scenario, deliver: mode == "background" ? loadInBackground : loadOnTheCallingThread)
  }
  finish(tally, scenario: scenario, mode: mode)
case "mainQueue":
  DispatchQueue.main.async {
    let tally = MainActor.assumeIsolated {
      run(scenario: scenario, deliver: loadOnTheCallingThread)
    }
    finish(tally, scenario: scenario, mode: mode)
  }
  dispatchMain()
default:
  Task { @MainActor in
    finish(run(scenario: scenario, deliver: loadOnTheCallingThread), scenario: scenario, mode: mode)
  }
  dispatchMain()
}
