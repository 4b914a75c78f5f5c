import Foundation

/// Ends a stream of changes when the manager that feeds it goes: dropping a continuation does
/// not end its stream, and a `for await` loop over it would wait for ever.
private final class StreamFeed: Sendable {
  let continuation: AsyncStream<ThemeChange>.Continuation

  init(_ continuation: AsyncStream<ThemeChange>.Continuation) {
    self.continuation = continuation
  }

  deinit {
    continuation.finish()
  }
}

extension ThemeManager {
  /// The `userInfo` key of the style before a switch, a ``ThemeStyle``.
  nonisolated public static let oldStyleUserInfoKey = "oldStyle"
  /// The `userInfo` key of the style after a switch, a ``ThemeStyle``.
  nonisolated public static let newStyleUserInfoKey = "newStyle"
  /// JXTheme's `userInfo` key, which holds the style after a switch.
  nonisolated public static let styleUserInfoKey = "style"

  /// Calls `handler` after every completed switch, once every affected object has been
  /// re-applied.
  ///
  /// - Parameter handler: Receives the old and new style. It may switch again; that switch
  ///   runs after the current one has been announced to everyone. An override it sets or a
  ///   move it reports is applied at once, before it goes on: the switch's pass is over.
  /// - Returns: The registration. The observer lives as long as the token, or until
  ///   ``ThemeObservation/cancel()``.
  public func addObserver(
    _ handler: @escaping @MainActor (ThemeChange) -> Void
  ) -> ThemeObservation {
    MainThreadCheck.require("ThemeManager.addObserver(_:)")
    let id = observers.nextID()
    let token = ThemeObservation(manager: self, id: id, handler: handler)
    observers.add(ObserverList.Observer(token: token, streamHandler: nil), id: id)
    return token
  }

  /// The styles switched to from now on, as an asynchronous sequence of changes.
  ///
  /// ```swift
  /// for await change in manager.changes() {
  ///   print("now \(change.newStyle)")
  /// }
  /// ```
  ///
  /// - Returns: A stream that yields each completed switch and ends when the consuming task is
  ///   cancelled or the manager is deallocated.
  public func changes() -> AsyncStream<ThemeChange> {
    MainThreadCheck.require("ThemeManager.changes()")
    let (stream, continuation) = AsyncStream.makeStream(
      of: ThemeChange.self,
      bufferingPolicy: .unbounded
    )
    let id = observers.nextID()
    let feed = StreamFeed(continuation)
    observers.add(
      ObserverList.Observer(
        token: nil, streamHandler: { change in feed.continuation.yield(change) }),
      id: id)
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.observers.remove(id) }
    }
    return stream
  }

  /// Tells every observer about a completed switch, once the roots matched to the system
  /// appearance have the new style's: Observation's tracking callers first, then the
  /// notification, then closures and streams in the order they were added.
  func announce(_ change: ThemeChange) {
    matchRootsToCurrentStyle()
    observers.observation.didChange(self, \.currentThemeStyle)
    let userInfo = observers.changeUserInfo.userInfo(from: change.oldStyle, to: change.newStyle) {
      [
        Self.oldStyleUserInfoKey: change.oldStyle,
        Self.newStyleUserInfoKey: change.newStyle,
        Self.styleUserInfoKey: change.newStyle,
      ]
    }
    notificationCenter.post(name: .themeDidChange, object: self, userInfo: userInfo)
    for id in observers.ids {
      // Looked up again each time: an earlier observer may have cancelled this one.
      observers.handler(of: id)?(change)
    }
  }
}
