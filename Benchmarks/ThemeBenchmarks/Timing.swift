/// Nanoseconds that one call of `body` takes, on the monotonic `ContinuousClock`.
@MainActor
func measureNanoseconds(_ body: () throws -> Void) rethrows -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  try body()
  return (clock.now - start).nanoseconds
}

extension Duration {
  var nanoseconds: Double {
    let parts = components
    return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
  }
}

/// The median and the minimum of a set of timed runs.
struct Measurement: Codable {
  let runs: Int
  let medianNanoseconds: Double
  let minNanoseconds: Double

  init(samples: [Double]) {
    let sorted = samples.sorted()
    runs = sorted.count
    minNanoseconds = sorted.first ?? 0
    if sorted.isEmpty {
      medianNanoseconds = 0
    } else if sorted.count % 2 == 1 {
      medianNanoseconds = sorted[sorted.count / 2]
    } else {
      medianNanoseconds = (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
  }

  /// The same figures divided by `count` (per node, per assignment).
  func divided(by count: Int) -> (median: Double, min: Double) {
    let divisor = Double(max(count, 1))
    return (medianNanoseconds / divisor, minNanoseconds / divisor)
  }
}
