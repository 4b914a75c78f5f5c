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
  static func timed(
    _ contender: any Contender,
    current: ThemeStyle,
    governing: [ThemeStyle?]? = nil,
    indices: [Int]? = nil,
    context: String,
    _ body: () -> Void
  ) throws -> (nanoseconds: Double, checksum: Int) {
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
  ///   - context: What just ran, for the message.
  /// - Returns: The checksum.
  /// - Throws: ``BenchmarkFailure`` naming the first node with a wrong value.
  @discardableResult
  static func check(
    _ forest: Forest,
    contender: ContenderKind,
    current: ThemeStyle,
    governing: [ThemeStyle?]? = nil,
    indices: [Int]? = nil,
    context: String
  ) throws -> Int {
    let currentValues = Providers.expectedValues(for: current)
    var checksum = 0
    for index in indices ?? Array(forest.nodes.indices) {
      let node = forest.nodes[index]
      let expected =
        governing?[index].map { Providers.expectedValues(for: $0) } ?? currentValues
      guard node.a == expected.a && node.b == expected.b && node.c == expected.c else {
        throw BenchmarkFailure(
          description: "\(contender.title): after \(context), node \(index) holds "
            + "(\(node.a), \(node.b), \(node.c)) but should hold "
            + "(\(expected.a), \(expected.b), \(expected.c))"
        )
      }
      checksum += node.a + node.b + node.c
    }
    return checksum
  }
}
