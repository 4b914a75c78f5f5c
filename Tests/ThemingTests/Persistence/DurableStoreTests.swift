import Foundation
import Testing
import Theming
import ThemingTestSupport

// Apple platforms are left out: there the default store is UserDefaults, which the system
// saves, and it ignores HOME, so these processes would write to the developer's own defaults.
#if !canImport(Darwin)
  /// R14/R16: a choice made in one process is restored in the next, however the first one ends
  /// (returning from `main`, or `exit(0)` as terminal toolkits do). Each test runs the
  /// `ThemeStoreProbe` executable with a home folder of its own and without `XDG_CONFIG_HOME`,
  /// unless it sets it.
  @Suite("R14/R16: on Linux the default store is durable across process exit", .serialized)
  struct DurableStoreTests {
    /// How the process that makes the choice ends.
    enum Ending: String, CaseIterable, CustomTestStringConvertible {
      case exitZero
      case returnFromMain

      var arguments: [String] { self == .exitZero ? ["--exit"] : [] }
      var testDescription: String { self == .exitZero ? "exit(0)" : "return from main" }
    }

    /// The manager's store: the default one, or an explicit `UserDefaultsThemeStore()`.
    enum Store: String, CaseIterable, CustomTestStringConvertible {
      case defaultStore
      case userDefaults

      var arguments: [String] { self == .userDefaults ? ["--user-defaults"] : [] }
      var testDescription: String {
        self == .userDefaults ? "UserDefaultsThemeStore()" : "the default store"
      }
    }

    /// A home folder of its own, removed when the test ends.
    final class Home {
      let url: URL

      init() throws {
        url = FileManager.default.temporaryDirectory
          .appendingPathComponent("DurableStoreTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      }

      deinit { try? FileManager.default.removeItem(at: url) }

      /// This process's environment with `HOME` set to this folder, and `XDG_CONFIG_HOME` set
      /// to `configHome` or removed. The rest, such as the sanitizers' options, is kept.
      func environment(configHome: URL? = nil) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = url.path
        environment["XDG_CONFIG_HOME"] = configHome?.path
        return environment
      }
    }

    /// Runs `get`, `set dark` ending as `ending`, and `get` again, each in a process of its own.
    private func chooseDarkThenRelaunch(
      ending: Ending,
      store: Store,
      environment: [String: String]
    ) throws {
      let probe = try Probe.locate("ThemeStoreProbe")
      let first = try probe.run(["get"] + store.arguments, environment: environment)
      #expect(first.status == 0, "\(first)")
      // A fresh home holds no choice: what the last `get` prints can only come from `set`.
      #expect(first.trimmedOutput == "light", "\(first)")
      let set = try probe.run(
        ["set", "dark"] + ending.arguments + store.arguments,
        environment: environment
      )
      #expect(set.status == 0, "\(set)")
      let relaunch = try probe.run(["get"] + store.arguments, environment: environment)
      #expect(relaunch.status == 0, "\(relaunch)")
      #expect(relaunch.trimmedOutput == "dark", "\(relaunch)")
    }

    @Test(
      "R14/R16: a choice survives the end of its process",
      arguments: Ending.allCases,
      Store.allCases
    )
    func r14r16AChoiceSurvivesTheEndOfItsProcess(ending: Ending, store: Store) throws {
      let home = try Home()
      try chooseDarkThenRelaunch(ending: ending, store: store, environment: home.environment())
      guard store == .defaultStore else { return }
      let file = home.url.appendingPathComponent(".config/ThemeStoreProbe/theme.json")
      let saved = try JSONDecoder().decode([String: String].self, from: Data(contentsOf: file))
      #expect(saved == ["Theming.currentThemeStyle.default": "dark"])
    }

    @Test("R14/R16: the default store lives in $XDG_CONFIG_HOME when it is set")
    func r14r16DefaultStoreFollowsXDGConfigHome() throws {
      let home = try Home()
      let configHome = home.url.appendingPathComponent("xdg-config", isDirectory: true)
      let environment = home.environment(configHome: configHome)
      try chooseDarkThenRelaunch(ending: .exitZero, store: .defaultStore, environment: environment)
      let file = configHome.appendingPathComponent("ThemeStoreProbe/theme.json")
      let saved = try JSONDecoder().decode([String: String].self, from: Data(contentsOf: file))
      #expect(saved == ["Theming.currentThemeStyle.default": "dark"])
      let unused = home.url.appendingPathComponent(".config/ThemeStoreProbe")
      #expect(!FileManager.default.fileExists(atPath: unused.path))
      let location = try Probe.locate("ThemeStoreProbe").run(["location"], environment: environment)
      #expect(location.trimmedOutput == file.path, "\(location)")
    }

    @Test("R14/R16: a choice that cannot be saved is reported", arguments: Store.allCases)
    func r14r16AChoiceThatCannotBeSavedIsReported(store: Store) throws {
      let home = try Home()
      // A home that is a file: nothing can be created inside it, whoever runs the test.
      let fileHome = home.url.appendingPathComponent("not-a-folder")
      try Data().write(to: fileHome)
      var environment = home.environment()
      environment["HOME"] = fileHome.path
      let set = try Probe.locate("ThemeStoreProbe").run(
        ["set", "dark"] + store.arguments,
        environment: environment
      )
      #expect(set.status == 3, "\(set)")
      #expect(set.errorOutput.contains("could not store the chosen style"), "\(set)")
      let source = store == .userDefaults ? "UserDefaults" : fileHome.path + "/.config"
      #expect(set.errorOutput.contains(source), "\(set)")
    }
  }
#endif
