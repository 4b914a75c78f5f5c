/// The project's performance targets, judged at 1,000 and 10,000 objects: the
/// scale the engine is designed for. Other sizes are reported, never judged.
enum Targets {
  /// The forest sizes the switch targets are judged at.
  static let judgedSizes = [1_000, 10_000]
  /// The most a switch may cost over its class's setter floor.
  static let switchLimit = 1.3
  /// The most a switch with 10 % pinned, no move reports, may cost over the floor that reads
  /// parents.
  static let pinnedLimit = 1.5
  /// How many times faster than the NotificationCenter design a switch must be: faster at 1k,
  /// where no design can be much faster (the floor itself is only about 2.5× faster there),
  /// and 3× at 10k.
  static let notificationCenterSpeedup = [1_000: 1.0, 10_000: 3.0]
  /// How many times faster than the JXTheme design a switch must be.
  static let jxThemeSpeedup = 5.0
  /// The most one assignment of a provider may take, by every route.
  static let assignmentLimitNanoseconds = 400.0
  /// The most a scaling figure's time per unit may grow from 1k to 20k units: what a workload
  /// linear in its work stays within, noise and caches included.
  static let scalingGrowthLimit = 2.0
  /// The most a switch between 30+-character style names made at run time may cost over one
  /// between short ones.
  static let longNameLimit = 1.1
  /// The most heap a tracked object with three properties may take, closure contexts excluded.
  static let memoryLimitBytes = 200.0
  /// The most the table may hold, over the live objects, while a million are made and dropped.
  static let churnLimit = 2.0
  /// The longest a 5 MB document may take to load.
  static let loadLimitMilliseconds = 1_000.0
  /// The most memory a load may add at its peak, per byte of the document.
  static let loadPeakLimit = 20.0

  /// The class and route each switch target is judged on: the view-like class through the
  /// route UIKit views get by default (properties declared once for a class and its
  /// subclasses, as the library declares UIKit's), and the final class through
  /// `object.theme.property` declared on the namespace. The key-path lookup, for properties
  /// nobody declared, is reported.
  static let switchSubjects: [(nodeClass: NodeClass, route: ThemingRoute)] = [
    (.viewLike, .declaredProperties), (.final, .declaredProperties),
  ]

  /// The targets of a run's figures; in a smoke run, listed with no verdict.
  static func evaluate(_ results: BenchmarkResults) -> [TargetResult] {
    let targets = switchTargets(results) + pinnedTargets(results) + otherTargets(results)
    guard results.isSmokeRun else { return targets }
    return targets.map { target in
      var target = target
      target.met = nil
      return target
    }
  }

  /// The targets other than the switches': one measurement each.
  static func otherTargets(_ results: BenchmarkResults) -> [TargetResult] {
    summaryTargets(results) + longNameTargets(results) + churnTargets(results)
      + loadTargets(results)
  }

  /// The targets of the summary's second table: assignment, memory and the workloads done
  /// object by object.
  static func summaryTargets(_ results: BenchmarkResults) -> [TargetResult] {
    assignmentTargets(results) + memoryTargets(results) + results.scaling.map(scalingTarget)
  }

  /// "view-like class, key-path lookup", for a target's subject.
  static func subject(_ nodeClass: NodeClass, _ route: ThemingRoute) -> String {
    "\(nodeClass.title), \(route.rawValue)"
  }

  private static func switchTargets(_ results: BenchmarkResults) -> [TargetResult] {
    var floor: [TargetResult] = []
    var notificationCenter: [TargetResult] = []
    var jxTheme: [TargetResult] = []
    for (nodeClass, route) in switchSubjects {
      let theming = ContenderKind.theming(route)
      let subject = subject(nodeClass, route)
      for nodes in judgedSizes {
        guard let row = results.switchResult(nodeClass, nodes: nodes) else { continue }
        let size = Format.count(nodes)
        floor.append(
          ratioTarget(
            "changeTheme vs its floor, \(size)", subject,
            row.ratio(theming, over: .floor), limit: switchLimit))
        notificationCenter.append(
          speedupTarget(
            "changeTheme vs the NotificationCenter design, \(size)", subject,
            row.ratio(.notificationCenter, over: theming),
            limit: notificationCenterSpeedup[nodes] ?? 1))
        jxTheme.append(
          speedupTarget(
            "changeTheme vs the JXTheme design, \(size)", subject,
            row.ratio(.jxTheme, over: theming), limit: jxThemeSpeedup))
      }
    }
    return floor + notificationCenter + jxTheme
  }

  /// Judged on the route UIKit views get by default; the key-path lookup's is reported.
  private static func pinnedTargets(_ results: BenchmarkResults) -> [TargetResult] {
    [ThemingRoute.declaredProperties].flatMap { route in
      results.pinnedSwitches.filter { judgedSizes.contains($0.nodes) }.map { row in
        ratioTarget(
          "changeTheme, 10 % pinned, no move reports, vs the floor that reads parents, "
            + Format.count(row.nodes),
          subject(row.nodeClass, route),
          row.ratio(.theming(route), over: .parentReadingFloor), limit: pinnedLimit)
      }
    }
  }

  private static func longNameTargets(_ results: BenchmarkResults) -> [TargetResult] {
    results.longStyleNames.filter { judgedSizes.contains($0.nodes) }.map { row in
      let lengths = row.longNameLengths.map(String.init).joined(separator: "/")
      return ratioTarget(
        "changeTheme between \(lengths)-character style names made at run time vs short "
          + "ones, \(Format.count(row.nodes))",
        subject(.final, row.route), row.longOverShort, limit: longNameLimit)
    }
  }

  private static func assignmentTargets(_ results: BenchmarkResults) -> [TargetResult] {
    results.assignment.flatMap { row in
      ThemingRoute.allCases.map { route in
        let nanoseconds = row.contenders[ContenderKind.theming(route).rawValue]?
          .medianNanosecondsPerItem
        return TargetResult(
          figure: "assigning a provider",
          subject: subject(row.nodeClass, route),
          target: "≤ \(Format.nanoseconds(assignmentLimitNanoseconds))",
          measured: nanoseconds.map(Format.nanoseconds) ?? "n/a",
          value: nanoseconds,
          limit: assignmentLimitNanoseconds)
      }
    }
  }

  private static func memoryTargets(_ results: BenchmarkResults) -> [TargetResult] {
    guard let memory = results.memory else { return [] }
    return ThemingRoute.allCases.map { route in
      let bytes = memory.bytesPerNode[ContenderKind.theming(route).rawValue]
      return TargetResult(
        figure: "heap per tracked object, three properties",
        subject: subject(.final, route),
        target: "≤ \(Format.fixed(memoryLimitBytes, digits: 0)) bytes",
        measured: bytes.map { "\(Format.fixed($0, digits: 0)) bytes" } ?? "n/a",
        value: bytes,
        limit: memoryLimitBytes)
    }
  }

  private static func churnTargets(_ results: BenchmarkResults) -> [TargetResult] {
    guard let churn = results.churn else { return [] }
    return [
      TargetResult(
        figure: "churn of \(Format.count(churn.createdNodes)) objects: peak trackedNodeCount "
          + "vs live objects",
        subject: subject(.final, .declaredProperties),
        target: "≤ \(Format.ratio(churnLimit))",
        measured: "\(Format.ratio(churn.theming.peakOverLive)) "
          + "(\(churn.theming.peakTableEntries) / \(churn.peakLiveNodes))",
        value: churn.theming.peakOverLive,
        limit: churnLimit)
    ]
  }

  /// A scaling figure's target: its time per unit at the large size within
  /// ``scalingGrowthLimit`` times its time per unit at the small one. A figure cut short by its
  /// time limit misses it: no linear workload comes near that limit.
  static func scalingTarget(_ row: ScalingResult) -> TargetResult {
    let perUnit =
      "\(Format.duration(row.small.medianNanosecondsPerUnit)) → "
      + Format.duration(row.large.medianNanosecondsPerUnit)
    let cut = row.large.unitsDoneWhenCut.map { ", cut after \(Format.count($0)) units" } ?? ""
    return TargetResult(
      figure: "\(row.title), \(Format.count(row.large.units)) vs \(Format.count(row.small.units))",
      subject: scalingSubject(row),
      target: "≤ \(Format.ratio(scalingGrowthLimit)) per unit",
      measured: "\(row.growthText) (\(perUnit)\(cut))",
      value: row.growth,
      limit: scalingGrowthLimit,
      met: row.cutShort ? false : nil)
  }

  /// "final class (reports moves), declared properties", for a scaling figure.
  static func scalingSubject(_ row: ScalingResult) -> String {
    let moves = row.movesReported ? "reports moves" : "no move reports"
    return "\(row.nodeClass.title) (\(moves)), \(row.route.rawValue)"
  }

  private static func loadTargets(_ results: BenchmarkResults) -> [TargetResult] {
    results.loading.flatMap { row in
      let megabytes = "\(Format.fixed(Double(row.bytes) / 1e6, digits: 1)) MB"
      return [
        TargetResult(
          figure: "loading a \(megabytes) \(row.document)",
          subject: "ThemingPalettes",
          target: "< 1 s",
          measured: Format.duration(row.medianMilliseconds * 1e6),
          value: row.medianMilliseconds,
          limit: loadLimitMilliseconds),
        TargetResult(
          figure: "peak memory of loading a \(megabytes) \(row.document), per byte of it",
          subject: "ThemingPalettes",
          target: "≤ \(Format.fixed(loadPeakLimit, digits: 0)) bytes",
          measured: row.peakBytesPerByte.map { "\(Format.fixed($0, digits: 1)) bytes" } ?? "n/a",
          value: row.peakBytesPerByte,
          limit: loadPeakLimit),
      ]
    }
  }

  private static func ratioTarget(
    _ figure: String, _ subject: String, _ ratio: Double?, limit: Double
  ) -> TargetResult {
    TargetResult(
      figure: figure, subject: subject, target: "≤ \(Format.ratio(limit))",
      measured: ratio.map(Format.ratio) ?? "n/a", value: ratio, limit: limit)
  }

  private static func speedupTarget(
    _ figure: String, _ subject: String, _ speedup: Double?, limit: Double
  ) -> TargetResult {
    TargetResult(
      figure: figure, subject: subject,
      target: limit <= 1 ? "faster" : "≥ \(Format.ratio(limit)) faster",
      measured: speedup.map(Format.speedup) ?? "n/a",
      value: speedup, limit: limit, atLeast: true)
  }
}
