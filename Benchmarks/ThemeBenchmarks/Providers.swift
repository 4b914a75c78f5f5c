import Theming

/// The three provider closures, made once and shared by every contender and every node, so the
/// benchmark never counts a closure context per node and every design calls the same code.
struct Providers: Sendable {
  let a: @MainActor (ThemeStyle) -> Int
  let b: @MainActor (ThemeStyle) -> Int
  let c: @MainActor (ThemeStyle) -> Int

  /// Made behind an opaque call so that the optimizer cannot fold the closures into a
  /// contender's loop; each contender calls them indirectly, as a theme library must.
  @inline(never)
  static func make() -> Providers {
    Providers(
      a: { style in style == .dark ? 1 : 2 },
      b: { style in style == .dark ? 3 : 4 },
      c: { style in style == .dark ? 5 : 6 }
    )
  }

  /// The values the closures give for `style`, to check a node against.
  static func expectedValues(for style: ThemeStyle) -> (a: Int, b: Int, c: Int) {
    style == .dark ? (1, 3, 5) : (2, 4, 6)
  }
}
