import Dispatch

/// Times one operation at a small and a large size, to show whether its cost grows faster than
/// the work it does: per unit of work, a linear operation costs the same at both sizes, a
/// quadratic one as many times more as the sizes differ.
@MainActor
enum Scaling {
  /// The sizes that a scaling figure compares.
  struct Sizes {
    let small: Int
    let large: Int
  }

  /// One untimed sample at the small size, then up to `runs` pairs of samples, the two sizes in
  /// an order that alternates run by run. Runs stop early once the figure has taken
  /// `budgetSeconds` (after at least one), so that an operation that has become quadratic
  /// cannot make the whole benchmark run for minutes.
  ///
  /// - Parameters:
  ///   - sizes: The two sizes, in units of work.
  ///   - runs: Timed runs at each size.
  ///   - budgetSeconds: The time after which no new run starts.
  ///   - sample: Builds the structures for one run at a size (outside the timing), times the
  ///     operation, checks its outcome (outside the timing) and returns the nanoseconds timed.
  /// - Returns: The measurement of each size, and whether the budget cut the runs short.
  /// - Throws: What `sample` throws: ``BenchmarkFailure`` when a run's outcome was wrong.
  static func measure(
    _ sizes: Sizes,
    runs: Int,
    budgetSeconds: Double,
    sample: (_ size: Int, _ run: Int) throws -> Double
  ) throws -> (small: Measurement, large: Measurement, stoppedAtBudget: Bool) {
    let start = DispatchTime.now().uptimeNanoseconds
    _ = try sample(sizes.small, 0)
    var small: [Double] = []
    var large: [Double] = []
    var stoppedAtBudget = false
    for run in 1...max(runs, 1) {
      let order = run % 2 == 0 ? [sizes.small, sizes.large] : [sizes.large, sizes.small]
      for size in order {
        let nanoseconds = try sample(size, run)
        if size == sizes.small {
          small.append(nanoseconds)
        } else {
          large.append(nanoseconds)
        }
      }
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      if run < runs && elapsed > budgetSeconds {
        stoppedAtBudget = true
        break
      }
    }
    return (Measurement(samples: small), Measurement(samples: large), stoppedAtBudget)
  }
}

extension ScalingResult {
  /// The result of a scaling measurement whose sizes count `sizeUnit` and whose work is timed
  /// per `unit`.
  init(
    figure: String,
    title: String,
    sizeUnit: String,
    unit: String,
    sizes: Scaling.Sizes,
    _ outcome: (small: Measurement, large: Measurement, stoppedAtBudget: Bool)
  ) {
    let small = Timing(outcome.small, items: sizes.small)
    let large = Timing(outcome.large, items: sizes.large)
    self.init(
      figure: figure,
      title: title,
      sizeUnit: sizeUnit,
      unit: unit,
      small: ScalingPoint(units: sizes.small, timing: small),
      large: ScalingPoint(units: sizes.large, timing: large),
      perUnitGrowth: small.medianNanosecondsPerItem > 0
        ? large.medianNanosecondsPerItem / small.medianNanosecondsPerItem : nil,
      stoppedAtBudget: outcome.stoppedAtBudget
    )
  }
}
