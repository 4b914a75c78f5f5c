import Foundation
import Testing
import Theming
import ThemingPalettes
import ThemingTestSupport

/// S7 with S4 and S5: styles from one file each or from a resolver document, loaded from files
/// or from memory, merged into a palette at run time and hot-reloaded.
@MainActor
@Suite struct DesignTokenStyleTests {
  /// The fixtures written under a fresh directory, as an app bundle or a checkout holds them.
  private func writeFixtures() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokens-\(UUID().uuidString)")
    let tokens = directory.appendingPathComponent("tokens")
    try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
    for (reference, data) in TokenFixtures.resolverDocuments {
      try data.write(to: directory.appendingPathComponent(reference))
    }
    try Data(TokenFixtures.resolver.utf8).write(
      to: directory.appendingPathComponent("theme.resolver.json"))
    return directory
  }

  @Test("S7: one file per style over a shared base loads from files, the first the default")
  func s7FilesPerStyleLoad() throws {
    let directory = try writeFixtures()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tokens = directory.appendingPathComponent("tokens")
    let palette = try ThemePalette(
      designTokenFiles: [
        (.light, tokens.appendingPathComponent("light.tokens.json")),
        (.dark, tokens.appendingPathComponent("dark.tokens.json")),
        ("festival", tokens.appendingPathComponent("festival.tokens.json")),
      ],
      base: [tokens.appendingPathComponent("core.tokens.json")]
    )
    #expect(palette.styles == [.light, .dark, "festival"])
    #expect(palette.contents == (try TokenFixtures.exportContents()))
    #expect(palette.string("label")("festival") == "Party")
    #expect(palette.color("color.background")(.dark) == ThemeColor(red: 18, green: 18, blue: 20))
  }

  @Test("S7: a missing file names its path")
  func s7MissingFileNamesItsPath() throws {
    let missing = URL(fileURLWithPath: "/nonexistent/light.tokens.json")
    #expect(throws: ThemeSourceError.self) {
      _ = try ThemePalette(designTokenFiles: [(.light, missing)])
    }
    do {
      _ = try ThemePalette(designTokenFiles: [(.light, missing)])
    } catch {
      #expect(error.source == missing.path)
    }
  }

  @Test("S7: a resolver document's theme contexts become the styles")
  func s7ResolverContextsBecomeStyles() throws {
    let contents = try ThemePaletteContents(
      tokenResolver: Data(TokenFixtures.resolver.utf8),
      source: "theme.resolver.json",
      documents: TokenFixtures.resolverDocuments
    )
    #expect(contents.styles == [.light, .dark, "festival"])
    #expect(contents.value(for: "label", style: .dark) == .string("Night"))
    // Festival lays its file over light's: its own label, light's text color.
    #expect(contents.entries["label"]?["festival"] == .string("Party"))
    #expect(contents.entries["color.text"]?["festival"] == contents.entries["color.text"]?[.light])
    // The density modifier takes its default context.
    #expect(
      contents.value(for: "spacing.gap", style: .light)
        == .token(.dimension(ThemeDimension(16, .px))))
    let export = try TokenFixtures.exportContents()
    #expect(
      contents.value(for: "text.body", style: .dark) == export.value(for: "text.body", style: .dark)
    )
  }

  @Test("S7: inputs choose another modifier's context, or another modifier's contexts as styles")
  func s7ResolverInputs() throws {
    let compact = try ThemePaletteContents(
      tokenResolver: Data(TokenFixtures.resolver.utf8),
      inputs: ["density": "compact"],
      documents: TokenFixtures.resolverDocuments
    )
    #expect(
      compact.value(for: "spacing.gap", style: .dark) == .token(.dimension(ThemeDimension(8, .px))))
    let densities = try ThemePaletteContents(
      tokenResolver: Data(TokenFixtures.resolver.utf8),
      styleModifier: "density",
      inputs: ["theme": "dark"],
      documents: TokenFixtures.resolverDocuments
    )
    #expect(densities.styles == ["regular", "compact"])
    #expect(densities.value(for: "label", style: "compact") == .string("Night"))
    #expect(throws: ThemeSourceError.self) {
      _ = try ThemePaletteContents(
        tokenResolver: Data(TokenFixtures.resolver.utf8),
        inputs: ["density": "huge"],
        documents: TokenFixtures.resolverDocuments
      )
    }
  }

  @Test("S7: a resolver document loads from a file with its references relative to it")
  func s7ResolverFromFile() throws {
    let directory = try writeFixtures()
    defer { try? FileManager.default.removeItem(at: directory) }
    let palette = try ThemePalette(
      tokenResolverAt: directory.appendingPathComponent("theme.resolver.json"))
    #expect(palette.styles == [.light, .dark, "festival"])
    #expect(palette.dimension("spacing.gap")(.dark) == ThemeDimension(16, .px))
  }

  @Test("S6: resolver errors name the document and the place")
  func s6ResolverErrors() throws {
    func error(_ text: String, documents: [String: Data] = [:]) -> ThemeSourceError? {
      do {
        _ = try ThemePaletteContents(
          tokenResolver: Data(text.utf8), source: "r.json", documents: documents)
        return nil
      } catch {
        return error
      }
    }
    let version = try #require(error(#"{"version": "1.0", "resolutionOrder": []}"#))
    #expect(version.source == "r.json" && version.place == "version")
    let missing = try #require(
      error(
        ##"{"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": [{"$ref": "gone.json"}]}}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##
      ))
    #expect(missing.place == "the reference \"gone.json\"")
    let empty = try #require(
      error(
        ##"{"version": "2025.10", "modifiers": {"theme": {"contexts": {}}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##
      ))
    #expect(empty.place == "modifiers.theme.contexts")
    let badDefault = try #require(
      error(
        ##"{"version": "2025.10", "modifiers": {"theme": {"contexts": {"a": []}, "default": "b"}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##
      ))
    #expect(badDefault.place == "modifiers.theme.default")
    let modifierInSet = try #require(
      error(
        ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "#/modifiers/theme"}]}}, "modifiers": {"theme": {"contexts": {"a": []}}}, "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/theme"}]}"##
      ))
    #expect(modifierInSet.place == "sets.s.sources.0")
    let setLoop = try #require(
      error(
        ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "#/sets/s"}]}}, "modifiers": {"theme": {"contexts": {"a": []}}}, "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/theme"}]}"##
      ))
    #expect(setLoop.found.contains("circular"))
    let badToken = try #require(
      error(
        ##"{"version": "2025.10", "modifiers": {"theme": {"contexts": {"a": [{"$ref": "t.json"}]}}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##,
        documents: ["t.json": Data(#"{"x": {"$type": "number", "$value": "one"}}"#.utf8)]))
    #expect(badToken.source == "t.json" && badToken.place == "x ($value)")
  }

  @Test("S4: a token document delivered at run time adds a style the app can switch to")
  func s4TokenPayloadAddsAStyle() throws {
    let (manager, _) = makeManager()
    let palette = ThemePalette(
      contents: try ThemePaletteContents(
        designTokenStyles: [
          (.light, TokenFixtures.file(TokenFixtures.light, "light")),
          (.dark, TokenFixtures.file(TokenFixtures.dark, "dark")),
        ],
        base: [TokenFixtures.file(TokenFixtures.core, "core")]))
    let view = TestView()
    view.theme(in: manager).text = palette.string("label")
    view.theme(in: manager).alpha = palette.dimension("size.md").map { ($0.points() ?? 0) / 32 }
    let festival = try ThemePaletteContents(
      designTokenStyles: [("festival", TokenFixtures.file(TokenFixtures.festival, "festival"))],
      base: [TokenFixtures.file(TokenFixtures.core, "core")]
    )
    let added = palette.merge(festival)
    #expect(added == ["festival"])
    for style in added { manager.register(style) }
    manager.changeTheme(to: "festival")
    #expect(view.text == "Party")
    // Keys the payload lacks fall back to the palette's default style.
    #expect(view.alpha == 0.5)
    #expect(palette.contents.tokenInfo["palette.p3red"]?.type == "color")
  }

  @Test("S5: replacing a token palette's contents re-applies the nodes bound to it")
  func s5TokenPaletteHotReload() throws {
    let (manager, _) = makeManager()
    let palette = try ThemePalette(designTokens: Data(Self.version1.utf8), style: .light)
    let view = TestView()
    view.theme(in: manager).text = palette.fontFamily("font").map { $0.joined(separator: ",") }
    view.theme(in: manager).alpha = palette.number("weight").map { $0 / 1000 }
    #expect(view.text == "Inter")
    #expect(view.alpha == 0.4)
    palette.replaceContents(
      with: try ThemePaletteContents(designTokens: Data(Self.version2.utf8), style: .light))
    #expect(view.text == "Avenir,Helvetica")
    #expect(view.alpha == 0.7)
  }

  private static let version1 = #"""
    {"font": {"$type": "fontFamily", "$value": "Inter"}, "weight": {"$type": "fontWeight", "$value": "regular"}}
    """#
  private static let version2 = #"""
    {"font": {"$type": "fontFamily", "$value": ["Avenir", "Helvetica"]},
     "weight": {"$type": "fontWeight", "$value": "bold"}}
    """#

  @Test("S7: a resolver document of sets and no modifier gives one style, light")
  func s7ResolverWithoutModifierIsOneStyle() throws {
    let core = ##"{"color": {"$type": "color", "text": {"$value": "#1C1C1E"}}}"##
    let resolver = ##"""
      {"version": "2025.10",
       "sets": {"core": {"sources": [{"$ref": "core.json"}]},
                "brand": {"sources": [{"color": {"accent": {"$type": "color", "$value": "{color.text}"}}}]}},
       "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/sets/brand"}]}
      """##
    let contents = try ThemePaletteContents(
      tokenResolver: Data(resolver.utf8), source: "r.json",
      documents: ["core.json": Data(core.utf8)])
    #expect(contents.styles == [.light])
    let palette = ThemePalette(contents: contents)
    #expect(palette.color("color.accent")(.light) == ThemeColor(red: 0x1C, green: 0x1C, blue: 0x1E))
    // With a style modifier asked for by name, a document without it is still an error.
    #expect(throws: ThemeSourceError.self) {
      try ThemePaletteContents(
        tokenResolver: Data(resolver.utf8), source: "r.json", styleModifier: "theme",
        documents: ["core.json": Data(core.utf8)])
    }
  }

  @Test("S7/S9: a set nothing places is read under everything else, with a note")
  func s7UnplacedSetReadUnderneath() throws {
    // As Apple's HIG tokens do: the typography primitives are declared as a set, and the
    // contexts refer to their tokens, but resolutionOrder lists only the modifiers.
    let resolver = ##"""
      {"version": "2025.10",
       "sets": {"primitives": {"sources": [{"font": {"$type": "fontFamily",
                  "body": {"$value": ["SF Pro"]}, "title": {"$value": ["New York"]}}}]},
                "used": {"sources": [{"gap": {"$type": "number", "$value": 8}}]}},
       "modifiers": {"theme": {"contexts": {
         "light": [{"$ref": "#/sets/used"},
                   {"text": {"$type": "fontFamily", "$value": "{font.body}"},
                    "font": {"title": {"$value": ["Georgia"]}}}],
         "dark": [{"text": {"$type": "fontFamily", "$value": "{font.title}"}}]},
         "default": "light"}},
       "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
      """##
    let contents = try ThemePaletteContents(
      tokenResolver: Data(resolver.utf8), source: "r.json", documents: [:])
    #expect(contents.value(for: "text", style: .light) == .token(.fontFamily(["SF Pro"])))
    // What the document orders wins over the set read underneath.
    #expect(contents.value(for: "font.title", style: .light) == .token(.fontFamily(["Georgia"])))
    #expect(contents.value(for: "text", style: .dark) == .token(.fontFamily(["New York"])))
    let notes = contents.loadNotes.filter { $0.issue.place == "sets.primitives" }
    #expect(notes.count == 1 && notes.first?.kind == .readLeniently)
    // A set named from a context is placed there, and not read again underneath.
    #expect(!contents.loadNotes.contains { $0.issue.place == "sets.used" })
  }
}
