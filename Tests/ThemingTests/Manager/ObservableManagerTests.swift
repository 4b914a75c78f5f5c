import Observation
import Testing
import Theming
import ThemingTestSupport

/// R17: the manager's style and follow-system state are observable through the Observation
/// framework, reported once per switch, after the nodes were updated.
/// The tests return at once on an Apple platform older than the Observation framework.
@MainActor
@Suite struct ObservableManagerTests {
  /// What a tracking caller saw when it was told of a change: the style it then read, and the
  /// themed node's color at that moment.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  @MainActor
  final class Sightings {
    var reports = 0
    var styles: [ThemeStyle] = []
    var nodeColors: [TestColor] = []

    /// Tracks `manager.currentThemeStyle`, recording what it sees when told; with
    /// `continuing`, tracks again from inside each report, as a view that re-renders reads the
    /// style again.
    func track(_ manager: ThemeManager, node: TestView, continuing: Bool = false) {
      withObservationTracking {
        _ = manager.currentThemeStyle
      } onChange: {
        MainActor.assumeIsolated {
          self.reports += 1
          self.styles.append(manager.currentThemeStyle)
          self.nodeColors.append(node.textColor)
          if continuing { self.track(manager, node: node, continuing: true) }
        }
      }
    }
  }

  private func themedNode(in manager: ThemeManager) -> TestView {
    let node = TestView()
    node.theme(in: manager).textColor = ThemeProvider { $0 == .dark ? .white : .black }
    return node
  }

  @Test("R17: a tracking caller is told once, after the nodes were updated")
  func r17ToldOnceAfterTheNodes() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
    let (manager, _) = makeManager()
    let node = themedNode(in: manager)
    let sightings = Sightings()
    sightings.track(manager, node: node)
    manager.changeTheme(to: .dark)
    // Tracking ends with the first report, as the framework defines it; track again.
    sightings.track(manager, node: node)
    manager.changeTheme(to: .light)
    #expect(sightings.styles == [.dark, .light])
    #expect(sightings.nodeColors == [.white, .black])
  }

  @Test("R17: a switch to the current style reports nothing")
  func r17SameStyleReportsNothing() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
    let (manager, _) = makeManager()
    let node = themedNode(in: manager)
    let sightings = Sightings()
    sightings.track(manager, node: node)
    manager.changeTheme(to: .light)
    #expect(sightings.styles.isEmpty)
    manager.changeTheme(to: .dark)
    #expect(sightings.styles == [.dark])
  }

  @Test("R17: a switch made while reporting one is reported on its own, after it ran")
  func r17ReentrantSwitchReportedSeparately() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
    let (manager, _) = makeManager()
    let node = themedNode(in: manager)
    let sightings = Sightings()
    func trackAndSwitchBack() {
      withObservationTracking {
        _ = manager.currentThemeStyle
      } onChange: {
        MainActor.assumeIsolated {
          sightings.reports += 1
          sightings.styles.append(manager.currentThemeStyle)
          sightings.nodeColors.append(node.textColor)
          // Asks for a switch while the first is being announced: it runs afterwards.
          if sightings.reports == 1 {
            manager.changeTheme(to: .light)
            sightings.styles.append(manager.currentThemeStyle)
          }
        }
      }
    }
    trackAndSwitchBack()
    manager.changeTheme(to: .dark)
    #expect(sightings.reports == 1)
    // Inside the report the style was still dark: the requested switch waited its turn.
    #expect(sightings.styles == [.dark, .dark])
    #expect(sightings.nodeColors == [.white])
    #expect(manager.currentThemeStyle == .light)
    #expect(node.textColor == .black)
  }

  @Test("R17: a switch queued by an observer is reported once more, after it ran")
  func r17QueuedSwitchesEachReportedOnce() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
    let (manager, _) = makeManager()
    let node = themedNode(in: manager)
    let sightings = Sightings()
    // A closure observer that turns dark back to light: its switch waits for the announcement.
    let observer = manager.addObserver { change in
      if change.newStyle == .dark { manager.changeTheme(to: .light) }
    }
    sightings.track(manager, node: node, continuing: true)
    manager.changeTheme(to: .dark)
    #expect(sightings.styles == [.dark, .light])
    #expect(sightings.nodeColors == [.white, .black])
    observer.cancel()
  }

  @Test("R17: following the system, and the system's style, are observable")
  func r17FollowSystemObservable() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
    let (manager, _) = makeManager()
    let follow = Sightings()
    let system = Sightings()
    withObservationTracking {
      _ = manager.followsSystem
    } onChange: {
      MainActor.assumeIsolated { follow.reports += 1 }
    }
    withObservationTracking {
      _ = manager.systemThemeStyle
    } onChange: {
      MainActor.assumeIsolated { system.reports += 1 }
    }
    manager.followsSystem = false  // unchanged: nothing to report
    #expect(follow.reports == 0)
    manager.systemStyleDidChange(to: .dark)
    #expect(system.reports == 1)
    manager.followsSystem = true
    #expect(follow.reports == 1)
    #expect(manager.currentThemeStyle == .dark)
  }

  @Test("R17: tracking only the follow-system state is not told of a switch")
  func r17UnrelatedPropertyNotReported() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
    let (manager, _) = makeManager()
    let follow = Sightings()
    withObservationTracking {
      _ = manager.followsSystem
    } onChange: {
      MainActor.assumeIsolated { follow.reports += 1 }
    }
    manager.changeTheme(to: .dark)
    #expect(follow.reports == 0)
  }
}
