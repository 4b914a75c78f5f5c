import Testing
import ThemingTestSupport

@testable import Theming

/// R11, white-box: the manager's list of observers, which the public API does not show. A
/// stream that ends and tokens released without a switch leave no entry behind. (What observers
/// hear is tested through the public API in `Manager/ObservationTests.swift`.)
@MainActor
@Suite struct ObserverListTests {
  @Test("R11: a stream that ends unregisters itself")
  func r11AStreamThatEndsUnregistersItself() async {
    let (manager, _) = makeManager()
    let task = Task { @MainActor in
      for await _ in manager.changes() {}
    }
    // Bounded waits: the stream registers when the task starts, and unregisters on the main
    // actor after it is cancelled.
    for _ in 0..<100 where manager.observers.isEmpty { await Task.yield() }
    #expect(manager.observers.count == 1)
    task.cancel()
    _ = await task.value
    for _ in 0..<100 where !manager.observers.isEmpty { await Task.yield() }
    #expect(manager.observers.isEmpty)
  }

  @Test("R11: observers added and released without a switch do not pile up")
  func r11ReleasedObserversDoNotPileUp() {
    let (manager, _) = makeManager()
    let kept = manager.addObserver { _ in }
    for _ in 0..<1_000 {
      _ = manager.addObserver { _ in }
    }
    #expect(manager.observers.count <= 32)
    var calls = 0
    let counted = manager.addObserver { _ in calls += 1 }
    manager.changeTheme(to: .dark)
    #expect(calls == 1)
    kept.cancel()
    counted.cancel()
  }
}
