import Dispatch
import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// Stops a call of the library's main-actor API made off the main actor, with a message that
/// names the API (R13).
///
/// Only code built in the Swift 6 language mode is held to `@MainActor` at compile time: Swift 5
/// mode code can reach the API from a background queue (say, a pre-concurrency completion
/// handler), restyling UIKit objects off the main thread and racing over the library's tables.
/// So every public entry point that changes the library's state, runs providers or reads the
/// tree calls ``require(_:)`` first, once per call and never per node; reads of a stored value
/// (such as `currentThemeStyle`) run none of the app's code and do not.
///
/// The call stops rather than hop to the main thread, as its caller expects its effects when it
/// returns; with `fatalError`, whose message release builds print too.
///
/// A call is let through when, cheapest first:
///
/// 1. its thread was found to be the main thread before: one load of a thread-specific value;
/// 2. its thread is the main thread (`Thread.isMainThread`, asked once per thread: on Linux it
///    looks up the `Thread` object of the calling thread, which costs many times that load);
/// 3. it runs on the main queue although not on the main thread, found by a value set on that
///    queue: after `dispatchMain()` the main queue, and with it the main actor, runs on a pool
///    thread.
///
/// `MainActor.preconditionIsolated(_:)` is not used: off the main actor it fails inside
/// libdispatch before printing its message, and costs more than the thread-specific load.
enum MainThreadCheck {
  /// Stops the process, with a message naming `api`, unless the caller runs on the main thread
  /// or the main queue.
  ///
  /// - Parameter api: The public API that was called, as the app's code spells it, such as
  ///   `"ThemeManager.changeTheme(to:)"`.
  @inline(__always)
  static func require(_ api: StaticString) {
    if ThreadKind.recorded == .main { return }
    requireOffTheFastPath(api)
  }

  /// The rest of ``require(_:)``: learns what the thread is, and stops the process when it is
  /// neither the main thread nor running the main queue. Out of line, so that the call sites
  /// carry only the fast path.
  @inline(never)
  private static func requireOffTheFastPath(_ api: StaticString) {
    var kind = ThreadKind.recorded
    if kind == .unknown {
      kind = Thread.isMainThread ? .main : .other
      ThreadKind.record(kind)
    }
    // Not remembered: a pool thread runs the main queue only while it drains it.
    if kind == .main || DispatchQueue.getSpecific(key: mainQueueMark.key) != nil { return }
    fatalError(message(for: api))
  }

  /// The message a call off the main actor stops with.
  static func message(for api: StaticString) -> String {
    """
    Theming: \(api) must be called on the main thread (the main actor), but was called on \
    another thread. Swift 5 language mode code is not checked for this at compile time: call it \
    from the main queue (DispatchQueue.main.async) or from code that runs on the main actor.
    """
  }

  /// A value set on the main queue, which `DispatchQueue.getSpecific(key:)` finds while the
  /// calling code runs on it (or on a queue that targets it), on whichever thread. Set when first
  /// needed; setting a queue's value is thread-safe.
  private static let mainQueueMark = MainQueueMark()
}

/// The key of the value set on the main queue, shareable between threads.
///
/// Dispatch's overlay makes `DispatchSpecificKey` `Sendable` only from Swift 6 on; the Swift 5.10
/// SDKs still supported declare it without, and a static needs a `Sendable` type. Sharing is safe:
/// the key is never changed after it is made, and Dispatch sets and reads queue values under its
/// own lock.
private struct MainQueueMark: @unchecked Sendable {
  let key: DispatchSpecificKey<Bool>

  init() {
    key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
  }
}

/// What ``MainThreadCheck`` found the calling thread to be, kept per thread: a thread's kind never
/// changes, and a value of its own needs no lock.
private enum ThreadKind: Int {
  case unknown = 0
  case main = 1
  case other = 2

  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    /// The thread-specific slot that holds each thread's kind; a new thread's slot holds `nil`,
    /// which reads as `unknown`, so a thread that reuses an exited one's memory learns its own.
    private static let slot: pthread_key_t = {
      var key = pthread_key_t()
      let status = pthread_key_create(&key, nil)
      precondition(status == 0, "Theming: pthread_key_create failed with \(status)")
      return key
    }()

    /// The calling thread's kind, as recorded.
    static var recorded: ThreadKind {
      // The kind is kept as the slot's pointer value; nothing is allocated or pointed to.
      let bits = Int(bitPattern: pthread_getspecific(slot))
      return ThreadKind(rawValue: bits) ?? .unknown
    }

    /// Records the calling thread's kind.
    static func record(_ kind: ThreadKind) {
      pthread_setspecific(slot, UnsafeRawPointer(bitPattern: kind.rawValue))
    }
  #else
    // No thread-specific values here: every call asks again (steps 2 and 3).
    static var recorded: ThreadKind { .unknown }
    static func record(_ kind: ThreadKind) {}
  #endif
}
