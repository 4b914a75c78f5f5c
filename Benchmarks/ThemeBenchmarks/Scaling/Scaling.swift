import Dispatch
import Theming

/// Times a workload done object by object at a small and a large size, to show whether its
/// cost grows faster than the work it does: per unit of work, a linear workload costs the
/// same at both sizes, a quadratic one as many times more as the sizes differ.
@MainActor
enum Scaling {
  /// The sizes that a scaling figure compares, in units of work.
  struct Sizes {
    let small: Int
    let large: Int
  }

  /// How long a figure may take.
  struct Limits {
    /// The time after which the figure starts no new run.
    let budgetSeconds: Double
    /// The time after which one phase of one run stops doing steps.
    let runSeconds: Double
  }

  /// One phase of one run.
  private struct Sample {
    let nanosecondsPerUnit: Double
    let units: Int
    /// Whether the phase stopped before it did every unit.
    let cut: Bool
  }

  /// One untimed run at the small size, then up to `runs` pairs of runs, the two sizes in an
  /// order that alternates run by run. Each run builds a new workload with `make` and does its
  /// phases in turn, each timed and then checked outside the timing. A phase that takes more
  /// than `limits.runSeconds` stops there, is timed per unit over the units it did, and ends the
  /// figure after its run: a workload that slow has become quadratic. Runs also stop once the
  /// figure has taken `limits.budgetSeconds`.
  ///
  /// - Parameters:
  ///   - sizes: The two sizes.
  ///   - runs: Timed runs at each size.
  ///   - limits: The figure's time budget and the time limit of one phase of one run.
  ///   - make: Builds a workload of the given units of work, outside the timing.
  /// - Returns: A result per phase.
  /// - Throws: ``BenchmarkFailure`` when a run's outcome was wrong.
  static func measure<Workload: ScalingWorkload>(
    _ sizes: Sizes,
    runs: Int,
    limits: Limits,
    make: (_ units: Int) -> Workload
  ) throws -> [ScalingResult] {
    let start = DispatchTime.now().uptimeNanoseconds
    let phases = Workload.phases
    _ = try sample(make(sizes.small), size: sizes.small, run: 0, limits: limits)
    var small = [[Sample]](repeating: [], count: phases.count)
    var large = [[Sample]](repeating: [], count: phases.count)
    var stoppedEarly = false
    for run in 1...max(runs, 1) {
      var cut = false
      for size in run % 2 == 0 ? [sizes.small, sizes.large] : [sizes.large, sizes.small] {
        let samples = try sample(make(size), size: size, run: run, limits: limits)
        for (phase, sample) in samples.enumerated() {
          if size == sizes.small {
            small[phase].append(sample)
          } else {
            large[phase].append(sample)
          }
          cut = cut || sample.cut
        }
      }
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      if run < runs && (cut || elapsed > limits.budgetSeconds) {
        stoppedEarly = true
        break
      }
    }
    return phases.indices.map { phase in
      let smallPoint = point(small[phase], units: sizes.small)
      let largePoint = point(large[phase], units: sizes.large)
      return ScalingResult(
        figure: "\(phases[phase].key).\(Workload.Node.nodeClass.rawValue)",
        title: phases[phase].title,
        nodeClass: Workload.Node.nodeClass,
        route: Workload.Node.defaultRoute,
        movesReported: Workload.Node.self is any MoveReportingNode.Type,
        unit: phases[phase].unit,
        small: smallPoint,
        large: largePoint,
        growth: smallPoint.medianNanosecondsPerUnit > 0
          ? largePoint.medianNanosecondsPerUnit / smallPoint.medianNanosecondsPerUnit : nil,
        stoppedEarly: stoppedEarly
      )
    }
  }

  /// Does every phase of `workload`, timed step by step in batches, each phase checked after.
  private static func sample<Workload: ScalingWorkload>(
    _ workload: Workload,
    size: Int,
    run: Int,
    limits: Limits
  ) throws -> [Sample] {
    let limit = UInt64(limits.runSeconds * 1e9)
    // The clock is read once every so many steps, which keeps its cost out of the figure.
    let batch = 16
    var stepLimit = workload.steps
    var samples: [Sample] = []
    for (phase, description) in Workload.phases.enumerated() {
      var done = 0
      var elapsed: UInt64 = 0
      let start = DispatchTime.now().uptimeNanoseconds
      while done < stepLimit && elapsed <= limit {
        let end = min(done + batch, stepLimit)
        for step in done..<end {
          workload.perform(step, ofPhase: phase)
        }
        done = end
        elapsed = DispatchTime.now().uptimeNanoseconds - start
      }
      try workload.check(
        phase: phase, afterSteps: done,
        context: "\(description.title), \(size) units, run \(run + 1)")
      let units = workload.units(inSteps: done)
      samples.append(
        Sample(
          nanosecondsPerUnit: Double(elapsed) / Double(max(units, 1)),
          units: units,
          cut: done < workload.steps
        ))
      stepLimit = done
    }
    return samples
  }

  private static func point(_ samples: [Sample], units: Int) -> ScalingPoint {
    let measurement = Measurement(samples: samples.map(\.nanosecondsPerUnit))
    let cut = samples.filter(\.cut)
    return ScalingPoint(
      units: units,
      runs: measurement.runs,
      medianNanosecondsPerUnit: measurement.medianNanoseconds,
      minNanosecondsPerUnit: measurement.minNanoseconds,
      unitsDoneWhenCut: cut.isEmpty ? nil : cut.map(\.units).min()
    )
  }
}
