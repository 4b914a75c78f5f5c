// The libFuzzer entry point for the theme-source readers: every input must end in contents or
// a ThemeSourceError, never a trap. Built into the ThemingPalettes module, with its sources, by
// Scripts/fuzz.sh, so that it can call the readers' internals.
import Foundation
import Theming

/// Feeds one input to every theme-source reader.
///
/// - Parameters:
///   - bytes: The input.
///   - count: Its length in bytes.
/// - Returns: `0`, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzThemeSources(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  let text = String(decoding: data, as: UTF8.self)
  _ = try? PaletteParser.colorTable(text, source: "fuzz")
  if let object = try? PaletteParser.parseJSON(data, source: "fuzz") {
    let contents = try? PaletteParser.styleTree(object, defaultStyle: nil, source: "fuzz")
    _ = try? PaletteParser.styleTree(object, defaultStyle: "dark", source: "fuzz")
    if let contents { requireRoundTrips(contents) }
  }
  if let object = try? PaletteParser.parsePropertyList(data, source: "fuzz") {
    let contents = try? PaletteParser.styleTree(object, defaultStyle: nil, source: "fuzz")
    if let contents { requireRoundTrips(contents) }
  }
  if let colorSet = try? ColorSetParser.colorSet(data, source: "fuzz") {
    var values: [ThemeStyle: ThemePaletteValue] = [:]
    for style in [ThemeStyle.light, .dark, .lightHighContrast, .darkHighContrast] {
      values[style] = colorSet.value(for: style)
    }
    // A catalog's colors, extended-range ones included, are written as tokens the reader takes.
    if let contents = try? ThemePaletteContents(
      styles: [.light, .dark, .lightHighContrast, .darkHighContrast], entries: ["c": values])
    {
      requireTokensRoundTrip(contents)
    }
  }
  _ = try? ThemeContrastPair.list(fromJSON: data, source: "fuzz")
  _ = try? PaletteParser.themeFile(data, source: "fuzz")
  // Design tokens: the input as one style's document, and as a resolver document whose
  // references all name the input itself; contents that load are written and read back.
  if let contents = try? ThemePaletteContents(designTokens: data, style: .light, source: "fuzz") {
    _ = contents.entries.values.map { $0.values.map(\.self) }.description
    if let written = try? contents.designTokensData() {
      let back = try? ThemePaletteContents(tokenResolver: written, source: "fuzz", documents: [:])
      guard back == contents else { fatalError("design tokens did not round-trip: \(contents)") }
    }
    requireTokenDocumentRoundTrips(contents)
  }
  _ = try? ThemePaletteContents(
    designTokenStyles: [(.dark, ThemeTokenFile(data: data, source: "fuzz"))],
    base: [ThemeTokenFile(data: data, source: "fuzz base")]
  )
  _ = try? ThemePaletteContents(tokenResolver: data, source: "fuzz") { _ in data }
  // Tokens Studio: the input as an export of sets and themes, and as arithmetic.
  if let studio = try? ThemePaletteContents(tokensStudio: data, source: "fuzz") {
    requireTokenDocumentRoundTrips(studio)
  }
  _ = try? TokenMath.evaluate(text) { _ in TokenMath.Quantity(value: 2, unit: "px") }
  // A reference a resolver document may hold: whatever is accepted stays inside its folder.
  if let reference = try? DocumentReference(text, rule: .folder, source: "fuzz", place: "fuzz") {
    // A colon may follow a `./` (`./a:b` is a path), but not start the reference (`a:b` names
    // a scheme).
    let decoded = text.removingPercentEncoding ?? text
    let firstPart = decoded.split(separator: "/", omittingEmptySubsequences: false).first
    guard !reference.segments.isEmpty,
      !reference.segments.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }),
      !(firstPart?.contains(":") ?? false), !decoded.hasPrefix("/")
    else { fatalError("a reference left its folder: \(text)") }
  }
  // On a server, whatever is accepted stays on it, within the root.
  if let document = URL(string: "https://example.com/themes/a/theme.resolver.json"),
    let root = URL(string: "https://example.com/themes/"),
    let origin = try? DocumentReference.Origin(document: document, root: root, source: "fuzz"),
    let reference = try? DocumentReference(
      text, rule: .server(origin), source: "fuzz", place: "fuzz")
  {
    guard let url = reference.target, url.scheme == "https", url.host == "example.com",
      url.port == nil, url.user == nil, url.query == nil, url.fragment == nil,
      url.path.utf8.starts(with: "/themes/".utf8), origin.contains(url)
    else {
      fatalError("a reference left its server: \(text) → \(String(describing: reference.target))")
    }
  }
  // Printed too: a value that parses must also describe itself without trapping.
  _ = (try? ThemeColor(hex: text))?.hexString
  _ = (try? ThemeFontDescriptor(parsing: text))?.description
  return 0
}

/// Traps unless `contents`, written as JSON and as a property list, reads back equal: what the
/// readers accept, the writers must keep. A color that hex gives back exactly is written as its
/// hex text, and so comes back as that text.
func requireRoundTrips(_ contents: ThemePaletteContents) {
  // A binary property list of shared dictionaries expands to up to 250,000 values, which the
  // reader allows; writing and reading such a palette twice more would take seconds per input
  // without checking anything a small one does not.
  guard contents.entries.count <= 1_000 else { return }
  requireTokensRoundTrip(contents)
  let style = contents.defaultStyle
  let expected = styleTreeForm(contents)
  if let json = try? contents.jsonData() {
    let back = try? ThemePaletteContents(json: json, defaultStyle: style, source: "fuzz")
    guard back?.entries == expected, back?.styles == contents.styles else {
      fatalError("JSON did not round-trip: \(contents)")
    }
  }
  if let plist = try? contents.propertyListData() {
    let back = try? ThemePaletteContents(propertyList: plist, defaultStyle: style, source: "fuzz")
    guard back?.entries == expected, back?.styles == contents.styles else {
      fatalError("property list did not round-trip: \(contents)")
    }
  }
}

/// The entries as a style tree gives them back: a color hex gives back exactly as its hex text.
func styleTreeForm(_ contents: ThemePaletteContents) -> [String: [ThemeStyle: ThemePaletteValue]] {
  contents.entries.mapValues { values in
    values.mapValues { value in
      guard case .color(let color) = value, let hex = StyleTreeToken.exactHex(color) else {
        return value
      }
      return .string(hex.hexString)
    }
  }
}

/// Traps unless the default style of `contents`, written as one token document, reads back as
/// that style's values.
func requireTokenDocumentRoundTrips(_ contents: ThemePaletteContents) {
  guard contents.entries.count <= 1_000,
    let written = try? contents.designTokenDocumentData()
  else { return }
  let style = contents.defaultStyle
  let back = try? ThemePaletteContents(designTokens: written, style: style, source: "fuzz")
  let expected = contents.entries.keys.reduce(into: [String: ThemePaletteValue]()) {
    $0[$1] = contents.value(for: $1, style: style)
  }
  let read = back?.entries.mapValues { $0[style] }
  guard read == expected else { fatalError("a token document did not round-trip: \(contents)") }
}

/// Traps unless `contents`, written as a resolver document, reads back with the same keys and
/// the same values, colors compared as the color they are whatever space they are written in:
/// what the token writer writes, the token reader must take.
func requireTokensRoundTrip(_ contents: ThemePaletteContents) {
  guard contents.entries.count <= 1_000, let written = try? contents.designTokensData() else {
    return
  }
  guard let back = try? ThemePaletteContents(tokenResolver: written, source: "fuzz", documents: [:])
  else { fatalError("written tokens did not read back: \(contents)") }
  func same(_ a: ThemePaletteValue?, _ b: ThemePaletteValue?) -> Bool {
    guard case .color(let first)? = a, case .color(let second)? = b else { return a == b }
    let x = first.converted(to: .xyzD65).resolvedComponents
    let y = second.converted(to: .xyzD65).resolvedComponents
    let close = (0..<3).allSatisfy { abs(x[$0] - y[$0]) <= 1e-9 * max(1, abs(x[$0])) }
    return close && first.alpha == second.alpha && first.hexFallback == second.hexFallback
  }
  guard back.styles == contents.styles, Set(back.entries.keys) == Set(contents.entries.keys),
    contents.entries.allSatisfy({ key, values in
      values.allSatisfy { style, value in same(value, back.entries[key]?[style]) }
    })
  else { fatalError("tokens did not round-trip: \(contents)") }
}
