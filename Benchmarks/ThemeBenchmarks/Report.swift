import Foundation
import ThemingPalettes

/// The results as JSON, for machines.
enum JSONReport {
  static func render(_ results: BenchmarkResults) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(results), as: UTF8.self)
  }
}

/// The results as a readable table.
enum TableReport {
  static func render(_ results: BenchmarkResults) -> String {
    let sections = [
      viewLikeSwitch(results),
      viewLikeOverrideSwitch(results),
      viewLikeAssignment(results),
      viewLikeScreenReplacement(results),
      plainSwitch(results),
      coldSwitch(results),
      longStyleNames(results),
      overrideSwitch(results),
      toggle(results),
      rootToggle(results),
      scaling(results),
      assignment(results),
      memory(results),
      churn(results),
      paletteLoad(results),
      tokenLoadMemory(results),
      targets(results),
      proposedTargets(results),
    ]
    .compactMap { $0 }
    .enumerated()
    .map { "\($0.offset + 1). \($0.element)" }
    return ([heading(results)] + sections + [footer(results)]).joined(separator: "\n\n")
  }

  static let order = ContenderKind.allCases

  private static func heading(_ results: BenchmarkResults) -> String {
    let machine = results.machine
    let runs = results.changeTheme.map { row in
      "\(row.contenders.values.first?.runs ?? 0) at \(Format.count(row.nodes))"
    }
    let trees = results.trees.map { tree in
      "\(Format.count(tree.nodes)): \(tree.screens) screen\(tree.screens == 1 ? "" : "s") of "
        + "\(Format.count(tree.screenSize)) nodes, max depth \(tree.maximumDepth), mean "
        + "\(Format.fixed(tree.averageDepth, digits: 1)), "
        + "\(Format.fixed(100 * tree.leafFraction, digits: 0)) % leaves"
    }
    let contenders = ContenderKind.allCases.map { kind in
      "  \(kind.title.padding(toLength: 27, withPad: " ", startingAt: 0))\(kind.summary)"
    }
    .joined(separator: "\n")
    return """
      Theming benchmarks (\(results.mode) run)
        machine  \(machine.cpuModel), \(machine.logicalCores) logical cores
                 \(machine.operatingSystem); \(machine.compiler), \(machine.buildConfiguration) build
        timing   DispatchTime (monotonic); \(results.warmupRuns) warm-up run(s), then timed runs \
      (\(runs.joined(separator: ", "))),
                 contenders interleaved in rotating order; figures are medians, minimum in [ ]
        trees    \(trees.joined(separator: "\n           "))
                 three themed Int properties per node; same shape and closures for every contender
        checked  every run verified node by node outside the timed region

      Contenders (each re-implemented in Benchmarks/ThemeBenchmarks/Contenders)
      \(contenders)
      """
  }

  /// The table of a switch figure: per size, a line per contender.
  static func switchTable(_ rows: [some SwitchRow], floorTitle: String) -> TextTable {
    var table = TextTable(
      header: ["nodes", "contender", "median", "ns/node [min]", "× floor", "× Theming"],
      rightAligned: [2, 3, 4, 5]
    )
    for row in rows {
      var first = true
      for kind in order {
        guard let timing = row.contenders[kind.rawValue] else { continue }
        table.add([
          first ? Format.count(row.nodes) : "",
          kind == .floor ? floorTitle : kind.title,
          Format.duration(timing.medianNanoseconds),
          Format.perItem(timing.medianNanosecondsPerItem, timing.minNanosecondsPerItem),
          row.timesFloor[kind.rawValue].map(Format.ratio) ?? "",
          row.timesTheming[kind.rawValue].map(Format.ratio) ?? "",
        ])
        first = false
      }
    }
    return table
  }

  private static func plainSwitch(_ results: BenchmarkResults) -> String? {
    guard !results.changeTheme.isEmpty else { return nil }
    let table = switchTable(results.changeTheme, floorTitle: ContenderKind.floor.title)
    return """
      Final class: changeTheme, light <-> dark, no overrides
      \(table.render())
        × Theming: the contender's median over Theming's (above 1: Theming is that many times faster)
      """
  }

  private static func coldSwitch(_ results: BenchmarkResults) -> String? {
    guard !results.changeThemeCold.isEmpty else { return nil }
    let table = switchTable(results.changeThemeCold, floorTitle: ContenderKind.floor.title)
    return """
      Final class: changeTheme, light <-> dark, no overrides, cold: right after writing 64 MB
      \(table.render())
        Before every timed switch one byte of every 64-byte line of a 64 MB block is written, so
        the switch finds its nodes, records and tables in memory, not in cache. Same forests as
        above, the two contenders run by run in rotating order.
      """
  }

  private static func longStyleNames(_ results: BenchmarkResults) -> String? {
    guard !results.longStyleNames.isEmpty else { return nil }
    var table = TextTable(
      header: ["nodes", ".light/.dark [min]", "long names [min]", "long ÷ short"],
      rightAligned: [0, 1, 2, 3]
    )
    for row in results.longStyleNames {
      table.add([
        Format.count(row.nodes),
        Format.perItem(row.short.medianNanosecondsPerItem, row.short.minNanosecondsPerItem),
        Format.perItem(row.long.medianNanosecondsPerItem, row.long.minNanosecondsPerItem),
        row.longOverShort.map(Format.ratio) ?? "",
      ])
    }
    let lengths = results.longStyleNames.first?.longNameLengths.map(String.init) ?? []
    return """
      Final class: changeTheme of Theming between run-time style names of \
      \(lengths.joined(separator: " and ")) characters, against .light <-> .dark, ns/node
      \(table.render())
        One forest per size, switched between the two pairs run by run in rotating order, each
        switch to the name whose values differ from the forest's. The providers tell styles
        apart by the parity of the name's length, which costs the same for either pair.
      """
  }

  /// `ratio` of each row that has it, as "1k 1.23×, 10k …".
  static func ratioList(
    _ rows: [OverrideSwitchResult], _ ratio: KeyPath<OverrideSwitchResult, Double?>
  )
    -> String
  {
    rows.compactMap { row in
      row[keyPath: ratio].map { "\(Format.count(row.nodes)) \(Format.ratio($0))" }
    }.joined(separator: ", ")
  }

  /// The lines on ``OwnSwitchPlusParentRead`` of an override figure without move reports, each
  /// after `indent`.
  static func ownSwitchLines(_ rows: [OverrideSwitchResult], indent: String) -> String {
    let sums = ratioList(rows, \.ownSwitchPlusParentReadOverParentReadingFloor)
    let over = ratioList(rows, \.themingOverOwnSwitchPlusParentRead)
    return [
      "Theming without overrides + one parent read (at the floors' cost), ÷ the floor reading",
      "  parents: \(sums)",
      "  (what Theming would show here if its pass added nothing to its switch but that read)",
      "Theming ÷ that sum: \(over)",
    ].map { indent + $0 }.joined(separator: "\n")
  }

  private static func overrideSwitch(_ results: BenchmarkResults) -> String? {
    guard !results.changeThemeWithOverrides.isEmpty else { return nil }
    let table = switchTable(
      results.changeThemeWithOverrides,
      floorTitle: "floor (ignores overrides)"
    )
    var pinned: [String] = []
    var ratios: [String] = []
    var overParentFloor: [String] = []
    for row in results.changeThemeWithOverrides {
      if let ratio = row.themingOverParentReadingFloor {
        overParentFloor.append("\(Format.count(row.nodes)) \(Format.ratio(ratio))")
      }
      let fraction = 100 * Double(row.pinnedNodes) / Double(max(row.nodes, 1))
      pinned.append(
        "\(Format.count(row.nodes)): \(row.pinnedNodes) nodes "
          + "(\(Format.fixed(fraction, digits: 1)) %) in \(row.pinnedSubtrees) subtrees"
      )
      if let ratio = row.themingWithOverridesOverWithout {
        ratios.append("\(Format.count(row.nodes)) \(Format.ratio(ratio))")
      }
    }
    let unreported = ratioList(
      results.changeThemeWithOverridesUnreported, \.themingOverParentReadingFloor)
    let unreportedRuntime = ratioList(
      results.changeThemeWithOverridesUnreported, \.themingOverRuntimeParentReadingFloor)
    return """
      Final class: changeTheme with ~10 % of nodes under overrides
      \(table.render())
        pinned (whole subtrees in every screen, alternately to dark and light, before theming):
          \(pinned.joined(separator: "\n    "))
        Theming ÷ the floor reading parents: \(overParentFloor.joined(separator: ", "))
        the same where no move is reported (the manager also tracks one object of a class that
          reports none, so it trusts no learnt link and reads every parent):
          \(unreported)
          and ÷ that floor reading parents through themeParent: \(unreportedRuntime)
      \(ownSwitchLines(results.changeThemeWithOverridesUnreported, indent: "    "))
        Theming with overrides ÷ Theming without: \(ratios.joined(separator: ", "))
          (both switched run by run in rotating order on forests of the same shape)
        The two floors restyle every node with the current style; the second also loads each
        node's parent, as a design resolving overrides from the live tree must. The
        NotificationCenter design has no overrides. JXTheme re-applies every node, pinned or not;
        Theming skips nodes whose style did not change.
      """
  }

  private static func toggle(_ results: BenchmarkResults) -> String? {
    guard let toggle = results.overrideToggle else { return nil }
    var table = TextTable(
      header: ["contender", "per toggle", "ns/subtree node [min]", "% of changeTheme"],
      rightAligned: [1, 2, 3]
    )
    for kind in order {
      guard let timing = toggle.contenders[kind.rawValue] else { continue }
      table.add([
        kind == .jxTheme ? "JXTheme design (push + refresh)" : kind.title,
        Format.duration(timing.medianNanoseconds),
        Format.perItem(timing.medianNanosecondsPerItem, timing.minNanosecondsPerItem),
        toggle.percentOfFullChangeTheme[kind.rawValue].map(Format.percent) ?? "",
      ])
    }
    let runs = toggle.contenders.values.first?.runs ?? 0
    return """
      Final class: override toggle (set, then clear) on a \
      \(Format.count(toggle.subtreeNodes))-node subtree of a \
      \(Format.count(toggle.forestNodes))-node forest, \(runs) toggles
      \(table.render())
        % of changeTheme: the toggle's median over the median of the same design's changeTheme
        of the whole forest, each run a switch and then a toggle.
        JXTheme itself only copies the override down; the refresh of the subtree is what an app
        must add to see it, and is timed with it.
      """
  }

  private static func rootToggle(_ results: BenchmarkResults) -> String? {
    guard let toggle = results.rootToggle else { return nil }
    var table = TextTable(
      header: ["operation", "median [min]", "ns/node [min]"],
      rightAligned: [1, 2]
    )
    var rows: [(String, Timing)] = [
      ("changeTheme of the whole tree", toggle.fullSwitch),
      ("toggle at the root (set, then clear)", toggle.toggle),
    ]
    if let set = toggle.set { rows.append(("  set (the root had no override)", set)) }
    if let clear = toggle.clear { rows.append(("  clear", clear)) }
    for (title, timing) in rows {
      table.add([
        title,
        "\(Format.duration(timing.medianNanoseconds)) [\(Format.duration(timing.minNanoseconds))]",
        Format.perItem(timing.medianNanosecondsPerItem, timing.minNanosecondsPerItem),
      ])
    }
    let ratio = toggle.setOrClearOverSwitch.map(Format.ratio) ?? "n/a"
    let setRatio = toggle.setOverSwitch.map(Format.ratio) ?? "n/a"
    let clearRatio = toggle.clearOverSwitch.map(Format.ratio) ?? "n/a"
    let firstSet =
      toggle.firstSetNanoseconds.map { nanoseconds in
        let ratio = toggle.firstSetOverSwitch.map(Format.ratio) ?? "n/a"
        return "\(Format.duration(nanoseconds)), \(ratio) the switch before it"
      } ?? "n/a"
    return """
      Final class: override toggle at the root of a \(Format.count(toggle.nodes))-node tree \
      (its subtree is every node), Theming, \(toggle.toggle.runs) runs
      \(table.render())
        one set or clear (toggle ÷ 2) ÷ changeTheme: \(ratio) (set \(setRatio), clear \(clearRatio)).
        Each run a switch, then the root pinned to the other style and cleared, so that both
        restyle every node, as the switch does. The first set at the root, timed once before
        the runs (in a large tree it takes the subtree's order, which later sets reuse):
        \(firstSet).
      """
  }

  private static func scaling(_ results: BenchmarkResults) -> String? {
    guard !results.scaling.isEmpty else { return nil }
    var table = TextTable(
      header: ["operation", "size", "median [min]", "per unit [min]", "growth"],
      rightAligned: [1, 2, 3, 4]
    )
    var budgetNotes: [String] = []
    for row in results.scaling {
      for (index, point) in [row.small, row.large].enumerated() {
        let timing = point.timing
        table.add([
          index == 0 ? row.title : "",
          "\(Format.count(point.units)) \(row.sizeUnit)",
          "\(Format.duration(timing.medianNanoseconds)) [\(Format.duration(timing.minNanoseconds))]",
          "\(Format.duration(timing.medianNanosecondsPerItem)) "
            + "[\(Format.duration(timing.minNanosecondsPerItem))] /\(row.unit)",
          index == 0 ? "" : row.perUnitGrowth.map(Format.ratio) ?? "n/a",
        ])
      }
      if row.stoppedAtBudget {
        budgetNotes.append("\(row.title): \(row.large.timing.runs) runs, cut by the time budget")
      }
    }
    let notes = budgetNotes.isEmpty ? "" : "\n  " + budgetNotes.joined(separator: "\n  ")
    let runs = results.scaling.first?.small.timing.runs ?? 0
    return """
      Final class: scaling, operations at two sizes, one unit of work at a time \
      (Theming, moves reported), \(runs) runs
      \(table.render())
        growth: the time per unit at the large size over the time per unit at the small one;
        about 1 when the operation is linear in its work, about the ratio of the sizes when it is
        quadratic. Every unit restyles one node (or applies one binding); structures are built,
        and every node or binding checked, outside the timing.\(notes)
      """
  }

  /// The table of an assignment figure: a line per contender, per item in its own unit.
  static func assignmentTable(_ assignment: AssignmentResult) -> TextTable {
    var table = TextTable(header: ["contender", "ns [min]", "per"], rightAligned: [1])
    for kind in order {
      guard let timing = assignment.contenders[kind.rawValue] else { continue }
      table.add([
        kind == .floor ? "floor (reference)" : kind.title,
        Format.perItem(timing.medianNanosecondsPerItem, timing.minNanosecondsPerItem),
        AssignmentFigure.shortUnit(of: kind),
      ])
    }
    return table
  }

  private static func assignment(_ results: BenchmarkResults) -> String? {
    guard let assignment = results.assignment else { return nil }
    let table = assignmentTable(assignment)
    let runs = assignment.contenders.values.first?.runs ?? 0
    return """
      Final class: assigning providers to \(Format.count(assignment.nodes)) fresh nodes, three \
      properties each, \(runs) runs
      \(table.render())
        Measured in a process of its own, whose heap no earlier figure has used. Every run
        themes new nodes with a new manager (or design), made and dropped outside the timing.
        Each assignment applies its provider at once. The NotificationCenter design's
        unit is one observer added plus three properties applied; the floor's is one value
        applied, plus one weak entry per node.
      """
  }

  private static func memory(_ results: BenchmarkResults) -> String? {
    guard let memory = results.memory else { return nil }
    guard !memory.bytesPerNode.isEmpty else {
      return "Memory per tracked node: not measured (\(memory.method) is unavailable here)"
    }
    var table = TextTable(header: ["contender", "bytes/node"], rightAligned: [1])
    for kind in order {
      guard let bytes = memory.bytesPerNode[kind.rawValue] else { continue }
      table.add([kind.title, Format.fixed(bytes, digits: 0)])
    }
    return """
      Final class: heap per tracked node with three properties \
      (\(Format.count(memory.nodes)) nodes; \(memory.method))
      \(table.render())
        provider closures are shared, so their contexts are not counted; everything else the design
        allocates per node is, including a weak-reference side table for nodes that had none
      """
  }

  private static func churn(_ results: BenchmarkResults) -> String? {
    guard let churn = results.churn else { return nil }
    var table = TextTable(
      header: ["contender", "peak table", "÷ live", "after a switch", "ns/node"],
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
    return """
      Final class: churn, \(Format.count(churn.createdNodes)) themed nodes made and dropped, \
      the last \(churn.window) kept alive (at most \(churn.peakLiveNodes) live)
      \(table.render())
        ns/node: make a node, assign three providers, drop it. The JXTheme model reuses a slot only
        when a new object lands at a dead one's address; NSHashTable also frees slots on rehash.
      """
  }

  private static func paletteLoad(_ results: BenchmarkResults) -> String? {
    guard let load = results.paletteLoad else { return nil }
    var table = TextTable(
      header: ["JSON document", "bytes", "keys", "median [min]", "ns/key"],
      rightAligned: [1, 2, 3, 4]
    )
    let rows: [(String, PaletteLoadTiming)] =
      [
        ("light and dark, groups of 100", load.document),
        ("one style, one object", load.oneObject),
        ("one style, objects of 100", load.splitObjects),
      ] + (load.tokenDocument.map { [("design tokens: resolver, light and dark", $0)] } ?? [])
    for (title, timing) in rows {
      table.add([
        title,
        Format.count(timing.bytes),
        Format.count(timing.keys),
        "\(Format.duration(timing.medianMilliseconds * 1e6)) "
          + "[\(Format.duration(timing.minMilliseconds * 1e6))]",
        Format.fixed(timing.medianNanosecondsPerKey, digits: 0),
      ])
    }
    let ratio = load.oneObjectOverSplit.map(Format.ratio) ?? "n/a"
    return """
      Loading a palette from JSON, ThemePalette(json:), \(load.document.runs) runs each
      \(table.render())
        one object ÷ objects of 100, per key: \(ratio) (about 1 when loading is linear in the keys
        of one object). Documents are made and palettes checked outside the timing.
      """
  }

  private static func tokenLoadMemory(_ results: BenchmarkResults) -> String? {
    guard let memory = results.tokenLoadMemory else { return nil }
    return """
      Peak memory of loading a design-token resolver document, in a process of its own
        \(Format.count(memory.bytes)) bytes, \(Format.count(memory.keys)) keys in light and dark: \
      the load added \(Format.count(memory.peakBytes)) bytes at its peak (resident size), \
      \(Format.fixed(memory.bytesPerByte, digits: 1)) bytes per byte of the document
      """
  }

  private static func targets(_ results: BenchmarkResults) -> String? {
    guard !results.targets.isEmpty else { return nil }
    guard !results.isSmokeRun else { return smokeRun(results) }
    let met = results.targets.filter { $0.met == true }.count
    return """
      Targets: \(met) of \(results.targets.count) met
      \(targetTable(results.targets).render())
        "vs" a design: its median over Theming's (how many times faster Theming is); "vs the
        floor": Theming's median over the floor's.
      """
  }

  private static func proposedTargets(_ results: BenchmarkResults) -> String? {
    guard !results.proposedTargets.isEmpty, !results.isSmokeRun else { return nil }
    let met = results.proposedTargets.filter { $0.met == true }.count
    return """
      Proposed targets: \(met) of \(results.proposedTargets.count) met
      \(targetTable(results.proposedTargets).render())
        In place of the view-like class's targets against the NotificationCenter design at 1k,
        of the pinned switch without move reports against the floor that reads parents, and
        of assignment against the floor, which the figures show no design can meet as set:
        BENCHMARKS.md gives the reasons. "own switch + parent read": Theming's switch without
        overrides plus one parent read at the floors' cost, as in the pinned figures.
      """
  }

  private static func targetTable(_ targets: [TargetResult]) -> TextTable {
    var table = TextTable(header: ["figure", "target", "measured", ""], rightAligned: [2])
    for target in targets {
      let verdict =
        switch target.met {
        case true?: "met"
        case false?: "MISSED"
        case nil: "n/a"
        }
      table.add([target.figure, target.target, target.measured, verdict])
    }
    return table
  }

  /// In a smoke run, what the run checks, and the targets, which it does not judge: its sizes
  /// are too small and its runs too few for a ratio near a limit to mean anything.
  private static func smokeRun(_ results: BenchmarkResults) -> String {
    var table = TextTable(header: ["figure", "target"], rightAligned: [])
    for target in results.targets {
      table.add([target.figure, target.target])
    }
    let sizes = results.trees.map { Format.count($0.nodes) }.joined(separator: " and ")
    let runs = results.changeTheme.first?.contenders.values.first?.runs ?? 0
    return """
      Smoke run (--quick): what it checks
        - every figure runs to completion, for every contender;
        - every timed run of every contender is verified node by node outside the timing,
          and a contender that skipped work ends the program with status 1;
        - the sizes are tiny: forests of \(sizes) nodes, \(runs) timed run\(runs == 1 ? "" : "s") per figure.
        So the figures above are not measurements, and the targets are not judged in a smoke
        run; a full run (without --quick) judges them:
      \(table.render())
      """
  }

  private static func footer(_ results: BenchmarkResults) -> String {
    let sums = results.changeTheme.map { "\(Format.count($0.nodes)) \($0.checksum)" }
    return """
      checksums after the last switch (equal for every contender): \(sums.joined(separator: ", "))
      elapsed: \(Format.fixed(results.elapsedSeconds, digits: 1)) s
      """
  }
}
