/// An animated transition from design tokens: how long, after what delay, along what curve.
///
/// ```swift
/// let move = palette.transition("motion.move")(.light)
/// UIView.animate(withDuration: move.duration.seconds, delay: move.delay.seconds) { … }
/// ```
public struct ThemeTokenTransition: Hashable, Sendable {
  /// How long the transition takes.
  public let duration: ThemeDuration
  /// How long it waits before starting.
  public let delay: ThemeDuration
  /// How it progresses over its duration.
  public let timingFunction: ThemeCubicBezier

  /// Creates a transition.
  ///
  /// - Parameters:
  ///   - duration: How long it takes.
  ///   - delay: How long it waits first.
  ///   - timingFunction: How it progresses.
  public init(duration: ThemeDuration, delay: ThemeDuration, timingFunction: ThemeCubicBezier) {
    self.duration = duration
    self.delay = delay
    self.timingFunction = timingFunction
  }
}
