import Foundation
import Theming
import ThemingPalettes

/// The catalog's light and dark palette, as a property list.
///
/// An app would ship it as `Palette.plist` and read it with `Bundle.module`; the bytes are a
/// string literal here because `Bundle.module` is generated when SwiftPM builds the package,
/// and these sources are also type-checked on their own, where it does not exist.
enum EmbeddedPalette {
  /// The property list: a dictionary per style, whose nested dictionaries make dotted keys
  /// (`surface` › `root` is `surface.root`).
  static let propertyList = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
    "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>light</key>
      <dict>
        <key>surface</key>
        <dict>
          <key>root</key><string>#F3F0F9</string>
          <key>bar</key><string>#FBFAFE</string>
          <key>row</key><string>#FFFFFF</string>
          <key>card</key><string>#E3D9F6</string>
          <key>separator</key><string>#D6CFE4</string>
        </dict>
        <key>text</key>
        <dict>
          <key>primary</key><string>#1D1A24</string>
          <key>secondary</key><string>#5C5570</string>
          <key>checked</key><string>#1E7548</string>
        </dict>
        <key>accent</key>
        <dict>
          <key>fill</key><string>#5A3BC2</string>
          <key>text</key><string>#FFFFFF</string>
        </dict>
        <key>button</key>
        <dict>
          <key>normal</key><string>#5A3BC2</string>
          <key>highlighted</key><string>#2C1B70</string>
          <key>selected</key><string>#A8215F</string>
        </dict>
        <key>symbol</key>
        <dict>
          <key>greeting</key><string>sun.max.fill</string>
          <key>card</key><string>music.note</string>
        </dict>
      </dict>
      <key>dark</key>
      <dict>
        <key>surface</key>
        <dict>
          <key>root</key><string>#0E0C13</string>
          <key>bar</key><string>#1A1722</string>
          <key>row</key><string>#201C2A</string>
          <key>card</key><string>#2F2842</string>
          <key>separator</key><string>#3A3448</string>
        </dict>
        <key>text</key>
        <dict>
          <key>primary</key><string>#F1EEF7</string>
          <key>secondary</key><string>#ABA4BD</string>
          <key>checked</key><string>#5FD39A</string>
        </dict>
        <key>accent</key>
        <dict>
          <key>fill</key><string>#9F88FF</string>
          <key>text</key><string>#140D2E</string>
        </dict>
        <key>button</key>
        <dict>
          <key>normal</key><string>#B8A6FF</string>
          <key>highlighted</key><string>#E7DFFF</string>
          <key>selected</key><string>#FF8DC7</string>
        </dict>
        <key>symbol</key>
        <dict>
          <key>greeting</key><string>moon.stars.fill</string>
          <key>card</key><string>music.note</string>
        </dict>
      </dict>
    </dict>
    </plist>
    """

  /// The palette, read from ``propertyList`` and checked for every key the app reads.
  ///
  /// The property list is part of the app, so one that does not load is a bug the first run
  /// must stop on, with the line and key the error names. A key missing from a style is
  /// reported and then drawn in the palette's magenta fallback, where it is easy to spot.
  @MainActor
  static func load() -> ThemePalette {
    let palette: ThemePalette
    do {
      palette = try ThemePalette(propertyListString: propertyList, source: "Palette.plist")
    } catch {
      preconditionFailure("The catalog's palette does not load: \(error)")
    }
    do {
      try palette.validate(
        colors: ColorKey.allCases.map(\.rawValue),
        strings: SymbolKey.allCases.map(\.rawValue)
      )
    } catch {
      print("iOSCatalog: the palette lacks keys the app reads:\n\(error)")
    }
    return palette
  }
}
