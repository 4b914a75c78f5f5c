/// What the owner of an engine (its ``ThemeManager``) lends to the engine's work: where
/// diagnostics go, the transition an animated switch runs in, and who hears of a switch once
/// its pass and follow-up passes are over. The engine and its scheduler know their owner only
/// through this, so the work of a switch flows one way: the manager asks, the engine runs, and
/// what the engine hands back goes through these three calls.
@MainActor
protocol EngineHost: AnyObject {
  /// Takes a diagnostic.
  func report(_ diagnostic: ThemeDiagnostic)
  /// The transition of an animated switch, read when the switch runs; `nil` for none.
  var transition: ThemeTransition? { get }
  /// Tells observers of a switch, after its passes.
  func announce(_ change: ThemeChange)
}
