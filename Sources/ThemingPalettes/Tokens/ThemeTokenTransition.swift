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
  /// The members of the transition object beyond those the format defines, kept as written,
  /// references not followed, so that a token read and written again keeps them; empty unless
  /// the source had some.
  public let additionalMembers: [String: ThemeTokenJSON]

  /// Creates a transition.
  ///
  /// - Parameters:
  ///   - duration: How long it takes.
  ///   - delay: How long it waits first.
  ///   - timingFunction: How it progresses.
  ///   - additionalMembers: Members beyond those the format defines, kept as written; none
  ///     unless given.
  public init(
    duration: ThemeDuration,
    delay: ThemeDuration,
    timingFunction: ThemeCubicBezier,
    additionalMembers: [String: ThemeTokenJSON] = [:]
  ) {
    self.duration = duration
    self.delay = delay
    self.timingFunction = timingFunction
    self.additionalMembers = additionalMembers
  }
}
