public import Theming

/// Managers round a ring, each with one view whose provider refreshes the view of the next
/// manager `branches` times while `armed` is on: unbounded, one branch overflows the stack (40
/// managers, each at most 100 levels deep), and two run some 2^100 times. Used by the R12 test
/// of the nesting limit across managers, and by the engine's test of the state that the chain
/// leaves behind.
@MainActor
public struct RefreshRing {
  public let managers: [ThemeManager]
  public let logs: [DiagnosticLog]
  public let views: [TestView]
  public let armed = StateBox(false)
  /// Provider calls since ``run()`` began.
  public let calls = StateBox(0)

  public init(count: Int = 40, branches: Int) {
    var managers: [ThemeManager] = []
    var logs: [DiagnosticLog] = []
    for _ in 0..<count {
      let (manager, log) = makeManager()
      managers.append(manager)
      logs.append(log)
    }
    let views = (0..<count).map { TestView("view \($0)") }
    let (armed, calls) = (armed, calls)
    for index in 0..<count {
      let nextManager = managers[(index + 1) % count]
      let nextView = views[(index + 1) % count]
      views[index].theme(in: managers[index]).text = ThemeProvider { [weak nextManager] style in
        calls.value += 1
        if armed.value, let nextManager {
          for _ in 0..<branches { nextView.theme(in: nextManager).refresh() }
        }
        return style.rawValue
      }
    }
    self.managers = managers
    self.logs = logs
    self.views = views
  }

  /// Arms the ring and refreshes the first view, from which the refreshes go round.
  public func run() {
    armed.value = true
    calls.value = 0
    views[0].theme(in: managers[0]).refresh()
  }
}
