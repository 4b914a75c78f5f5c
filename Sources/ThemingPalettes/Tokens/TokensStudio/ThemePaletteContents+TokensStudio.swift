public import Foundation
public import Theming

extension ThemePaletteContents {
  /// Reads a Tokens Studio export: a folder of token sets (one `.json` file each, with
  /// `$themes.json` and `$metadata.json` beside them), or one JSON file holding every set.
  ///
  /// ```swift
  /// let contents = try ThemePaletteContents(tokensStudioAt: bundle.url(forResource: "tokens",
  ///   withExtension: nil)!)
  /// contents.styles  // [light, dark]: one per theme
  /// ```
  ///
  /// Each theme of `$themes` is a style, made of the sets it turns on, laid over one another in
  /// `$metadata`'s `tokenSetOrder` (else by name); a set it uses as a source serves references
  /// but gives no keys. When themes are grouped (a brand and a mode), the styles are the themes
  /// of `styleGroup`, else of the group named `mode`, `theme` or `color`, else of the first;
  /// every other group adds the theme `inputs` names, else its first. An export without themes
  /// has a style for each set named `light` or `dark` (its last path part), over every other
  /// set; with neither, all sets make the one style `light`.
  ///
  /// Tokens may be written in Tokens Studio's form (`value`, `type`, `description`) or the
  /// format's (`$value`, `$type`). Values follow Tokens Studio's rules: its types (`spacing`,
  /// `sizing`, `borderRadius`, `fontSizes` and the like are dimensions, `fontFamilies`,
  /// `fontWeights`, `lineHeights` and `opacity` are read as font families, weights and
  /// numbers, `boxShadow` as shadows), numbers written as text, bare numbers as pixels,
  /// percentages as fractions where a number is meant, arithmetic (`"{dimension.md} * 2"`,
  /// `"roundTo({size.base} * 1.25^2)"`), `rgba({colors.black}, 0.5)` colors and font style
  /// names as weights (`"Semi Bold"`), and the color modifiers it keeps in `$extensions`
  /// (`lighten`, `darken`, `mix`, `alpha`). Typography members the library has no place for
  /// (`paragraphSpacing`, `textCase`) are left out of the value, each with a note in
  /// ``loadNotes``; every token that cannot be read is reported in one error.
  ///
  /// - Parameters:
  ///   - url: The export's folder or file.
  ///   - styleGroup: The theme group whose themes are the styles.
  ///   - inputs: The theme of each other group that should not be its first.
  /// - Throws: `ThemeSourceError` naming the file, the place and what was expected.
  public init(
    tokensStudioAt url: URL, styleGroup: String? = nil, inputs: [String: String] = [:]
  ) throws(ThemeSourceError) {
    self = try TokensStudioExport(contentsOf: url)
      .contents(styleGroup: styleGroup, inputs: inputs)
  }

  /// Reads a Tokens Studio export kept in one JSON document: each top-level member a token
  /// set, beside `$themes` and `$metadata`; see ``init(tokensStudioAt:styleGroup:inputs:)``.
  ///
  /// - Parameters:
  ///   - data: The document's JSON text.
  ///   - source: Where it came from, for errors.
  ///   - styleGroup: The theme group whose themes are the styles.
  ///   - inputs: The theme of each other group that should not be its first.
  /// - Throws: `ThemeSourceError` naming the source, the place and what was expected.
  public init(
    tokensStudio data: Data, source: String = "Tokens Studio export",
    styleGroup: String? = nil, inputs: [String: String] = [:]
  ) throws(ThemeSourceError) {
    self = try TokensStudioExport(data: data, source: source)
      .contents(styleGroup: styleGroup, inputs: inputs)
  }
}
