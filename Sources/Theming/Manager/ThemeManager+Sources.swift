// What a source of values built on this module, such as the palettes product, needs of the
// core. It is `package` API: other modules of this package reach it, an app's code does not.

extension ThemeManager {
  /// Stops the process, with a message naming `api`, unless the caller runs on the main thread
  /// or the main queue: the run-time check of every public entry point that changes state.
  ///
  /// - Parameter api: The public API that was called, as the app's code spells it.
  package static func requireMainThread(_ api: StaticString) {
    MainThreadCheck.require(api)
  }

  /// Re-applies, in every manager, each property whose provider reads from `origin` (a
  /// palette whose contents changed), with the style it was last applied with.
  ///
  /// - Parameter origin: The object the providers were made with (``ThemeProvider/init(origin:_:)``).
  package static func reapplyProviders(readingFrom origin: AnyObject) {
    EngineGroup.mainActor.reapplyBindings(readingFrom: ObjectIdentifier(origin))
  }
}
