import Dispatch

/// Nanoseconds that one call of `body` takes, on the monotonic clock `DispatchTime` reads (which
/// every supported OS version has, unlike `ContinuousClock`).
@MainActor
func measureNanoseconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start)
}

/// Runs `sample` for every contender `warmupRuns + runs` times, the contenders interleaved in
/// an order that rotates each run so that noise falls on all of them alike, and keeps the
/// samples of the timed runs.
///
/// - Parameters:
///   - contenders: The contenders, or their kinds.
///   - kind: What to file each contender's samples under, usually its kind.
///   - warmupRuns: Untimed runs first.
///   - runs: Timed runs.
///   - sample: One run of one contender, given the run's index (warm-ups included); returns the
///     nanoseconds it timed.
/// - Returns: One measurement per kind.
@MainActor
func measureInterleaved<Item, Kind: Hashable>(
  _ contenders: [Item],
  kind: KeyPath<Item, Kind>,
  warmupRuns: Int,
  runs: Int,
  sample: (Item, _ run: Int) throws -> Double
) rethrows -> [Kind: Measurement] {
  var samples: [Kind: [Double]] = [:]
  for run in 0..<(warmupRuns + runs) {
    for offset in contenders.indices {
      let contender = contenders[(run + offset) % contenders.count]
      let nanoseconds = try sample(contender, run)
      if run >= warmupRuns {
        samples[contender[keyPath: kind], default: []].append(nanoseconds)
      }
    }
  }
  return samples.mapValues { Measurement(samples: $0) }
}

/// The median, the minimum and the mean of a set of timed runs.
struct Measurement {
  let runs: Int
  let medianNanoseconds: Double
  let minNanoseconds: Double
  /// What a run costs on average, the rare slow ones included (which the median leaves out).
  let meanNanoseconds: Double

  init(samples: [Double]) {
    let sorted = samples.sorted()
    runs = sorted.count
    minNanoseconds = sorted.first ?? 0
    meanNanoseconds = sorted.isEmpty ? 0 : sorted.reduce(0, +) / Double(sorted.count)
    if sorted.isEmpty {
      medianNanoseconds = 0
    } else if sorted.count % 2 == 1 {
      medianNanoseconds = sorted[sorted.count / 2]
    } else {
      medianNanoseconds = (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
  }
}
