import Theming

/// The three provider functions, made once and shared by every contender and every node, so the
/// benchmark never counts a closure context per node and every design calls the same code.
///
/// Each design gets them in the form an app's provider takes in it. The designs that keep a
/// closure of the provider's own type (the floors, the NotificationCenter design) get each
/// function as a closure value: `a`, `b`, `c`. The designs that keep it in a generic box, as
/// Theming's `ThemeProvider<Value>` and JXTheme's provider do, get it in that box, made where the
/// function is named (`theming`, `jxTheme`), as an app makes one from a closure literal. A
/// generic box stores its closure in the form that returns the value through memory; a closure
/// literal or a function named where the box is made is compiled in that form, while a closure
/// value made elsewhere (`ThemeProvider(providers.a)`) is wrapped in a reabstraction thunk, one
/// more call for every value, which no app writing `ThemeProvider { style in … }` pays.
struct Providers: Sendable {
  let a: @MainActor (ThemeStyle) -> Int
  let b: @MainActor (ThemeStyle) -> Int
  let c: @MainActor (ThemeStyle) -> Int
  /// The same functions as Theming's providers.
  let theming: (a: ThemeProvider<Int>, b: ThemeProvider<Int>, c: ThemeProvider<Int>)
  /// The same functions as the JXTheme design's providers.
  let jxTheme: (a: JXProvider<Int>, b: JXProvider<Int>, c: JXProvider<Int>)

  /// Made behind an opaque call so that the optimizer cannot fold the functions into a
  /// contender's loop; each contender calls them indirectly, as a theme library must.
  @inline(never)
  static func make() -> Providers {
    Providers(
      a: ByStyle.a,
      b: ByStyle.b,
      c: ByStyle.c,
      theming: (ThemeProvider(ByStyle.a), ThemeProvider(ByStyle.b), ThemeProvider(ByStyle.c)),
      jxTheme: (JXProvider(ByStyle.a), JXProvider(ByStyle.b), JXProvider(ByStyle.c))
    )
  }

  /// The values the functions of ``make()`` give for `style`, to check a node against.
  static func expectedValues(for style: ThemeStyle) -> (a: Int, b: Int, c: Int) {
    style == .dark ? (1, 3, 5) : (2, 4, 6)
  }

  /// Functions that tell styles apart by the parity of their name's length, not by comparing
  /// names: `.dark` (4 characters) gives the dark values, `.light` (5) the light ones, and so
  /// does any longer name of even or odd length.
  ///
  /// The figure of long style names needs functions that cost the same for a short name and a
  /// long one. Comparing a long name with another (`style == .dark` on a 36-character name)
  /// reads its bytes, and would time the providers rather than the library; the length of a
  /// string is stored in it, short or long.
  @inline(never)
  static func byNameLength() -> Providers {
    Providers(
      a: ByNameLength.a,
      b: ByNameLength.b,
      c: ByNameLength.c,
      theming: (
        ThemeProvider(ByNameLength.a), ThemeProvider(ByNameLength.b),
        ThemeProvider(ByNameLength.c)
      ),
      jxTheme: (JXProvider(ByNameLength.a), JXProvider(ByNameLength.b), JXProvider(ByNameLength.c))
    )
  }

  /// The values the functions of ``byNameLength()`` give for `style`.
  static func expectedValues(byNameLengthOf style: ThemeStyle) -> (a: Int, b: Int, c: Int) {
    style.rawValue.utf8.count.isMultiple(of: 2) ? (1, 3, 5) : (2, 4, 6)
  }
}

/// The functions of ``Providers/make()``: the dark value for `.dark`, the light one otherwise.
private enum ByStyle {
  static func a(_ style: ThemeStyle) -> Int { style == .dark ? 1 : 2 }
  static func b(_ style: ThemeStyle) -> Int { style == .dark ? 3 : 4 }
  static func c(_ style: ThemeStyle) -> Int { style == .dark ? 5 : 6 }
}

/// The functions of ``Providers/byNameLength()``.
private enum ByNameLength {
  static func a(_ style: ThemeStyle) -> Int { style.rawValue.utf8.count & 1 == 0 ? 1 : 2 }
  static func b(_ style: ThemeStyle) -> Int { style.rawValue.utf8.count & 1 == 0 ? 3 : 4 }
  static func c(_ style: ThemeStyle) -> Int { style.rawValue.utf8.count & 1 == 0 ? 5 : 6 }
}
