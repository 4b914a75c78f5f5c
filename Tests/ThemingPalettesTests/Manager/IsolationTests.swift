import Foundation
import Testing
import ThemingPalettes
import ThemingTestSupport

/// R13 for apps built in the Swift 5 language mode, which the compiler does not hold to the main
/// actor: a call of the library's main-actor API made off the main actor stops the process with a
/// message naming the API, instead of restyling objects off the main thread. These suites run on
/// the main actor, where such a call cannot be written, so each case runs the `IsolationProbe`
/// executable (built in the Swift 5 mode) in a process of its own.
@Suite("R13: main-actor API called off the main actor stops, naming the API")
struct IsolationTests {
  /// A call the probe makes, by its name on the probe's command line.
  enum Scenario: String, CaseIterable, CustomTestStringConvertible {
    case changeTheme
    case assign
    case override
    case refresh
    case nodeDidMove
    case replaceContents
    case providerRefresh
    case wrapperRefresh

    /// The API as the message names it.
    var api: String {
      switch self {
      case .changeTheme: "ThemeManager.changeTheme(to:)"
      case .assign:
        "the .theme setters (view.theme.property = provider, customization, bind(_:to:apply:))"
      case .override: "ThemeWrapper.overrideThemeStyle"
      case .refresh: "ThemeManager.refresh()"
      case .nodeDidMove: "ThemeManager.nodeDidMove(_:)"
      case .replaceContents: "ThemePalette.replaceContents(with:)"
      case .providerRefresh: "ThemeProvider.refresh()"
      case .wrapperRefresh: "ThemeWrapper.refresh()"
      }
    }

    var testDescription: String { rawValue }
  }

  /// This process's environment (the sanitizers' options among it), without the Swift runtime's
  /// backtracer: a probe that traps is expected to, and its report would only take time.
  static let environment: [String: String] = {
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    return environment
  }()

  @Test(
    "Called from a completion handler on a global queue, the call stops",
    arguments: Scenario.allCases)
  func offTheMainThreadStops(_ scenario: Scenario) throws {
    let run = try Probe.locate("IsolationProbe")
      .run([scenario.rawValue, "background"], environment: Self.environment)
    // A trap ends the process by a signal; a sanitizer that catches it exits with a status.
    #expect(run.stoppedBySignal || run.status != 0, "\(run)")
    #expect(
      run.errorOutput.contains("Theming: \(scenario.api) must be called on the main thread"),
      "\(run)"
    )
    // Nothing printed: the call did not return, so no provider ran off the main thread after it.
    #expect(run.output.isEmpty, "\(run)")
  }

  @Test("The same call on the main thread runs", arguments: Scenario.allCases)
  func onTheMainThreadRuns(_ scenario: Scenario) throws {
    let run = try Probe.locate("IsolationProbe")
      .run([scenario.rawValue, "main"], environment: Self.environment)
    #expect(!run.stoppedBySignal && run.status == 0, "\(run)")
    #expect(
      run.trimmedOutput
        == "\(scenario.rawValue) (main) returned: providers ran 1 time(s), 0 of them off the "
        + "main thread",
      "\(run)"
    )
  }

  /// After `dispatchMain()` the main thread exits and the main actor runs the main queue on a pool
  /// thread (on Linux; on Apple platforms it may stay on the main thread): Swift 6 code there is
  /// on the main actor, and the check must let it through.
  @Test(
    "On the main actor after dispatchMain(), off the main thread, the call runs",
    arguments: [Scenario.changeTheme, .assign], ["mainQueue", "mainActorTask"]
  )
  func onTheMainActorAfterDispatchMainRuns(_ scenario: Scenario, mode: String) throws {
    let run = try Probe.locate("IsolationProbe")
      .run([scenario.rawValue, mode], environment: Self.environment)
    #expect(!run.stoppedBySignal && run.status == 0, "\(run)")
    #expect(
      run.trimmedOutput.hasPrefix(
        "\(scenario.rawValue) (\(mode)) returned: providers ran 1 time(s)"),
      "\(run)"
    )
  }
}
