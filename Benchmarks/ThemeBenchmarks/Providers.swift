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

  /// Closures that tell styles apart by the parity of their name's length, not by comparing
  /// names: `.dark` (4 characters) gives the dark values, `.light` (5) the light ones, and so
  /// does any longer name of even or odd length.
  ///
  /// The figure of long style names needs closures that cost the same for a short name and a
  /// long one. Comparing a long name with another (`style == .dark` on a 36-character name)
  /// reads its bytes, and would time the providers rather than the library; the length of a
  /// string is stored in it, short or long.
  @inline(never)
  static func byNameLength() -> Providers {
    Providers(
      a: { style in style.rawValue.utf8.count & 1 == 0 ? 1 : 2 },
      b: { style in style.rawValue.utf8.count & 1 == 0 ? 3 : 4 },
      c: { style in style.rawValue.utf8.count & 1 == 0 ? 5 : 6 }
    )
  }

  /// The values the closures of ``byNameLength()`` give for `style`.
  static func expectedValues(byNameLengthOf style: ThemeStyle) -> (a: Int, b: Int, c: Int) {
    style.rawValue.utf8.count.isMultiple(of: 2) ? (1, 3, 5) : (2, 4, 6)
  }
}
