import Theming

/// A benchmark that cannot be trusted: a contender did less work than it should have.
struct BenchmarkFailure: Error, CustomStringConvertible {
  let description: String
}

/// Checks, outside the timed region, that a contender restyled every node it should have.
@MainActor
enum Verifier {
  /// Times `body`, then, outside the timing, checks `contender`'s forest as
  /// ``check(_:contender:current:governing:indices:context:)`` does.
  ///
  /// - Parameters:
  ///   - contender: The contender whose forest `body` changes.
  ///   - current: The style nodes without an override should have.
  ///   - governing: Each node's governing override, or `nil` for a forest without overrides.
  ///   - indices: The nodes to check, or `nil` for all of them.
  ///   - context: What `body` does, for the message.
  ///   - body: The timed operation.
  /// - Returns: The nanoseconds `body` took, and the checksum of the checked nodes.
  /// - Throws: ``BenchmarkFailure`` naming the first node with a wrong value.
  @discardableResult
  static func timed<Node: BenchmarkNode>(
    _ contender: any Contender<Node>,
    current: ThemeStyle,
    governing: [ThemeStyle?]? = nil,
    indices: [Int]? = nil,
    context: String,
    _ body: () -> Void
  ) throws -> (nanoseconds: Double, checksum: Int) where Node.Base == Node {
    let nanoseconds = measureNanoseconds(body)
    let checksum = try check(
      contender.forest,
      contender: contender.kind,
      current: current,
      governing: governing,
      indices: indices,
      context: context
    )
    return (nanoseconds, checksum)
  }

  /// Checks that every node (or every node in `indices`) holds the values of the style that
  /// governs it, its override or else `current`, and returns the forest's checksum, the sum of
  /// all three properties over the checked nodes.
  ///
  /// - Parameters:
  ///   - forest: The contender's nodes.
  ///   - contender: The contender, for the message.
  ///   - current: The style nodes without an override should have.
  ///   - governing: Each node's governing override, or `nil` for a forest without overrides.
  ///   - indices: The nodes to check, or `nil` for all of them.
  ///   - followersChanged: Whether the operation changed the values of every checked node that
  ///     follows `current`, as every switch does (the styles alternate run by run): a class
  ///     whose setters mark it for redrawing must then show the mark on each.
  ///   - context: What just ran, for the message.
  /// - Returns: The checksum.
  /// - Throws: ``BenchmarkFailure`` naming the first node with a wrong value.
  @discardableResult
  static func check(
    _ forest: NodeForest<some BenchmarkNode>,
    contender: ContenderKind,
    current: ThemeStyle,
    governing: [ThemeStyle?]? = nil,
    indices: [Int]? = nil,
    followersChanged: Bool = true,
    context: String
  ) throws -> Int {
    try check(
      forest.nodes,
      title: contender.title,
      current: current,
      governing: governing,
      indices: indices,
      followersChanged: followersChanged,
      context: context
    )
  }

  /// Checks that every node of a forest themed with other providers than the shared ones holds
  /// the values that `values` gives for `current`, as
  /// ``check(_:contender:current:governing:indices:context:)`` does.
  ///
  /// - Parameters:
  ///   - forest: The nodes.
  ///   - title: Who themed them, for the message.
  ///   - current: The style every node should have.
  ///   - values: The values the providers give for a style.
  ///   - context: What just ran, for the message.
  /// - Returns: The checksum, the sum of all three properties over the forest.
  /// - Throws: ``BenchmarkFailure`` naming the first node with a wrong value.
  @discardableResult
  static func check(
    _ forest: NodeForest<some BenchmarkNode>,
    title: String,
    current: ThemeStyle,
    values: (ThemeStyle) -> (a: Int, b: Int, c: Int),
    context: String
  ) throws -> Int {
    try check(
      forest.nodes,
      title: title,
      current: current,
      governing: nil,
      indices: nil,
      followersChanged: true,
      values: values,
      context: context
    )
  }

  private static func check(
    _ nodes: [some CheckedNode],
    title: String,
    current: ThemeStyle,
    governing: [ThemeStyle?]?,
    indices: [Int]?,
    followersChanged: Bool,
    values: (ThemeStyle) -> (a: Int, b: Int, c: Int) = Providers.expectedValues(for:),
    context: String
  ) throws -> Int {
    let currentValues = values(current)
    var checksum = 0
    for index in indices ?? Array(nodes.indices) {
      let node = nodes[index]
      let expected = governing?[index].map(values) ?? currentValues
      guard node.a == expected.a && node.b == expected.b && node.c == expected.c else {
        throw BenchmarkFailure(
          description: "\(title): after \(context), node \(index) holds "
            + "(\(node.a), \(node.b), \(node.c)) but should hold "
            + "(\(expected.a), \(expected.b), \(expected.c))"
        )
      }
      if followersChanged && node.redrawRequest == false && governing?[index] == nil {
        throw BenchmarkFailure(
          description: "\(title): after \(context), node \(index) holds the right values but "
            + "its setters did not run (it is not marked for redrawing)"
        )
      }
      node.clearRedrawRequest()
      checksum += node.a + node.b + node.c
    }
    return checksum
  }
}

/// A node whose three themed values the verifier reads.
@MainActor
protocol CheckedNode: AnyObject {
  var a: Int { get }
  var b: Int { get }
  var c: Int { get }
  /// Whether a setter marked the node for redrawing since the last check; `nil` for a class
  /// whose setters mark nothing.
  var redrawRequest: Bool? { get }
  func clearRedrawRequest()
}

extension CheckedNode {
  var redrawRequest: Bool? { nil }
  func clearRedrawRequest() {}
}
