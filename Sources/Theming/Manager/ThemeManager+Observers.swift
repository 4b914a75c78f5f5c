public import Foundation

extension Notification.Name {
  /// Posted after a ``ThemeManager`` has re-applied every object affected by a switch.
  ///
  /// The notification's object is the manager. Read the styles with
  /// ``Foundation/Notification/themeChange``, or from `userInfo` under
  /// ``ThemeManager/oldStyleUserInfoKey`` and ``ThemeManager/newStyleUserInfoKey``
  /// (JXTheme's `"style"` key holds the new style too).
  public static let themeDidChange = Notification.Name("Theming.themeDidChange")

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// JXTheme's name for ``themeDidChange``.
  @available(*, deprecated, renamed: "themeDidChange")
  public static let JXThemeDidChange = themeDidChange
}

extension Notification {
  /// The switch a ``Foundation/NSNotification/Name/themeDidChange`` notification announces, or
  /// `nil` for any other notification.
  public var themeChange: ThemeChange? {
    guard name == .themeDidChange,
      let oldStyle = userInfo?[ThemeManager.oldStyleUserInfoKey] as? ThemeStyle,
      let newStyle = userInfo?[ThemeManager.newStyleUserInfoKey] as? ThemeStyle
    else { return nil }
    return ThemeChange(oldStyle: oldStyle, newStyle: newStyle)
  }
}

/// A completed switch: the style before and the style after.
public struct ThemeChange: Hashable, Sendable {
  /// The style before the switch.
  public let oldStyle: ThemeStyle
  /// The style after the switch.
  public let newStyle: ThemeStyle

  /// Creates a change from one style to another.
  ///
  /// - Parameters:
  ///   - oldStyle: The style before the switch.
  ///   - newStyle: The style after the switch.
  public init(oldStyle: ThemeStyle, newStyle: ThemeStyle) {
    self.oldStyle = oldStyle
    self.newStyle = newStyle
  }
}

/// A closure observer's registration. The observer is called until you call ``cancel()`` or
/// release the token, so keep it for as long as you want to observe.
///
/// ```swift
/// observation = manager.addObserver { change in
///   print("now \(change.newStyle)")
/// }
/// ```
@MainActor
public final class ThemeObservation {
  private weak var manager: ThemeManager?
  private let id: Int
  /// The observer. The token owns it, not the manager, so that releasing the token releases
  /// the closure and what it captures at once, not at the next switch.
  private(set) var handler: (@MainActor (ThemeChange) -> Void)?

  init(manager: ThemeManager, id: Int, handler: @escaping @MainActor (ThemeChange) -> Void) {
    self.manager = manager
    self.id = id
    self.handler = handler
  }

  /// Stops the observer; it is not called again, even by a switch already under way.
  public func cancel() {
    MainThreadCheck.require("ThemeObservation.cancel()")
    handler = nil
    manager?.observers.remove(id)
  }
}

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

  /// Tells every observer about a completed switch: the notification first, then closures and
  /// streams in the order they were added.
  func announce(_ change: ThemeChange) {
    notificationCenter.post(
      name: .themeDidChange,
      object: self,
      userInfo: [
        Self.oldStyleUserInfoKey: change.oldStyle,
        Self.newStyleUserInfoKey: change.newStyle,
        Self.styleUserInfoKey: change.newStyle,
      ]
    )
    for id in observers.ids {
      // Looked up again each time: an earlier observer may have cancelled this one.
      observers.handler(of: id)?(change)
    }
  }
}
