import Theming

/// Heap bytes per node for tracking it with three themed properties, on the final class.
@MainActor
enum MemoryFigure {
  /// For each contender: builds a forest and the contender (for Theming, its manager), reads
  /// the heap, themes every node with the shared providers, and reads the heap again. Closure
  /// contexts of the providers are shared and so not counted; everything the design allocates
  /// per node is (records, bindings, observers, dictionaries, boxes, table slots, and the weak
  /// reference side table Swift allocates for a node that had none, the same for all).
  ///
  /// - Returns: Bytes per node by contender; empty when the heap cannot be measured.
  static func measure(shape: ForestShape, providers: Providers) throws -> [ContenderKind: Double] {
    var bytes: [ContenderKind: Double] = [:]
    for kind in ContenderKind.all {
      guard let perNode = try measureOne(kind, shape: shape, providers: providers) else {
        return [:]
      }
      bytes[kind] = perNode
    }
    return bytes
  }

  private static func measureOne(
    _ kind: ContenderKind,
    shape: ForestShape,
    providers: Providers
  ) throws -> Double? {
    let forest = NodeForest<FinalNode>(shape: shape)
    let contender = makeContender(kind, forest: forest, providers: providers)
    guard let before = HeapMeter.bytesInUse() else { return nil }
    contender.themeAll()
    guard let after = HeapMeter.bytesInUse() else { return nil }
    try Verifier.check(forest, contender: kind, current: .light, context: "theming for memory")
    contender.tearDown()
    return Double(after - before) / Double(max(forest.nodes.count, 1))
  }
}
