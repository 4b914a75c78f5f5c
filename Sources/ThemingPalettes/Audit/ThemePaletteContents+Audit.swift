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
  ///   colors and the ratio (see ``ThemeColor/contrastRatio(on:backdrop:)``: a translucent
  ///   background counts as seen over white).
  /// - a design token of a type the library keeps without interpreting it (one of
  ///   ``ThemeTokenValue/other(type:value:)``) is an ``ThemePaletteFinding/Kind/unsupportedType``
  ///   warning in each style that holds it.
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
    let absent = [pair.foreground, pair.background].filter { entries[$0] == nil }
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
    guard let foregroundValue = value(for: pair.foreground, style: style),
      let backgroundValue = value(for: pair.background, style: style)
    else { return [] }
    let foreground = ThemePalette.color(in: foregroundValue)
    let background = ThemePalette.color(in: backgroundValue)
    guard let foreground, let background else {
      // Reported where the value is, not again in every style that falls back to it.
      return [(pair.foreground, foreground), (pair.background, background)].compactMap {
        key, color in
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
    let ratio = foreground.contrastRatio(on: background)
    guard ratio < pair.minimumRatio else { return [] }
    let backdrop = background.alpha == 255 ? "" : " (over white)"
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
          + "\(backdrop): contrast \(ThemePaletteFinding.format(ratio: ratio)) : 1, needs "
          + "\(ThemePaletteFinding.format(ratio: pair.minimumRatio)) : 1"
      )
    ]
  }
}
