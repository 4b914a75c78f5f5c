/// The observers of a manager's switches, in the order they were added.
struct ObserverList {
  /// A registered observer: a closure observer's token, or a stream's handler.
  struct Observer {
    /// A closure observer's token, which owns the closure.
    weak var token: ThemeObservation?
    /// A stream's handler, held until the stream ends and removes it.
    let streamHandler: (@MainActor (ThemeChange) -> Void)?

    /// `nil` once the observer is gone.
    @MainActor var handler: (@MainActor (ThemeChange) -> Void)? {
      if let streamHandler { return streamHandler }
      return token?.handler
    }
  }

  /// The manager's part in the Observation framework.
  let observation = ObservationSupport()

  /// The `userInfo` of the notifications of recent switches.
  var changeUserInfo = ChangeUserInfoCache()

  private var observers: [Int: Observer] = [:]
  private var lastID = 0
  /// How many entries there may be before adding one drops those of released tokens.
  private var sweepThreshold = ObserverList.minimumSweepThreshold
  private static let minimumSweepThreshold = 16

  var count: Int { observers.count }

  var isEmpty: Bool { observers.isEmpty }

  /// The observers' numbers, oldest first.
  var ids: [Int] { observers.keys.sorted() }

  /// A number for an observer about to be added.
  mutating func nextID() -> Int {
    lastID += 1
    return lastID
  }

  /// Adds an observer under `id`, first dropping the entries of released tokens once they could
  /// make up half of the list, so that adding and releasing observers without a switch in
  /// between does not grow it.
  @MainActor
  mutating func add(_ observer: Observer, id: Int) {
    if observers.count >= sweepThreshold {
      observers = observers.filter { $0.value.handler != nil }
      sweepThreshold = max(Self.minimumSweepThreshold, observers.count * 2)
    }
    observers[id] = observer
  }

  mutating func remove(_ id: Int) {
    observers[id] = nil
  }

  /// The handler of the observer `id`, if it is still there; an entry whose token was released
  /// is dropped.
  @MainActor
  mutating func handler(of id: Int) -> (@MainActor (ThemeChange) -> Void)? {
    guard let observer = observers[id] else { return nil }
    guard let handler = observer.handler else {
      observers[id] = nil
      return nil
    }
    return handler
  }
}
