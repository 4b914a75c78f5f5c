/// The report's sections on the switch figures.
enum FigureSections {
  /// The contenders in the order the tables list them.
  static let order = ContenderKind.allCases

  /// `changeTheme` without overrides, one section per node class.
  static func switches(_ results: BenchmarkResults, _ nodeClass: NodeClass) -> ReportSection? {
    let rows = results.switches.filter { $0.nodeClass == nodeClass }
    guard !rows.isEmpty else { return nil }
    let classNote =
      switch nodeClass {
      case .viewLike:
        "ViewLikeNode is open (leaves are a subclass), its three properties are open setters "
          + "whose didSet marks the node for redrawing, and it reports no moves. Theming's "
          + "declared properties are declared as the library declares UIKit's, the route "
          + "UIKit views get by default: once for the class and its subclasses (ThemeWrapper "
          + "where Base: ViewLikeNode, through a ThemeProperty each), leaves themed through "
          + "their own subclass; the key-path lookup is the route of a property nobody "
          + "declared."
      case .final:
        "FinalNode is final, with three stored properties, and reports its moves through a "
          + "ThemeMoveReporter. Theming's declared properties are an extension of ThemeWrapper "
          + "where Base == FinalNode; the key-path lookup assigns through "
          + "node.theme[dynamicMember:] with nothing declared."
      }
    return ReportSection(
      title: "changeTheme, \(nodeClass.title), light <-> dark, no overrides",
      tables: [switchTable(rows, reference: .floor)],
      notes: [
        classNote,
        "The floor loads each object weakly and calls the three providers and the class's "
          + "own setters. × floor: the contender's median over the floor's, in the same runs.",
      ]
    )
  }

  /// `changeTheme` of the view-like class with about 10 % of its nodes pinned.
  static func pinnedSwitches(_ results: BenchmarkResults) -> ReportSection? {
    let rows = results.pinnedSwitches
    guard !rows.isEmpty else { return nil }
    let pinned = rows.map { row in
      "\(Format.count(row.nodes)): \(row.pinnedNodes) nodes in \(row.pinnedSubtrees) subtrees"
    }
    return ReportSection(
      title: "changeTheme, view-like class, about 10 % of nodes pinned, no move reports",
      tables: [switchTable(rows, reference: .parentReadingFloor)],
      notes: [
        "Pinned before theming: in every screen, whole subtrees of 8–120 nodes (at 1,000 per "
          + "screen), none inside another, alternately to dark and light, until they cover "
          + "10 % of it (\(pinned.joined(separator: "; "))). The class reports no moves, so a "
          + "switch must read every node's parent. The two floors ignore the overrides; the "
          + "second also loads each node's weak parent, the least a design that resolves "
          + "overrides from the live tree must do. × reference: the median over that floor's."
      ]
    )
  }

  /// The table of a switch figure: per size, a line per contender.
  private static func switchTable(_ rows: [SwitchResult], reference: ContenderKind)
    -> TextTable
  {
    var header = ["nodes", "contender", "median", "ns/node [min]", "× floor"]
    if reference != .floor { header.append("× reference") }
    var table = TextTable(header: header, rightAligned: [2, 3, 4, 5])
    for row in rows {
      for (position, kind) in order.filter({ row.timing($0) != nil }).enumerated() {
        guard let timing = row.timing(kind) else { continue }
        var cells = [
          position == 0 ? Format.count(row.nodes) : "",
          kind.title,
          Format.duration(timing.medianNanoseconds),
          Format.perItem(timing.medianNanosecondsPerItem, timing.minNanosecondsPerItem),
          row.ratio(kind, over: .floor).map(Format.ratio) ?? "",
        ]
        if reference != .floor {
          cells.append(row.ratio(kind, over: reference).map(Format.ratio) ?? "")
        }
        table.add(cells)
      }
    }
    return table
  }

  /// `changeTheme` between long style names made at run time and short ones.
  static func longStyleNames(_ results: BenchmarkResults) -> ReportSection? {
    let rows = results.longStyleNames
    guard let first = rows.first else { return nil }
    var table = TextTable(
      header: ["nodes", ".light/.dark, ns/node [min]", "long names [min]", "long ÷ short"],
      rightAligned: [0, 1, 2, 3]
    )
    for row in rows {
      table.add([
        Format.count(row.nodes),
        Format.perItem(row.short.medianNanosecondsPerItem, row.short.minNanosecondsPerItem),
        Format.perItem(row.long.medianNanosecondsPerItem, row.long.minNanosecondsPerItem),
        row.longOverShort.map(Format.ratio) ?? "",
      ])
    }
    let lengths = first.longNameLengths.map(String.init).joined(separator: " and ")
    return ReportSection(
      title: "changeTheme between style names of \(lengths) characters made at run time, "
        + "\(Targets.subject(.final, first.route))",
      tables: [table],
      notes: [
        "One forest per size, switched between the two pairs of names run by run in rotating "
          + "order. Its providers tell styles apart by the parity of the name's length, which "
          + "costs the same for either pair."
      ]
    )
  }
}
