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
