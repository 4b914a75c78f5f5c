public import Foundation
public import Theming

extension ThemePaletteContents {
  /// The contents as a JSON style tree, the form ``ThemePalette/init(json:defaultStyle:source:)``
  /// reads: one member per style, dotted keys nested back into groups, keys sorted, pretty
  /// printed.
  ///
  /// ```swift
  /// let data = try contents.jsonData()
  /// let again = try ThemePaletteContents(json: data, defaultStyle: contents.defaultStyle)
  /// // again == contents, when the styles after the default are in order of name
  /// ```
  ///
  /// A style keeps only its own values: a key it lacks stays missing and falls back to the
  /// default style when read again. JSON does not record which style is the default, nor the
  /// order of the others: pass ``defaultStyle`` when reading it back (the reader otherwise takes
  /// `light`, or the first style by name), and expect the other styles in order of name.
  ///
  /// A key is nested only where the readers give it back unchanged; otherwise it is written as
  /// one member under its whole dotted name, which they read as the same key: when a shorter
  /// key it extends has a value too (`a` and `a.b`), when it starts with a dot, or when it has
  /// more than 32 parts. So is a key whose nesting would make the document read as tokens: one
  /// with a part named `$value`, or with a part `type` in a group that also holds a `value`.
  ///
  /// Strings and numbers are written as they are. A ``ThemePaletteValue/color(_:)`` value is
  /// written as its hex string when that gives it back exactly (8-bit sRGB); any other color,
  /// and every other design token, is written as an object of its type and its design-token
  /// value, `{"$tokenType": "shadow", "$tokenValue": …}`, which the readers read back as the
  /// same value. Nothing is lost.
  ///
  /// - Parameter source: What to call the contents in an error.
  /// - Returns: UTF-8 JSON text.
  /// - Throws: `ThemeSourceError` naming the key and style of a value with a number that is not
  ///   finite (a color's components and opacity too), which JSON cannot hold; or, for the whole
  ///   palette, names that would make the readers take it for another kind of document: a style
  ///   named `resolutionOrder`, `$themes` or `$metadata`, a key `$value`, or keys `value` and
  ///   `type` in every style.
  public func jsonData(source: String = "palette") throws(ThemeSourceError) -> Data {
    try checkStyleTreeValues(source: source, format: "JSON", holdsNull: true)
    let top = try styleTreeDocument(source: source, format: "JSON")
    do {
      return try JSONSerialization.data(
        withJSONObject: top, options: [.prettyPrinted, .sortedKeys])
    } catch {
      throw ThemeSourceError(
        source: source,
        place: "the whole palette",
        expected: "contents that JSON can hold",
        found: String(describing: error)
      )
    }
  }

  /// The contents as an XML property list in the style-tree form that
  /// ``ThemePalette/init(propertyList:defaultStyle:source:)`` reads: a dictionary per style,
  /// dotted keys nested back into dictionaries, keys sorted.
  ///
  /// The shape, the default style and the handling of colors and of keys that cannot be nested
  /// are those of ``jsonData(source:)``: pass ``defaultStyle`` when reading it back. Numbers
  /// are written as `<real>`, and a design token's value as dictionaries, arrays, `<real>`,
  /// `<string>`, `<true/>` and `<false/>`.
  ///
  /// ```swift
  /// try contents.propertyListData().write(to: url)
  /// ```
  ///
  /// - Parameter source: What to call the contents in an error.
  /// - Returns: UTF-8 XML text.
  /// - Throws: `ThemeSourceError` naming the key and style of a value with a number that is not
  ///   finite, of a design token whose value holds `null`, which a property list has no form
  ///   for, or of a key, style or string that holds a character XML 1.0 cannot carry (most
  ///   control characters); or, for the whole palette, the names ``jsonData(source:)`` refuses.
  public func propertyListData(source: String = "palette") throws(ThemeSourceError) -> Data {
    try checkStyleTreeValues(source: source, format: "a property list", holdsNull: false)
    _ = try styleTreeDocument(source: source, format: "a property list")
    var writer = PropertyListWriter(source: source)
    try writer.write(self)
    return Data(writer.text.utf8)
  }

  /// The contents as a DKNightVersion color table, the form
  /// ``ThemePalette/init(colorTable:source:)-(String,_)`` reads: a first row of style names in
  /// the order of ``styles``, then one row per key, sorted, with a hex color per style and the
  /// key last.
  ///
  /// ```text
  /// light    dark     festival
  /// #FFFFFF  #000000  #B3001B  surface.bar
  /// ```
  ///
  /// A table has a color in every column, so a key that a style lacks gets the default style's
  /// color, the one lookups give. A string value must be a hex color, written in the
  /// ``ThemeColor/hexString`` form; a ``ThemePaletteValue/color(_:)`` value is written as its
  /// ``ThemeWideColor/sRGB`` color, as ``jsonData(source:)`` does.
  ///
  /// - Parameter source: What to call the contents in an error.
  /// - Returns: The table's text, ending in a line break.
  /// - Throws: `ThemeSourceError` naming the first key, in order of name, whose value is not
  ///   a color (a number, or a string that is not a hex color) or is a color whose components
  ///   are not finite, or a key or style name that a
  ///   table cannot hold: empty, or with whitespace in it, or a style name that reads as a color.
  public func colorTableText(source: String = "palette") throws(ThemeSourceError) -> String {
    var header: [String] = []
    for style in styles {
      header.append(try Self.tableHeaderCell(style, source: source))
    }
    var rows = [header]
    for key in entries.keys.sorted() {
      let name = try Self.tableCell(key, place: "key \"\(key)\"", source: source)
      var row: [String] = []
      for style in styles {
        let place = "key \"\(key)\", style \"\(style)\""
        row.append(try Self.hex(value(for: key, style: style), place: place, source: source))
      }
      rows.append(row + [name])
    }
    return Self.aligned(rows)
  }

  /// Throws for the first value, by key and style, that a style tree cannot hold: one with a
  /// number that is not finite (a color component too), or, in a property list, a design
  /// token whose value holds `null`, which property lists have no form for.
  private func checkStyleTreeValues(source: String, format: String, holdsNull: Bool)
    throws(ThemeSourceError)
  {
    for key in entries.keys.sorted() {
      for style in styles {
        guard let value = entries[key]?[style] else { continue }
        let place = "key \"\(key)\", style \"\(style)\""
        guard WrittenFormatLimits.isFinite(value) else {
          throw ThemeSourceError(
            source: source,
            place: place,
            expected: "finite numbers, as \(format) can hold",
            found: { if case .number(let number) = value { "\(number)" } else { "\(value)" } }()
          )
        }
        if !holdsNull, let written = StyleTreeToken.written(value),
          StyleTreeToken.holdsNull(written.value)
        {
          throw ThemeSourceError(
            source: source,
            place: place,
            expected: "no null in a design token's value, as \(format) has no null",
            found: "\(value)"
          )
        }
      }
    }
  }

  /// The style tree as Foundation objects, once it is known to read back as one: a style named
  /// as another kind's top-level member (`resolutionOrder`, `$themes`, `$metadata`), a key
  /// named `$value`, or top-level keys `value` and `type` in every style would make the
  /// readers take the document for another kind and refuse it. Dotted keys never do: the tree
  /// writes those whole (``PaletteTree``).
  private func styleTreeDocument(source: String, format: String) throws(ThemeSourceError)
    -> [String: Any]
  {
    var top: [String: Any] = [:]
    for style in styles {
      top[style.rawValue] = Self.foundationObject(PaletteTree.style(style, of: self))
    }
    let kind = JSONDocumentKind.of(top)
    guard kind == .styleTree else {
      throw ThemeSourceError(
        source: source,
        place: "the whole palette",
        expected: """
          no style named "resolutionOrder", "$themes" or "$metadata", no key "$value" and no \
          keys "value" and "type" in every style, names that make \(format) read as another \
          kind of document
          """,
        found: "contents that read as \(kind.description)"
      )
    }
    return top
  }

  private static func foundationObject(_ members: [String: PaletteTree]) -> [String: Any] {
    members.mapValues { member -> Any in
      switch member {
      case .group(let children): foundationObject(children)
      case .text(let text): text
      case .number(let number): NSNumber(value: number)
      case .token(let type, let value):
        [StyleTreeToken.typeMember: type, StyleTreeToken.valueMember: value.foundationObject]
      }
    }
  }

  /// A style name as a table's first row holds it: the reader takes a first row of colors for
  /// a missing header.
  private static func tableHeaderCell(_ style: ThemeStyle, source: String)
    throws(ThemeSourceError) -> String
  {
    let place = "style \"\(style)\""
    let name = try tableCell(style.rawValue, place: place, source: source)
    let looksLikeAColor = name.hasPrefix("#") || name.lowercased().hasPrefix("0x")
    if looksLikeAColor, (try? ThemeColor(hex: name)) != nil {
      throw ThemeSourceError(
        source: source,
        place: place,
        expected: "a style name that does not read as a color, as a table's first row",
        found: ThemeColor.describe(name)
      )
    }
    return name
  }

  private static func tableCell(_ text: String, place: String, source: String)
    throws(ThemeSourceError) -> String
  {
    guard !text.isEmpty, !text.contains(where: \.isPlainWhitespace) else {
      throw ThemeSourceError(
        source: source,
        place: place,
        expected: "a name without whitespace, as a color table's cells are",
        found: ThemeColor.describe(text)
      )
    }
    return text
  }

  private static func hex(_ value: ThemePaletteValue?, place: String, source: String)
    throws(ThemeSourceError) -> String
  {
    // Any kind of value besides these is not a color either.
    let found: String
    if case .color(let color)? = value {
      guard WrittenFormatLimits.isFinite(.color(color)) else {
        throw ThemeSourceError(
          source: source, place: place, expected: "a color of finite components",
          found: "\(color)")
      }
      return color.sRGB.hexString
    } else if case .string(let text)? = value {
      if let color = try? ThemeColor(hex: text) { return color.hexString }
      found = "the string \(ThemeColor.describe(text))"
    } else if case .number(let number)? = value {
      found = "the number \(number)"
    } else {
      found = value.map { "\($0)" } ?? "no value"
    }
    throw ThemeSourceError(source: source, place: place, expected: "a color", found: found)
  }

  /// The rows with each column padded to its widest cell, two spaces apart.
  private static func aligned(_ rows: [[String]]) -> String {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in
      rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    let lines = rows.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1
          ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
      }.joined(separator: "  ")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
