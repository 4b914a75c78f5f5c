import Theming

/// Binding many providers to one node under one name with distinct arguments, through
/// `bind(_:to:for:apply:)`, one binding after another: a control with a value per state, or a
/// setter with a value per key.
///
/// Each binding stores and applies one provider, so the work per binding is the same whatever
/// the node has already; a library that searches or copies the node's bindings on every new
/// one turns binding them all quadratic. Timed per binding at two counts.
@MainActor
enum ArgumentBindingFigure {
  /// What the figure times, for the table.
  static let title = "binding one node for many arguments"

  /// The figure's key in the results.
  static let key = "argumentBindings"

  /// Where the bindings' apply closures write: one value per argument.
  private final class Sink {
    var values: [Int]

    init(count: Int) {
      values = [Int](repeating: 0, count: count)
    }
  }

  /// Times binding `sizes.small` and `sizes.large` providers to one node, as
  /// ``Scaling/measure(_:runs:budgetSeconds:sample:)`` does.
  ///
  /// - Parameters:
  ///   - sizes: The numbers of bindings.
  ///   - providers: The shared provider closures.
  ///   - runs: Timed runs at each size.
  ///   - budgetSeconds: The time after which no new run starts.
  /// - Returns: The time per binding at each size.
  /// - Throws: ``BenchmarkFailure`` when a binding was not applied, or not kept.
  static func measure(
    _ sizes: Scaling.Sizes,
    providers: Providers,
    runs: Int,
    budgetSeconds: Double
  ) throws -> ScalingResult {
    let outcome = try Scaling.measure(sizes, runs: runs, budgetSeconds: budgetSeconds) {
      bindings, run in
      try bindAll(bindings, providers: providers, run: run)
    }
    return ScalingResult(
      figure: key, title: title, sizeUnit: "bindings", unit: "binding", sizes: sizes, outcome)
  }

  /// Binds `count` providers to one fresh node of a fresh manager, under one name, for the
  /// arguments `0..<count`, timed; then, outside the timing, checks that each applied its value
  /// for its own argument, switches to dark and checks that each was kept and applied again.
  private static func bindAll(_ count: Int, providers: Providers, run: Int) throws -> Double {
    let manager = ThemeManager(store: InMemoryThemeStore())
    let node = BenchNode()
    let sink = Sink(count: count)
    let provider = providers.theming.a
    let theme = node.theme(in: manager)
    let nanoseconds = measureNanoseconds {
      for argument in 0..<count {
        theme.bind(provider, to: "value", for: argument) { _, value, argument in
          sink.values[argument] = value
        }
      }
    }
    try check(sink, style: .light, context: "binding \(count) arguments, run \(run + 1)")
    manager.changeTheme(to: .dark)
    try check(
      sink,
      style: .dark,
      context: "binding \(count) arguments and switching to dark, run \(run + 1)"
    )
    return nanoseconds
  }

  private static func check(_ sink: Sink, style: ThemeStyle, context: String) throws {
    let expected = Providers.expectedValues(for: style).a
    if let argument = sink.values.firstIndex(where: { $0 != expected }) {
      throw BenchmarkFailure(
        description: "\(ContenderKind.theming.title): after \(context), the binding for "
          + "argument \(argument) wrote \(sink.values[argument]) but should have written "
          + "\(expected)"
      )
    }
  }
}
