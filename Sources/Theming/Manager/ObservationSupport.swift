internal import Observation

/// The manager's part in the Observation framework, where the platform has it (iOS 17, macOS 14,
/// tvOS 17, watchOS 10 and later; every Linux toolchain). Elsewhere it does nothing.
///
/// The framework tells a `withObservationTracking` caller of a change when the value is about
/// to change. The manager reports a switch only once its nodes are updated, so that what the
/// caller reads then, the style and the nodes alike, is already the new state: the report is
/// made after the fact, with the framework's will-set and did-set in one step.
struct ObservationSupport {
  /// An `ObservationRegistrar`, kept untyped because the type is newer than the package's
  /// minimum platforms; `nil` where it is not available.
  private let registrar: (any Sendable)?

  init() {
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
      registrar = ObservationRegistrar()
    } else {
      registrar = nil
    }
  }

  /// Records that `manager`'s property at `keyPath` was read, for a tracking caller.
  @MainActor
  func access<Member>(_ manager: ThemeManager, _ keyPath: KeyPath<ThemeManager, Member>) {
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
      (registrar as? ObservationRegistrar)?.access(manager, keyPath: keyPath)
    }
  }

  /// Tells tracking callers that `manager`'s property at `keyPath` has changed.
  @MainActor
  func didChange<Member>(_ manager: ThemeManager, _ keyPath: KeyPath<ThemeManager, Member>) {
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
      (registrar as? ObservationRegistrar)?.withMutation(of: manager, keyPath: keyPath) {}
    }
  }
}
