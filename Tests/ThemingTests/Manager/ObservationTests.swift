import Foundation
import Testing
import Theming
import ThemingTestSupport

/// R11: after a pass, observers learn the old and new style by notification, closure and
/// asynchronous sequence.
@MainActor
@Suite struct ObservationTests {
  /// What each `.themeDidChange` notification of `manager` posted while `body` ran carried.
  private func notifications(
    of manager: ThemeManager,
    during body: () -> Void
  ) -> [(change: ThemeChange?, isFromManager: Bool, style: ThemeStyle?)] {
    var received: [(change: ThemeChange?, isFromManager: Bool, style: ThemeStyle?)] = []
    let observer = manager.notificationCenter.addObserver(
      forName: .themeDidChange,
      object: manager,
      queue: nil
    ) { notification in
      let change = notification.themeChange
      let style = notification.userInfo?[ThemeManager.styleUserInfoKey] as? ThemeStyle
      let isFromManager = notification.object as AnyObject? === manager
      MainActor.assumeIsolated {
        received.append((change, isFromManager, style))
      }
    }
    body()
    manager.notificationCenter.removeObserver(observer)
    return received
  }

  @Test("R11: the notification carries the old and new style")
  func r11NotificationCarriesTheOldAndNewStyle() {
    let (manager, _) = makeManager()
    let received = notifications(of: manager) { manager.changeTheme(to: .dark) }
    #expect(received.count == 1)
    #expect(received.first?.change == ThemeChange(oldStyle: .light, newStyle: .dark))
    #expect(received.first?.isFromManager == true)
    #expect(received.first?.style == .dark)
  }

  @Test("R11: every notification names its own switch, over more pairs of styles than are kept")
  func r11NotificationsNameTheirOwnSwitch() {
    let (manager, _) = makeManager()
    let styles: [ThemeStyle] = [
      .dark, .light, "pink", .dark, "blue", "green", .light, .dark, .light,
    ]
    let received = notifications(of: manager) {
      for style in styles { manager.changeTheme(to: style) }
    }
    let expected = zip([ThemeStyle.light] + styles.dropLast(), styles).map {
      ThemeChange(oldStyle: $0, newStyle: $1)
    }
    #expect(received.map(\.change) == expected)
    #expect(received.map(\.style) == styles)
  }

  @Test("R11: themeChange is nil for other notifications")
  func r11ThemeChangeIsNilForOtherNotifications() {
    let other = Notification(name: Notification.Name("other"), object: nil, userInfo: nil)
    #expect(other.themeChange == nil)
    let malformed = Notification(name: .themeDidChange, object: nil, userInfo: ["oldStyle": 1])
    #expect(malformed.themeChange == nil)
  }

  @Test("R11: closure observers are called in order until cancelled")
  func r11ClosureObserversRunInOrder() {
    let (manager, _) = makeManager()
    var log: [String] = []
    let first = manager.addObserver { log.append("first \($0.oldStyle)→\($0.newStyle)") }
    let second = manager.addObserver { log.append("second \($0.newStyle)") }
    manager.changeTheme(to: .dark)
    first.cancel()
    manager.changeTheme(to: .light)
    #expect(log == ["first light→dark", "second dark", "second light"])
    second.cancel()
  }

  @Test("R11: releasing the token stops the observer")
  func r11ReleasingTheTokenStopsTheObserver() {
    let (manager, _) = makeManager()
    var calls = 0
    var token: ThemeObservation? = manager.addObserver { _ in calls += 1 }
    manager.changeTheme(to: .dark)
    #expect(token != nil)
    token = nil
    manager.changeTheme(to: .light)
    #expect(calls == 1)
  }

  @Test("R11: an observer cancelled by an earlier one is not called")
  func r11ObserverCancelledEarlierIsNotCalled() {
    let (manager, _) = makeManager()
    var calls: [String] = []
    var second: ThemeObservation?
    let first = manager.addObserver { _ in
      calls.append("first")
      second?.cancel()
    }
    second = manager.addObserver { _ in calls.append("second") }
    manager.changeTheme(to: .dark)
    #expect(calls == ["first"])
    first.cancel()
  }

  @Test("R11: the asynchronous sequence yields every change")
  func r11AsyncSequenceYieldsEveryChange() async {
    let (manager, _) = makeManager()
    let changes = manager.changes()
    manager.changeTheme(to: .dark)
    manager.changeTheme(to: "pink")
    var received: [ThemeChange] = []
    for await change in changes {
      received.append(change)
      if received.count == 2 { break }
    }
    #expect(
      received == [
        ThemeChange(oldStyle: .light, newStyle: .dark),
        ThemeChange(oldStyle: .dark, newStyle: "pink"),
      ]
    )
  }

  @Test("R11: a stream ends when its manager is deallocated")
  func r11StreamEndsWithItsManager() async {
    var manager: ThemeManager? = makeManager().0
    weak let weakManager = manager
    let stream = manager?.changes()
    let finished = StateBox(false)
    let received = StateBox<[ThemeChange]>([])
    let task = Task { @MainActor in
      guard let stream else { return }
      for await change in stream { received.value.append(change) }
      finished.value = true
    }
    manager?.changeTheme(to: .dark)
    manager = nil
    #expect(weakManager == nil)
    // A bounded wait: the loop sees the change already made, then the end of the stream.
    for _ in 0..<100 where !finished.value {
      try? await Task.sleep(nanoseconds: 10_000_000)
    }
    #expect(received.value == [ThemeChange(oldStyle: .light, newStyle: .dark)])
    #expect(finished.value, "the stream did not end when its manager was deallocated")
    task.cancel()
    _ = await task.value
  }

  @Test("R11: releasing a token releases the observer and what it captures")
  func r11ReleasedTokenReleasesCaptures() {
    let (manager, _) = makeManager()
    var view: TestView? = TestView()
    weak let weakView = view
    var token: ThemeObservation? = manager.addObserver { [view] _ in _ = view?.name }
    view = nil
    #expect(weakView != nil)
    token = nil
    #expect(token == nil)
    #expect(weakView == nil, "the manager kept a released observer's closure")
  }

  @Test("R11: cancelling a token releases the observer and what it captures")
  func r11CancelledTokenReleasesCaptures() {
    let (manager, _) = makeManager()
    var view: TestView? = TestView()
    weak let weakView = view
    let token = manager.addObserver { [view] _ in _ = view?.name }
    view = nil
    token.cancel()
    #expect(weakView == nil, "a cancelled token kept its closure")
  }
}
