internal import Observation

extension ThemeManager {
  /// The user's choice as the manager keeps it: the explicit style and the follow-system
  /// setting, which it saves in its ``store``. A ``ThemeChoiceReader`` over the same store reads
  /// the same choice in another process, such as a widget.
  ///
  /// It is the choice, not the style on screen: while the manager follows the system,
  /// ``currentThemeStyle`` is the system's style and this keeps the explicit one.
  public var storedChoice: SharedThemeChoice {
    SharedThemeChoice(explicitStyle: choice.explicitStyle, followsSystem: choice.followsSystem)
  }

  /// Calls `handler` after every change of ``storedChoice``, once the new choice is in the
  /// store: for an app to tell the processes that read it (widgets, extensions) to read again.
  ///
  /// ```swift
  /// observation = manager.addStoredChoiceObserver { choice in
  ///   print("now \(choice.explicitStyle), following the system: \(choice.followsSystem)")
  /// }
  /// ```
  ///
  /// The choice changes with an explicit choice (``changeTheme(to:)``), with
  /// ``followsSystem``, and with ``storeConfigsIdentifierKey`` when the next user's choice
  /// differs. A switch that follows the system's style changes no choice and calls nothing: a
  /// reader resolves the system's style where it draws. Two changes in one turn of the main
  /// actor may be told as one.
  ///
  /// A change of ``followsSystem`` alone (turning it on while the system's style is already the
  /// one shown, or choosing the shown style while following) switches nothing; it is noticed
  /// through the Observation framework, where the platform has it (iOS 17, macOS 14, tvOS 17,
  /// watchOS 10 and later, and Linux). On older systems only changes that come with a switch
  /// are told.
  ///
  /// - Parameter handler: Receives the new choice, on the main actor.
  /// - Returns: The registration. The observer lives as long as the token, or until
  ///   ``ThemeObservation/cancel()``.
  public func addStoredChoiceObserver(
    _ handler: @escaping @MainActor (SharedThemeChoice) -> Void
  ) -> ThemeObservation {
    MainThreadCheck.require("ThemeManager.addStoredChoiceObserver(_:)")
    let watcher = StoredChoiceWatcher(manager: self, handler: handler)
    // The token's closure holds the watcher, and nothing else does strongly: releasing or
    // cancelling the token ends the watch, the Observation re-arming included.
    let token = addObserver { _ in watcher.check() }
    watcher.trackFollowsSystem()
    return token
  }
}

/// Compares the manager's stored choice with the last one told, after each switch and each
/// change of the follow-system setting, and tells the handler when it differs.
@MainActor
private final class StoredChoiceWatcher {
  private weak var manager: ThemeManager?
  private let handler: @MainActor (SharedThemeChoice) -> Void
  private var told: SharedThemeChoice?

  init(manager: ThemeManager, handler: @escaping @MainActor (SharedThemeChoice) -> Void) {
    self.manager = manager
    self.handler = handler
    told = manager.storedChoice
  }

  /// Tells the handler the choice when it is not the one last told.
  func check() {
    guard let choice = manager?.storedChoice, choice != told else { return }
    told = choice
    handler(choice)
  }

  /// Watches ``ThemeManager/followsSystem`` for one change, then checks and watches again.
  ///
  /// The framework calls `onChange` as the setting changes, before the manager saves it, so
  /// the check waits for the main actor's next turn, when the store holds it. The closures hold
  /// the watcher weakly: once the token is gone, the next change ends the loop.
  func trackFollowsSystem() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *), let manager else { return }
    withObservationTracking {
      _ = manager.followsSystem
    } onChange: { [weak self] in
      Task { @MainActor [weak self] in
        self?.check()
        self?.trackFollowsSystem()
      }
    }
  }
}
