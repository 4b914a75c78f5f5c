import Theming

extension ThemePaletteContents {
  /// Checks the palette for completeness in every style and, for each pair given, that its
  /// colors keep their minimum WCAG 2.2 contrast in every style.
  ///
  /// ```swift
  /// let audit = contents.audit(
  ///   pairs: [ThemeContrastPair(foreground: "TEXT", background: "BG")],
  ///   source: "Colors.json"
  /// )
  /// for finding in audit.findings { print(finding) }
  /// ```
  ///
  /// The findings, per style in the palette's order, then by key:
  /// - a key that has a value in some style but not in this one is a ``ThemePaletteFinding/Kind/missingValue``
  ///   warning naming the default style's value it falls back to, or an error when the default
  ///   style has none either, so that lookups have nothing to fall back to;
  /// - a pair naming a key that no style has is a ``ThemePaletteFinding/Kind/missingKey`` error,
  ///   reported once, under the default style;
  /// - a pair's value that is not a color (a number, text that is not a hex color, a named
  ///   system color from an asset catalog) is an ``ThemePaletteFinding/Kind/unreadableColor``
  ///   error in the style that holds it;
  /// - a pair below its minimum is a ``ThemePaletteFinding/Kind/lowContrast`` error with both
  ///   colors and the ratio (see ``ThemeColor/contrastRatio(on:backdrop:)``): a translucent
  ///   background is seen over the pair's ``ThemeContrastPair/backdrop`` in that style, else
  ///   over the style's default (``ThemeContrastPair/defaultBackdrop(for:)``: black in a dark
  ///   style, white otherwise), and the finding says which.
  /// - a design token of a type the library keeps without interpreting it (one of
  ///   ``ThemeTokenValue/other(type:value:)``) is an ``ThemePaletteFinding/Kind/unsupportedType``
  ///   warning in each style that holds it;
  /// - what the loader left out or read by a lenient rule (``loadNotes``) is a
  ///   ``ThemePaletteFinding/Kind/leftOut`` or ``ThemePaletteFinding/Kind/readLeniently``
  ///   warning each, and a value it found invalid an ``ThemePaletteFinding/Kind/invalidValue``
  ///   error, under the default style.
  ///
  /// A style's lookups fall back to the default style's values, and so does the audit: a pair
  /// is checked in every style with the colors that style shows. Colors in a color space are
  /// checked as their 8-bit sRGB rendering, ``ThemeWideColor/sRGB``.
  ///
  /// - Parameters:
  ///   - pairs: The foreground and background keys that must stay readable.
  ///   - source: The palette's name for the messages, such as its file's path.
  /// - Returns: The findings; ``ThemePaletteAudit/hasErrors`` tells whether any is an error.
  public func audit(pairs: [ThemeContrastPair] = [], source: String = "palette")
    -> ThemePaletteAudit
  {
    let keys = entries.keys.sorted()
    var findings: [ThemePaletteFinding] = []
    var seen: Set<ThemePaletteFinding> = []
    for style in styles {
      var inStyle: [ThemePaletteFinding] = []
      for key in keys {
        if let finding = completeness(of: key, in: style, source: source) {
          inStyle.append(finding)
        }
        if case .token(.other(let type, _))? = entries[key]?[style] {
          inStyle.append(
            ThemePaletteFinding(
              .unsupportedType, .warning, source: source, style: style, keys: [key],
              detail: "key \"\(key)\" holds a design token of type \"\(type)\", which is kept "
                + "as it was written and read only through token(_:)"))
        }
      }
      for pair in pairs {
        inStyle += contrast(of: pair, in: style, source: source)
      }
      if style == defaultStyle {
        inStyle += loadNotes.map { note in
          finding(of: note, in: style, source: source)
        }
      }
      // By first key; a stable sort keeps a key's completeness finding before its pairs'.
      let ordered = inStyle.enumerated().sorted {
        ($0.element.keys.first ?? "", $0.offset) < ($1.element.keys.first ?? "", $1.offset)
      }
      for (_, finding) in ordered where seen.insert(finding).inserted {
        findings.append(finding)
      }
    }
    return ThemePaletteAudit(findings: findings)
  }

  /// A load note as the audit reports it. A note on the text of a group (a trailing comma),
  /// whose key is no key of the contents but begins some, names the group; one with an empty
  /// key names the document. (A value left out is a key by definition.)
  private func finding(of note: ThemeLoadNote, in style: ThemeStyle, source: String)
    -> ThemePaletteFinding
  {
    let groupPrefix = note.key + "."
    let subject =
      if note.key.isEmpty {
        "the document"
      } else if note.kind != .leftOut, entries[note.key] == nil,
        entries.keys.contains(where: { $0.hasPrefix(groupPrefix) })
      {
        "group \"\(note.key)\""
      } else {
        "key \"\(note.key)\""
      }
    let (kind, severity, what): (ThemePaletteFinding.Kind, ThemePaletteFinding.Severity, String) =
      switch note.kind {
      case .leftOut: (.leftOut, .warning, "was left out")
      case .readLeniently: (.readLeniently, .warning, "was read leniently")
      case .invalid: (.invalidValue, .error, "holds an invalid value, kept as written")
      }
    return ThemePaletteFinding(
      kind, severity, source: source, style: style, keys: note.key.isEmpty ? [] : [note.key],
      detail: "\(subject) \(what): \(note.issue)")
  }

  private func completeness(of key: String, in style: ThemeStyle, source: String)
    -> ThemePaletteFinding?
  {
    guard let values = entries[key], values[style] == nil else { return nil }
    guard style != defaultStyle, let fallback = values[defaultStyle] else {
      let detail =
        style == defaultStyle
        ? "key \"\(key)\" has no value in the default style, which styles without a value of "
          + "their own fall back to"
        : "key \"\(key)\" has no value, and the default style \"\(defaultStyle)\" has none to "
          + "fall back to"
      return ThemePaletteFinding(
        .missingValue, .error, source: source, style: style, keys: [key], detail: detail)
    }
    return ThemePaletteFinding(
      .missingValue,
      .warning,
      source: source,
      style: style,
      keys: [key],
      colors: ThemePalette.color(in: fallback).map { [$0] } ?? [],
      detail: "key \"\(key)\" has no value; it falls back to the default style "
        + "\"\(defaultStyle)\"'s \(ThemePalette.describe(fallback))"
    )
  }

  private func contrast(of pair: ThemeContrastPair, in style: ThemeStyle, source: String)
    -> [ThemePaletteFinding]
  {
    let name = "contrast pair \"\(pair.foreground)\" on \"\(pair.background)\""
    let named = [pair.foreground, pair.background] + (pair.backdrop.map { [$0] } ?? [])
    let absent = named.filter { entries[$0] == nil }
    guard absent.isEmpty else {
      guard style == defaultStyle else { return [] }
      let list = absent.map { "\"\($0)\"" }.joined(separator: " and ")
      return [
        ThemePaletteFinding(
          .missingKey,
          .error,
          source: source,
          style: style,
          keys: absent,
          detail: "\(name): the palette has no key \(list) in any style"
        )
      ]
    }
    // A value this style lacks is a completeness finding already.
    let values = named.map { value(for: $0, style: style) }
    guard values.allSatisfy({ $0 != nil }) else { return [] }
    // The foreground, the background and, when the pair names one, the backdrop.
    let colors = values.map { $0.flatMap(ThemePalette.color(in:)) }
    let readable = colors.compactMap { $0 }
    guard readable.count == colors.count else {
      // Reported where the value is, not again in every style that falls back to it.
      return zip(named, colors).compactMap { key, color in
        guard color == nil, entries[key]?[style] != nil, let value = entries[key]?[style] else {
          return nil
        }
        return ThemePaletteFinding(
          .unreadableColor,
          .error,
          source: source,
          style: style,
          keys: [key],
          detail: "\(name): key \"\(key)\" holds \(ThemePalette.describe(value)), "
            + "which is not a color whose contrast can be measured"
        )
      }
    }
    let foreground = readable[0]
    let background = readable[1]
    let backdrop = readable.count > 2 ? readable[2] : ThemeContrastPair.defaultBackdrop(for: style)
    let ratio = foreground.contrastRatio(on: background, backdrop: backdrop)
    guard ratio < pair.minimumRatio else { return [] }
    // Which backdrop a translucent background was seen over.
    let over: String
    if background.alpha == 255 {
      over = ""
    } else if let key = pair.backdrop {
      over = " (over \"\(key)\" \(backdrop))"
    } else {
      over = " (over \(backdrop), the default backdrop of style \"\(style)\")"
    }
    return [
      ThemePaletteFinding(
        .lowContrast,
        .error,
        source: source,
        style: style,
        keys: [pair.foreground, pair.background],
        colors: [foreground, background],
        ratio: ratio,
        required: pair.minimumRatio,
        detail: "\"\(pair.foreground)\" \(foreground) on \"\(pair.background)\" \(background)"
          + "\(over): contrast \(ThemePaletteFinding.format(ratio: ratio)) : 1, needs "
          + "\(ThemePaletteFinding.format(ratio: pair.minimumRatio)) : 1"
      )
    ]
  }
}
