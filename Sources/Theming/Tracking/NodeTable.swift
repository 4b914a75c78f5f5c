/// The weak table of tracked nodes, written for every platform (Foundation on Linux has no
/// `NSHashTable` or `NSMapTable`).
///
/// Records sit in a dense array, in the order their nodes were first tracked, so that a pass
/// is a straight walk; a dictionary from object identity finds a node's record. Entries whose
/// node has died are dropped when a pass meets them and by a sweep that runs whenever the table
/// has doubled since the last one, so it never grows far beyond the live nodes.
@MainActor
struct NodeTable {
  private(set) var records: [NodeRecord] = []
  private var positions: [ObjectIdentifier: Int] = [:]
  private var sweepThreshold = NodeTable.minimumSweepThreshold

  private static let minimumSweepThreshold = 64

  var count: Int { records.count }

  /// The live record of `node`; `nil` when it has none, including when the record found at its
  /// address belonged to an object that has died.
  func record(for node: any ThemeNode) -> NodeRecord? {
    guard let position = positions[ObjectIdentifier(node)] else { return nil }
    let record = records[position]
    return record.node === node ? record : nil
  }

  /// The live record of `node`, made if it has none. A dead object's record at the same
  /// address is replaced, so a new object starts clean.
  mutating func makeRecord(
    for node: any ThemeNode,
    manager: ThemeManager,
    canSweep: Bool
  ) -> NodeRecord {
    let id = ObjectIdentifier(node)
    if let position = positions[id] {
      let existing = records[position]
      if existing.node === node { return existing }
      existing.detach()
      let record = NodeRecord(node: node, manager: manager)
      records[position] = record
      return record
    }
    if canSweep && records.count >= sweepThreshold {
      removeDeadRecords()
    }
    let record = NodeRecord(node: node, manager: manager)
    positions[id] = records.count
    records.append(record)
    return record
  }

  /// Drops records whose node has died or that hold no binding, keeping the order of the rest.
  mutating func removeDeadRecords() {
    var kept: [NodeRecord] = []
    kept.reserveCapacity(records.count)
    positions.removeAll(keepingCapacity: true)
    for record in records {
      if record.node != nil && !record.bindings.isEmpty {
        positions[record.id] = kept.count
        kept.append(record)
      } else {
        record.detach()
      }
    }
    records = kept
    sweepThreshold = max(Self.minimumSweepThreshold, 2 * kept.count)
  }
}
