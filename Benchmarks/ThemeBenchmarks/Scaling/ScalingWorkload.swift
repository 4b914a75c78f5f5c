/// A workload done object by object, for a scaling figure: a structure built for a number of
/// units of work, outside the timing, then one or more phases, each done step by step, timed,
/// and checked.
@MainActor
protocol ScalingWorkload: AnyObject {
  associatedtype Node: BenchmarkNode where Node.Base == Node

  /// The phases, in the order they run; each gives a figure of its own.
  static var phases: [ScalingPhase] { get }

  /// The library the workload themes its nodes with.
  var library: ThemingLibrary<Node> { get }

  /// The steps that do every unit of a phase.
  var steps: Int { get }

  /// Does step `step` of phase `phase` (timed).
  func perform(_ step: Int, ofPhase phase: Int)

  /// The units of work that the first `steps` steps of a phase do.
  func units(inSteps steps: Int) -> Int

  /// Checks the outcome after the first `steps` steps of `phase`, outside the timing; the next
  /// phase does as many steps at most.
  ///
  /// - Throws: ``BenchmarkFailure`` when a node holds a wrong value.
  func check(phase: Int, afterSteps steps: Int, context: String) throws
}

extension ScalingWorkload {
  /// One unit of work a step.
  func units(inSteps steps: Int) -> Int { steps }
}

/// What one phase of a workload times, for its figure.
struct ScalingPhase {
  /// The figure's key, made unique by the node class.
  let key: String
  let title: String
  /// One unit of work, which the times are per.
  let unit: String
}
