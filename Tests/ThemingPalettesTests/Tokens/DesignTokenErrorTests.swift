import Foundation
import Testing
import Theming
import ThemingPalettes

/// S6 and S7: every malformed design-token document is an error naming the file, the token's
/// path and what was expected, never a crash.
@Suite struct DesignTokenErrorTests {
  private func error(_ text: String) throws -> ThemeSourceError {
    try #require(TokenFixtures.error(text))
  }

  @Test("S6: an alias cycle names the chain")
  func s6AliasCycle() throws {
    let error = try error(
      #"{"a": {"$type": "number", "$value": "{b}"}, "b": {"$value": "{c}"}, "c": {"$value": "{a}"}}"#
    )
    #expect(error.source == "tokens.json")
    #expect(error.expected == "references that end at a value")
    #expect(error.found.contains("a → b → c → a"))
  }

  @Test("S6: a JSON Pointer cycle inside values is an error")
  func s6PointerCycle() throws {
    let error = try error(
      ##"""
      {"x": {"$type": "number", "$value": {"$ref": "#/y/$value"}},
       "y": {"$type": "number", "$value": {"$ref": "#/x/$value"}}}
      """##)
    #expect(error.found.contains("circular"))
  }

  @Test("S6: pointers that go through each other's values end in an error")
  func s6PointerCycleThroughValues() throws {
    let error = try error(
      ##"""
      {"x": {"$type": "number", "$value": {"$ref": "#/y/$value/0"}},
       "y": {"$type": "number", "$value": {"$ref": "#/x/$value/0"}}}
      """##)
    #expect(error.place == "x ($value)")
    #expect(error.found.contains("circular"))
  }

  @Test("S6: a pointer through an alias to nothing names the alias's target")
  func s6PointerThroughDanglingAlias() throws {
    let error = try error(
      ##"""
      {"a": {"$type": "number", "$value": "{missing}"},
       "b": {"$type": "number", "$value": {"$ref": "#/a/$value/0"}}}
      """##)
    #expect(error.place == "a ($value)" || error.place == "b ($value)")
    #expect(error.found.contains("names nothing"))
  }

  @Test("S6: a dangling reference names the token and the missing target")
  func s6DanglingReference() throws {
    let error = try error(#"{"color": {"$type": "color", "link": {"$value": "{color.missing}"}}}"#)
    #expect(error.source == "tokens.json")
    #expect(error.place == "color.link ($value)")
    #expect(error.expected == "a reference to a token")
    #expect(error.found.contains("names nothing"))
    let pointer = try self.error(
      ##"{"n": {"$type": "number", "$value": {"$ref": "#/nowhere/$value/0"}}}"##)
    #expect(pointer.place == "n ($value)")
    #expect(pointer.found.contains("#/nowhere/$value/0"))
  }

  @Test("S6: a reference to a group is not a reference to a token")
  func s6ReferenceToGroup() throws {
    let error = try error(
      #"{"g": {"$type": "number", "a": {"$value": 1}}, "b": {"$type": "number", "$value": "{g}"}}"#)
    #expect(error.place == "b ($value)")
    #expect(error.found.contains("a group"))
  }

  @Test("S6: an alias to a token of another type is a type mismatch")
  func s6AliasTypeMismatch() throws {
    let error = try error(
      #"""
      {"size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
       "color": {"$type": "color", "bad": {"$value": "{size}"}}}
      """#)
    #expect(error.place == "color.bad ($value)")
    #expect(error.expected == "a reference to a color token")
    #expect(error.found == "\"{size}\", a dimension token")
    let inner = try self.error(
      #"""
      {"size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
       "border": {"$type": "border", "$value": {"color": "{size}", "width": "{size}", "style": "solid"}}}
      """#)
    #expect(inner.place == "border ($value/color)")
    #expect(inner.expected == "a reference to a color token")
  }

  @Test("S6: a value not of its type names the place inside the value")
  func s6ValueNotOfItsType() throws {
    let cases: [(String, String, String)] = [
      (
        #"{"d": {"$type": "dimension", "$value": {"value": 4, "unit": "ft"}}}"#, "d ($value/unit)",
        "one of the units px, rem"
      ),
      (#"{"d": {"$type": "dimension", "$value": true}}"#, "d ($value)", "a dimension"),
      (#"{"w": {"$type": "fontWeight", "$value": "Boldest"}}"#, "w ($value)", "a font weight"),
      (#"{"w": {"$type": "fontWeight", "$value": 1001}}"#, "w ($value)", "a font weight"),
      (
        #"{"t": {"$type": "duration", "$value": {"value": 1, "unit": "min"}}}"#, "t ($value/unit)",
        "one of the units ms, s"
      ),
      (
        #"{"b": {"$type": "cubicBezier", "$value": [1.5, 0, 1, 1]}}"#, "b ($value/0)",
        "an x coordinate"
      ),
      (
        #"{"b": {"$type": "cubicBezier", "$value": [0, 0, 1]}}"#, "b ($value)",
        "a cubicBezier array"
      ),
      (#"{"n": {"$type": "number", "$value": "twelve"}}"#, "n ($value)", "a number"),
      (#"{"s": {"$type": "strokeStyle", "$value": "wavy"}}"#, "s ($value)", "a stroke style"),
      (
        #"{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": "1px"}}}"#,
        "t ($value)", "a typography object"
      ),
      (
        #"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "opacity": 1}}}"#,
        "c ($value)", "a color object with only"
      ),
      (
        #"{"g": {"$type": "gradient", "$value": []}}"#, "g ($value)",
        "a non-empty array of gradient stops"
      ),
      (
        ##"{"x": {"$type": "shadow", "$value": {"color": "#000"}}}"##, "x ($value)",
        "a shadow object"
      ),
      (#"{"f": {"$type": "fontFamily", "$value": ["A", 3]}}"#, "f ($value/1)", "a font name"),
      (#"{"s": {"$type": "string", "$value": 3}}"#, "s ($value)", "a string"),
    ]
    for (document, place, expected) in cases {
      let error = try #require(TokenFixtures.error(document), "\(document)")
      #expect(error.source == "tokens.json")
      #expect(error.place == place, "\(document)")
      #expect(error.expected.hasPrefix(expected), "\(document): \(error.expected)")
    }
  }

  @Test("S6: colours are checked against the colour module: space, components, ranges, alpha, hex")
  func s6ColourChecks() throws {
    func colorError(_ value: String) throws -> ThemeSourceError {
      try #require(
        TokenFixtures.error(#"{"c": {"$type": "color", "$value": \#(value)}}"#), "\(value)")
    }
    #expect(
      try colorError(#"{"colorSpace": "cmyk", "components": [0, 0, 0]}"#).place
        == "c ($value/colorSpace)")
    let count = try colorError(#"{"colorSpace": "srgb", "components": [0, 0]}"#)
    #expect(count.place == "c ($value/components)")
    #expect(count.expected.hasPrefix("3 components for srgb"))
    let range = try colorError(#"{"colorSpace": "display-p3", "components": [0, 1.2, 0]}"#)
    #expect(range.place == "c ($value/components/1)")
    #expect(range.expected == "a display-p3 component from 0 to 1")
    #expect(
      try colorError(#"{"colorSpace": "hsl", "components": [0, 120, 0]}"#).expected
        == "a hsl component from 0 to 100")
    #expect(
      try colorError(#"{"colorSpace": "oklch", "components": [0.5, -0.1, 0]}"#).expected
        == "a oklch component of at least 0")
    #expect(
      try colorError(#"{"colorSpace": "srgb", "components": [0, "zero", 0]}"#).expected
        == "a number or \"none\"")
    #expect(
      try colorError(#"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 2}"#).place
        == "c ($value/alpha)")
    #expect(
      try colorError(##"{"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#ggg"}"##).expected
        == "a 6-digit hex color \"#RRGGBB\"")
    #expect(try colorError(#""blue""#).expected.hasPrefix("a color object or a hex color"))
    // Lenient where real colours need it: hue 360 and XYZ above 1.
    #expect(
      TokenFixtures.error(
        #"{"c": {"$type": "color", "$value": {"colorSpace": "hsl", "components": [360, 50, 50]}}}"#)
        == nil)
    #expect(
      TokenFixtures.error(
        #"{"c": {"$type": "color", "$value": {"colorSpace": "xyz-d65", "components": [0.95, 1, 1.089]}}}"#
      ) == nil)
  }

  @Test("S6: invalid names are errors: $-prefixed, containing braces or a dot, empty")
  func s6InvalidNames() throws {
    for name in ["$secret", "a{b", "a}b", "a.b", ""] {
      let document = #"{"group": {"\#(name)": {"$type": "number", "$value": 1}}}"#
      let error = try #require(TokenFixtures.error(document), "\(name)")
      #expect(error.source == "tokens.json")
      #expect(error.place == "group.\(name)")
      #expect(error.found == "\"\(name)\"")
      #expect(error.expected.contains("does not start with \"$\""))
    }
  }

  @Test("S6: a token that is also a group, or is not an object, is an error")
  func s6TokenGroupAndNonObject() throws {
    let both = try error(#"{"a": {"$type": "number", "$value": 1, "child": {"$value": 2}}}"#)
    #expect(both.place == "a.child")
    #expect(both.expected.contains("cannot also be a group"))
    let notObject = try error(#"{"a": 1}"#)
    #expect(notObject.expected.hasPrefix("a token (an object with \"$value\") or a group"))
  }

  @Test("S6: circular $extends and $extends to a token are errors")
  func s6ExtendsErrors() throws {
    let loop = try error(
      #"{"a": {"$extends": "{b}", "x": {"$type": "number", "$value": 1}}, "b": {"$extends": "{a}"}}"#
    )
    #expect(loop.found.contains("circular"))
    let own = try error(#"{"button": {"secondary": {"$extends": "{button}"}}}"#)
    #expect(own.place == "button.secondary.$extends")
    #expect(own.found.contains("circular"))
    let token = try error(
      #"{"t": {"$type": "number", "$value": 1}, "g": {"$extends": "{t}"}}"#)
    #expect(token.place == "g.$extends")
    #expect(token.expected == "a reference to a group")
    let missing = try error(#"{"g": {"$extends": "{nothing}"}}"#)
    #expect(missing.found.contains("names nothing"))
  }

  @Test("S6: non-object roots, malformed JSON and keys given twice are errors")
  func s6DocumentShape() throws {
    #expect(try error("[1, 2]").expected == "an object of tokens and groups")
    #expect(try error("\"text\"").expected == "an object of tokens and groups")
    #expect(try error(#"{"a": {"$type": "number", "$value": 1}"#).source == "tokens.json")
    let twice = try error(#"{"a": {"$type": "number", "$value": 1}, "a": {"$value": 2}}"#)
    #expect(twice.expected == "each key once in an object")
    #expect(try error("").source == "tokens.json")
  }

  @Test("S6: deep nesting is an error, not a crash")
  func s6DeepNesting() throws {
    let groups =
      String(repeating: #"{"g": "#, count: 40) + #"{"$type": "number", "$value": 1}"#
      + String(repeating: "}", count: 40)
    let error = try error(groups)
    #expect(error.expected.contains("nested at most"))
    let values =
      #"{"x": {"$type": "other", "$value": "# + String(repeating: "[", count: 200)
      + String(repeating: "]", count: 200) + "}}"
    #expect(try self.error(values).expected.contains("nested at most"))
  }

  @Test("S6: numbers JSON cannot hold are errors")
  func s6HugeNumbers() throws {
    let error = try error(#"{"n": {"$type": "number", "$value": 1e999}}"#)
    #expect(error.source == "tokens.json")
  }

  @Test("S6: an error in one file of an export names that file")
  func s6ExportErrorNamesTheFile() throws {
    do {
      _ = try ThemePaletteContents(
        designTokenStyles: [
          (.light, TokenFixtures.file(TokenFixtures.light, "light.tokens.json")),
          (
            .dark,
            TokenFixtures.file(
              #"{"color": {"$type": "color", "x": {"$value": "{palette.nope}"}}}"#,
              "dark.tokens.json")
          ),
        ],
        base: [TokenFixtures.file(TokenFixtures.core, "core.tokens.json")]
      )
      Issue.record("expected an error")
    } catch {
      #expect(error.source == "dark.tokens.json")
      #expect(error.place == "color.x ($value)")
    }
    do {
      _ = try ThemePaletteContents(
        designTokenStyles: [
          (
            .light,
            TokenFixtures.file(
              #"{"x": {"$type": "dimension", "$value": "{size.base}"}}"#, "light.tokens.json")
          )
        ],
        base: [
          TokenFixtures.file(
            #"{"size": {"$type": "dimension", "base": {"$value": "big"}}}"#, "core.tokens.json")
        ]
      )
      Issue.record("expected an error")
    } catch {
      #expect(error.source == "core.tokens.json")
      #expect(error.place == "size.base ($value)")
    }
  }
}

/// S6: the limits that keep hostile documents from exhausting the stack or the time budget.
@Suite struct DesignTokenLimitTests {
  private func chain(_ length: Int) -> String {
    var members = [#""t0": {"$type": "number", "$value": 1}"#]
    for index in 1..<length { members.append(#""t\#(index)": {"$value": "{t\#(index - 1)}"}"#) }
    return "{" + members.joined(separator: ", ") + "}"
  }

  @Test("S6: a chain of 60 aliases resolves; one of 200 is an error naming the limit")
  func s6AliasChainLimit() throws {
    #expect(try TokenFixtures.value("t59", in: chain(60)) == .number(1))
    let error = try #require(TokenFixtures.error(chain(200)))
    #expect(error.expected == "chains of at most 64 aliases")
  }

  @Test("S6: a long chain of $extends is an error naming the limit")
  func s6ExtendsChainLimit() throws {
    // g0 extends g1, which extends g2, and so on: the first group read needs the whole chain.
    var members = [#""g50": {"t": {"$type": "number", "$value": 1}}"#]
    for index in 0..<50 { members.append(#""g\#(index)": {"$extends": "{g\#(index + 1)}"}"#) }
    let error = try #require(TokenFixtures.error("{" + members.joined(separator: ", ") + "}"))
    #expect(error.expected == "chains of at most 32 groups extending groups")
  }

  @Test("S6: sets that double at every level stop at the source limit")
  func s6SourceLimit() throws {
    var sets = [#""s14": {"sources": [{"x": {"$type": "number", "$value": 1}}]}"#]
    for level in 0..<14 {
      let next = "#/sets/s\(level + 1)"
      sets.append(#""s\#(level)": {"sources": [{"$ref": "\#(next)"}, {"$ref": "\#(next)"}]}"#)
    }
    let document = ##"""
      {"version": "2025.10", "sets": {\##(sets.joined(separator: ", "))},
       "modifiers": {"theme": {"contexts": {"light": []}}},
       "resolutionOrder": [{"$ref": "#/sets/s0"}, {"$ref": "#/modifiers/theme"}]}
      """##
    do {
      _ = try ThemePaletteContents(tokenResolver: Data(document.utf8), documents: [:])
      Issue.record("expected an error")
    } catch {
      #expect(error.expected == "at most 10000 sources for one style")
    }
  }
}
