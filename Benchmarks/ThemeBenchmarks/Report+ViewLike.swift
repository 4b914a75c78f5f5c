/// The view-like node class's sections of the table: the headline figures.
extension TableReport {
  static func viewLikeSwitch(_ results: BenchmarkResults) -> String? {
    let rows = results.viewLike.changeTheme
    guard !rows.isEmpty else { return nil }
    let table = switchTable(rows, floorTitle: "floor (setters)")
    return """
      View-like class: changeTheme, light <-> dark, no overrides
      \(table.render())
        ViewLikeNode is open (leaves are a subclass), its three properties are open setters
        whose didSet marks the node for redrawing, so every write is a call through the vtable,
        and it reports no moves. The floor loads each node weakly, calls the three providers
        and each setter; every contender is compiled for the class. Theming's own line uses
        properties declared on the namespace with bind(_:to:apply:); "key-path lookup" assigns
        the same properties through node.theme[dynamicMember:], whose writes the Swift runtime
        applies.
        × Theming: the contender's median over Theming's (above 1: Theming is that many times faster)
      """
  }

  static func viewLikeOverrideSwitch(_ results: BenchmarkResults) -> String? {
    let rows = results.viewLike.changeThemeWithOverrides
    guard !rows.isEmpty else { return nil }
    let table = switchTable(rows, floorTitle: "floor")
    return """
      View-like class: changeTheme with ~10 % of nodes under overrides, no move reports
      \(table.render())
        Theming ÷ the floor reading parents: \(ratioList(rows, \.themingOverParentReadingFloor))
        Theming ÷ that floor reading them through themeParent: \
      \(ratioList(rows, \.themingOverRuntimeParentReadingFloor))
      \(ownSwitchLines(rows, indent: "  "))
        Pinned as in the final class's figure. The class reports no moves, so every switch reads
        each node's parent, as the two floors that read parents do; the floors ignore the
        overrides. The first reads the class's own weak property, inlined in its loop; the
        second calls ThemeNode.themeParent through a reader chosen at run time, as a library
        that cannot name the app's classes must. "Theming, no overrides" is the same library on
        a forest of the same shape with no override set, which reads no parent.
      """
  }

  static func viewLikeAssignment(_ results: BenchmarkResults) -> String? {
    guard let assignment = results.viewLike.assignment else { return nil }
    let runs = assignment.contenders.values.first?.runs ?? 0
    return """
      View-like class: assigning providers to \(Format.count(assignment.nodes)) fresh nodes, \
      three properties each, \(runs) runs
      \(assignmentTable(assignment).render())
        As the final class's assignment figure below: new nodes and a new manager (or design)
        each run, made and dropped outside the timing; each assignment applies its provider.
      """
  }

  static func viewLikeScreenReplacement(_ results: BenchmarkResults) -> String? {
    let rows = results.viewLike.screenReplacement
    guard let first = rows.first else { return nil }
    var table = TextTable(
      header: ["nodes", "forest", "ns/node [min]", "mean", "× alone", "× alone, mean"],
      rightAligned: [2, 3, 4, 5]
    )
    for row in rows {
      for variant in ScreenReplacementFigure.Variant.allCases {
        guard let timing = row.variants[variant.rawValue] else { continue }
        let isFirst = variant == ScreenReplacementFigure.Variant.allCases.first
        table.add([
          isFirst ? Format.count(row.nodes) : "",
          variant.title,
          Format.perItem(timing.medianNanosecondsPerItem, timing.minNanosecondsPerItem),
          Format.fixed(row.meanNanosecondsPerNode[variant.rawValue] ?? 0, digits: 1),
          variant.replacesScreens ? row.ratio(variant, mean: false).map(Format.ratio) ?? "" : "",
          variant.replacesScreens ? row.ratio(variant, mean: true).map(Format.ratio) ?? "" : "",
        ])
      }
    }
    return """
      View-like class: changeTheme right after a screen of \(Format.count(first.screenNodes)) \
      nodes was replaced, no move reports
      \(table.render())
        Measured in a process of its own. Theming on four forests of the same shape; each with
        a screen replaced is switched in the same runs as its counterpart with none. Before
        each of its switches, the next of
        its screens is dropped (its nodes die) and one of the same layout is made, pinned as
        before and themed, outside the timing. Without overrides, the switch meets the dead
        screen's records, gives back their bindings, and every few switches compacts the
        table: the median leaves those switches out, the mean takes them in. With overrides,
        pinning the new screen's nodes ran passes (the class reports no moves), which met the
        dead records first: the switch meets the new records for the first time.
        "× alone": over the same forest with no screen replaced.
      """
  }
}
