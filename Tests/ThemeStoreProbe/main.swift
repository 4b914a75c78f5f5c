// The helper that DurableStoreTests runs in processes of its own, to prove that a choice made
// in one process is restored in the next however the first one ends. It uses only the public
// API, as an app would.
//
//   ThemeStoreProbe set STYLE [--exit] [--user-defaults]
//       switches to STYLE, then returns from the top-level code, or with --exit calls exit(0)
//   ThemeStoreProbe get [--user-defaults]
//       prints the restored style's name
//   ThemeStoreProbe location
//       prints the path of FileThemeStore.defaultLocation()
//   ThemeStoreProbe churn FILE KEY COUNT
//       writes KEY-0 … KEY-(COUNT-1) under KEY in a FileThemeStore over FILE, one write each,
//       as a user switching styles does; other processes may write other keys meanwhile
//
// Without --user-defaults the manager is ThemeManager.shared, with its default store; with it,
// a manager over an explicit UserDefaultsThemeStore(). A diagnostic from the manager (a store
// that cannot be read or written) is printed to standard error and makes the exit status 3.
import Foundation
import Theming

let usage = """
  usage: ThemeStoreProbe set STYLE [--exit] [--user-defaults]
         ThemeStoreProbe get [--user-defaults]
         ThemeStoreProbe location
         ThemeStoreProbe churn FILE KEY COUNT
  """

/// Ends the process with `status` after printing `message` to standard error.
func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("ThemeStoreProbe: \(message)\n".utf8))
  exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
let usesUserDefaults = arguments.contains("--user-defaults")
let exitsAtOnce = arguments.contains("--exit")
arguments.removeAll { $0 == "--user-defaults" || $0 == "--exit" }

var diagnostics: [ThemeDiagnostic] = []
let handler: @MainActor (ThemeDiagnostic) -> Void = { diagnostic in
  diagnostics.append(diagnostic)
  ThemeManager.writeToStandardError(diagnostic)
}
// The shared manager is made, and restores its style, at its first use; a diagnostic it reports
// then goes to its default handler, standard error, and is caught by the test's `get`.
let manager =
  usesUserDefaults
  ? ThemeManager(store: UserDefaultsThemeStore(), diagnosticHandler: handler)
  : ThemeManager.shared
manager.diagnosticHandler = handler

/// Exits with status 3 if the manager reported anything, else with `status` when given.
@MainActor func finish(exitingWith status: Int32?) {
  if !diagnostics.isEmpty { fail("\(diagnostics.count) diagnostic(s)", status: 3) }
  if let status { exit(status) }
}

switch arguments.first {
case "set" where arguments.count == 2:
  manager.changeTheme(to: ThemeStyle(rawValue: arguments[1]))
  finish(exitingWith: exitsAtOnce ? 0 : nil)
case "get" where arguments.count == 1:
  print(manager.currentThemeStyle.rawValue)
  finish(exitingWith: nil)
case "location" where arguments.count == 1:
  print(FileThemeStore.defaultLocation().path)
case "churn" where arguments.count == 4:
  guard let count = Int(arguments[3]) else { fail(usage, status: 2) }
  let store = FileThemeStore(url: URL(fileURLWithPath: arguments[1]))
  for index in 0..<count {
    do {
      try store.setString("\(arguments[2])-\(index)", forKey: arguments[2])
    } catch {
      fail("\(error)", status: 3)
    }
  }
default:
  fail(usage, status: 2)
}
