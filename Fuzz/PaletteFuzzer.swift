// The libFuzzer entry point for the theme-source readers: every input must end in contents or
// a ThemeSourceError, never a trap. Built with the library's sources by Scripts/fuzz.sh.
import Foundation

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
    _ = try? PaletteParser.styleTree(object, defaultStyle: nil, source: "fuzz")
    _ = try? PaletteParser.styleTree(object, defaultStyle: "dark", source: "fuzz")
  }
  if let object = try? PaletteParser.parsePropertyList(data, source: "fuzz") {
    _ = try? PaletteParser.styleTree(object, defaultStyle: nil, source: "fuzz")
  }
  // Design tokens: the input as one style's document, and as a resolver document whose
  // references all name the input itself; contents that load are written and read back.
  if let contents = try? ThemePaletteContents(designTokens: data, style: .light, source: "fuzz") {
    _ = contents.entries.values.map { $0.values.map(\.self) }.description
    if let written = try? contents.designTokensData() {
      _ = try? ThemePaletteContents(tokenResolver: written, source: "fuzz", documents: [:])
    }
  }
  _ = try? ThemePaletteContents(
    designTokenStyles: [(.dark, ThemeTokenFile(data: data, source: "fuzz"))],
    base: [ThemeTokenFile(data: data, source: "fuzz base")]
  )
  _ = try? ThemePaletteContents(tokenResolver: data, source: "fuzz") { _ in data }
  // Printed too: a value that parses must also describe itself without trapping.
  _ = (try? ThemeColor(hex: text))?.hexString
  _ = (try? ThemeFontDescriptor(parsing: text))?.description
  return 0
}
