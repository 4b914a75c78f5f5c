/// The report's sections on the workloads done object by object, assignment, memory, churn
/// and loading.
enum WorkloadSections {
  static func scaling(_ results: BenchmarkResults) -> ReportSection? {
    let rows = results.scaling
    guard let first = rows.first else { return nil }
    let small = Format.count(first.small.units)
    let large = Format.count(first.large.units)
    var table = TextTable(
      header: [
        "workload", "class, route", "per unit at \(small) [min]", "at \(large) [min]", "growth",
      ],
      rightAligned: [2, 3, 4]
    )
    for row in rows {
      table.add([
        "\(row.title) (per \(row.unit))",
        Targets.scalingSubject(row),
        microseconds(row.small),
        microseconds(row.large),
        row.growthText,
      ])
    }
    let cut = rows.filter(\.cutShort).map { row in
      "\(row.title), \(Targets.scalingSubject(row)): a run stopped at its time limit after "
        + "\(Format.count(row.large.unitsDoneWhenCut ?? row.small.unitsDoneWhenCut ?? 0)) units"
    }
    return ReportSection(
      title: "Workloads done object by object, \(small) and \(large) units",
      tables: [table],
      notes: [
        "Each run builds its structure outside the timing (app-like forests: screens of "
          + "\(Format.count(results.trees.first?.screenSize ?? 0)) nodes under a few window "
          + "roots; for the moves, one wide parent), does every unit of work, timed, and checks "
          + "every node outside the timing. The sizes alternate run by run (runs at each size: "
          + "\(first.large.runs)). growth: the time per unit at \(large) over the time "
          + "per unit at \(small); about 1 when the workload is linear, about "
          + "\(Format.ratio(Double(first.large.units) / Double(max(first.small.units, 1)))) "
          + "when it is quadratic. The override figures pin every node of screens made of "
          + "chains of \(OverrideWorkload<FinalNode>.chainLength) nodes, so pins nest."
      ] + cut
    )
  }

  /// A point's median and minimum time per unit, in microseconds.
  private static func microseconds(_ point: ScalingPoint) -> String {
    Format.perItem(point.medianNanosecondsPerUnit / 1e3, point.minNanosecondsPerUnit / 1e3) + " µs"
  }

  static func assignment(_ results: BenchmarkResults) -> ReportSection? {
    let rows = results.assignment
    guard let first = rows.first else { return nil }
    var table = TextTable(
      header: ["contender"] + rows.map { "\($0.nodeClass.title), ns [min]" } + ["per"],
      rightAligned: Set(1...rows.count)
    )
    for kind in ContenderKind.all {
      table.add(
        [kind.title]
          + rows.map { row in
            row.contenders[kind.rawValue].map {
              Format.perItem($0.medianNanosecondsPerItem, $0.minNanosecondsPerItem)
            } ?? ""
          } + [AssignmentFigure.unit(of: kind)])
    }
    return ReportSection(
      title: "Assigning three providers to each of \(Format.count(first.nodes)) fresh nodes, "
        + "\(first.contenders.values.first?.runs ?? 0) runs",
      tables: [table],
      notes: [
        "Measured in a process of its own, whose heap no earlier figure has used. Every run "
          + "themes new nodes with a new manager (or design), made and dropped outside the "
          + "timing; each assignment applies its provider at once."
      ]
    )
  }

  static func memory(_ results: BenchmarkResults) -> ReportSection? {
    guard let memory = results.memory else { return nil }
    guard !memory.bytesPerNode.isEmpty else {
      return ReportSection(
        title: "Heap per tracked object", tables: [],
        notes: ["Not measured: \(memory.method) is unavailable here."])
    }
    var table = TextTable(header: ["contender", "bytes/object"], rightAligned: [1])
    for kind in ContenderKind.all {
      guard let bytes = memory.bytesPerNode[kind.rawValue] else { continue }
      table.add([kind.title, Format.fixed(bytes, digits: 0)])
    }
    return ReportSection(
      title: "Heap per tracked object with three properties, final class, "
        + "\(Format.count(memory.nodes)) objects",
      tables: [table],
      notes: [
        "\(memory.method), read before and after theming existing nodes. The provider closures "
          + "are shared, so their contexts are not counted; everything else a design allocates "
          + "per object is, including the weak-reference side table Swift allocates for an "
          + "object that had none."
      ]
    )
  }

  static func churn(_ results: BenchmarkResults) -> ReportSection? {
    guard let churn = results.churn else { return nil }
    var table = TextTable(
      header: ["contender", "peak table", "÷ live", "after a switch", "ns/object"],
      rightAligned: [1, 2, 3, 4]
    )
    let rows: [(String, ChurnFigures)] = [
      ("Theming (trackedNodeCount)", churn.theming),
      ("JXTheme design (weak table, no sweep)", churn.jxTheme),
    ]
    for (title, figures) in rows {
      table.add([
        title,
        "\(figures.peakTableEntries)",
        Format.ratio(figures.peakOverLive),
        "\(figures.entriesAfterSwitch)",
        Format.fixed(figures.nanosecondsPerNode, digits: 0),
      ])
    }
    return ReportSection(
      title: "Churn: \(Format.count(churn.createdNodes)) themed objects made and dropped, the "
        + "last \(churn.window) kept alive",
      tables: [table],
      notes: [
        "Final class, Theming through its declared properties. ns/object: make an object, "
          + "assign three providers, drop it. The JXTheme model reuses a slot only when a new "
          + "object lands at a dead one's address."
      ]
    )
  }

  static func loading(_ results: BenchmarkResults) -> ReportSection? {
    guard let first = results.loading.first else { return nil }
    var table = TextTable(
      header: ["document", "bytes", "keys", "median [min]", "peak added", "per byte"],
      rightAligned: [1, 2, 3, 4, 5]
    )
    for row in results.loading {
      table.add([
        row.document,
        Format.count(row.bytes),
        Format.count(row.keys),
        "\(Format.duration(row.medianMilliseconds * 1e6)) "
          + "[\(Format.duration(row.minMilliseconds * 1e6))]",
        row.peakBytes.map(Format.count) ?? "n/a",
        row.peakBytesPerByte.map { Format.fixed($0, digits: 1) } ?? "n/a",
      ])
    }
    return ReportSection(
      title: "Loading a document of about \(Format.fixed(Double(first.bytes) / 1e6, digits: 1)) "
        + "MB, \(first.runs) runs each",
      tables: [table],
      notes: [
        "ThemePalette(json:) and ThemePaletteContents(tokenResolver:documents:), light and dark "
          + "styles in groups of 100 keys (every tenth token an alias). Each loaded palette is "
          + "checked outside the timing. The peak is measured in a process of its own that "
          + "reads the document from a file and loads it (VmHWM on Linux, after resetting it), "
          + "the file's bytes included."
      ]
    )
  }
}
