/// The record class (see ``NodeRecord/make(for:)``) of each class of tracked node, learnt from
/// its first node, so that making a record is a look-up by class and a call of its initializer.
/// Found anew for every record, Swift's look-up of the generic class cost 20–45 ns per record:
/// assigning three providers to each of 100,000 fresh nodes took 181–190 ns per assignment
/// instead of 174–175.
struct RecordClassTable {
  /// `classes[index[node class]]`.
  private var index = IdentityMap(capacity: 8)
  private var classes: [NodeRecord.Type] = []

  /// A new record for `node`.
  mutating func record(for node: any ThemeNode) -> NodeRecord {
    let type = ObjectIdentifier(Swift.type(of: node))
    if let known = index.value(for: type) {
      return classes[Int(known)].init(node: node)
    }
    let made = NodeRecord.make(for: node)
    index.set(Int32(classes.count), for: type)
    classes.append(Swift.type(of: made))
    return made
  }
}
