/// The reference that the override figure without move reports sets Theming's pinned switch
/// against, beside the floor that reads parents: Theming's own switch without overrides, plus
/// one parent read per node at what the read costs the floors (the floor reading parents less
/// the floor). All four are timed in the same runs, on forests of one shape.
///
/// A pass that resolves overrides from the live tree does everything a pass without overrides
/// does, and reads each node's parent. So the sum is what Theming's pinned switch would cost if
/// it added nothing to its own switch but that read (a little less: the pinned nodes keep their
/// style, and a switch skips their writes). Its ratio to the floor reading parents is the least
/// that figure can show while Theming's switch without overrides costs what it does.
struct OwnSwitchPlusParentRead {
  /// The sum over the floor reading parents.
  let overParentReadingFloor: Double
  /// Theming's pinned switch over the sum: what the pass adds beyond the read, in finding the
  /// styles and in its own bookkeeping (storing each record's governor, holding pinned nodes).
  let themingOverSum: Double

  /// The reference from the medians of a run of the figure, if it timed all four contenders.
  init?(_ measurements: [ContenderKind: Measurement]) {
    guard let floor = measurements[.floor]?.medianNanoseconds,
      let parentFloor = measurements[.parentReadingFloor]?.medianNanoseconds,
      let plain = measurements[.themingWithoutOverrides]?.medianNanoseconds,
      let pinned = measurements[.theming]?.medianNanoseconds,
      parentFloor > 0
    else { return nil }
    let sum = plain + max(parentFloor - floor, 0)
    guard sum > 0 else { return nil }
    overParentReadingFloor = sum / parentFloor
    themingOverSum = pinned / sum
  }
}
