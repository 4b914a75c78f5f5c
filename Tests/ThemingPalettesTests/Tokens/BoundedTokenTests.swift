import Foundation
import Testing
import Theming
import ThemingPalettes

/// S6: hostile token documents cost bounded work, and each kind of chain has one limit, the same
/// whatever the tokens are named.
@Suite struct BoundedTokenTests {
  private func load(_ object: [String: Any]) throws -> ThemePaletteContents {
    let data = try JSONSerialization.data(withJSONObject: object)
    return try ThemePaletteContents(designTokens: data, style: .light, source: "tokens.json")
  }

  @Test("S6: groups that each extend an earlier one twice are bounded, naming the place")
  func s6ExtendsExpansionBounded() throws {
    var document: [String: Any] = [
      "g0": ["$type": "number", "a": ["$value": 1], "b": ["$value": 2]]
    ]
    for level in 1...24 {
      document["g\(level)"] = [
        "$extends": "{g\(level - 1)}", "x\(level)": ["$extends": "{g\(level - 1)}"],
      ]
    }
    let data = try JSONSerialization.data(withJSONObject: document)
    #expect(data.count < 3_000)
    let started = Date()
    let error = try #require(throws: ThemeSourceError.self) {
      try ThemePaletteContents(designTokens: data, style: .light, source: "tokens.json")
    }
    #expect(
      error.expected
        == "at most 100000 groups and tokens more than the document writes, once $extends is "
        + "expanded")
    #expect(error.place.hasPrefix("g"))
    // Bounded, not fast: the sanitizers run the reader many times slower.
    let limit: TimeInterval =
      ProcessInfo.processInfo.environment["THEMING_SANITIZER"] == nil ? 30 : 150
    #expect(Date().timeIntervalSince(started) < limit)
  }

  @Test("S6: a chain of 40 whole-token $ref aliases resolves; aliases chain to 64, not 65")
  func s6AliasChainLimit() throws {
    var refs: [String: Any] = ["t0": ["$type": "number", "$value": 1]]
    for index in 1...40 { refs["t\(index)"] = ["$ref": "#/t\(index - 1)"] }
    #expect(try load(refs).value(for: "t40", style: .light) == .number(1))
    func chain(_ aliases: Int) -> [String: Any] {
      var document: [String: Any] = ["t000": ["$type": "number", "$value": 1]]
      for index in 1...aliases {
        document[String(format: "t%03d", index)] = ["$value": String(format: "{t%03d}", index - 1)]
      }
      return document
    }
    #expect(try load(chain(64)).value(for: "t064", style: .light) == .number(1))
    let error = try #require(throws: ThemeSourceError.self) { try load(chain(65)) }
    #expect(error.place == "t065")
    #expect(error.expected == "chains of at most 64 aliases")
  }

  @Test(
    "S6: a 10,000-long alias chain is an error however its tokens' names sort",
    arguments: [false, true])
  func s6LongChainWhateverTheOrder(descending: Bool) throws {
    func name(_ index: Int) -> String {
      String(format: "a%05d", descending ? 99_999 - index : index)
    }
    var document: [String: Any] = [name(0): ["$type": "number", "$value": 1]]
    for index in 1..<10_000 { document[name(index)] = ["$value": "{\(name(index - 1))}"] }
    let error = try #require(throws: ThemeSourceError.self) { try load(document) }
    #expect(error.findings.contains { $0.expected == "chains of at most 64 aliases" })
  }

  @Test("S6: a hexadecimal float is not a dimension's number")
  func s6HexFloatRefused() throws {
    let error = try #require(throws: ThemeSourceError.self) {
      try load(["d": ["$type": "dimension", "$value": "0x1p4px"]])
    }
    #expect(error.found == "the string \"0x1p4px\"")
  }

  @Test("S6: a FIFO and a device are refused as files, by what they are")
  func s6SpecialFilesRefused() throws {
    let fifo = FileManager.default.temporaryDirectory
      .appendingPathComponent("fifo-\(UUID().uuidString).tokens.json")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(at: fifo) }
    let fromFIFO = try #require(throws: ThemeSourceError.self) {
      try ThemeTokenFile(contentsOf: fifo)
    }
    #expect(fromFIFO.expected == "a regular file")
    let fromDevice = try #require(throws: ThemeSourceError.self) {
      try ThemeTokenFile(contentsOf: URL(fileURLWithPath: "/dev/zero"))
    }
    #expect(fromDevice.found == "a character device")
  }

  @Test("S6: a file named like a color set is left out of a catalog, and named")
  func s6ColorSetFile() throws {
    let catalog = FileManager.default.temporaryDirectory
      .appendingPathComponent("Files-\(UUID().uuidString).xcassets")
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: catalog) }
    try Data("{}".utf8).write(to: catalog.appendingPathComponent("Brand.colorset"))
    let contents = try ThemePaletteContents(assetCatalogAt: catalog)
    #expect(contents.loadNotes.map(\.key) == ["Brand"])
    #expect(contents.loadNotes.first?.issue.found == "a file")
  }

  @Test("S6: a copied group that extends a group enclosing its original is a cycle there too")
  func s6CopiedCircularExtension() throws {
    // Copied into `copy`, `loop` and `again` would otherwise copy `base` and `base.red` afresh
    // at every level, doubling until the expansion limit.
    let error = try #require(throws: ThemeSourceError.self) {
      try load([
        "base": [
          "red": [
            "$type": "number", "a": ["$value": 1],
            "loop": ["$extends": "{base}"], "again": ["$ref": "#/base/red"],
          ]
        ],
        "copy": ["$extends": "{base.red}"],
      ])
    }
    let places = Set(error.findings.map(\.place))
    #expect(
      places == [
        "base.red.loop.$extends", "base.red.again.$extends", "copy.loop.$extends",
        "copy.again.$extends",
      ])
    #expect(error.findings.count == 4)
    let copied = try #require(error.findings.first { $0.place == "copy.loop.$extends" })
    #expect(
      copied.found
        == "\"{base}\", which encloses base.red.loop, the group this one copies "
        + "(a circular extension)")
  }

  @Test("S6: the fuzzer's copied circular groups are read at the size they are written")
  func s6CopiedCircularExtensionFromTheFuzzer() throws {
    // Reduced from a 2 KB input the fuzzer wrote: `base.red` holds a `$ref` to itself and an
    // `$extends` of `base`, and the top level copies both. Judged only where they were copied
    // to, the copies doubled to the expansion limit: 48,000 findings and seconds of work.
    let document = #"""
      {
        "base": {
          "red": { "$type": "color", "x": { "$type": "color", "$value": "#ff0000" },
            "ext": { "$extends": "{base}", "w": { "$value": "{base.w}" } },
            "self": { "$ref": "#/base/red" } },
          "w": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } }
        },
        "self": { "$ref": "#/base/red" },
        "ext": { "$extends": "{base}" }
      }
      """#
    let error = try #require(throws: ThemeSourceError.self) {
      try ThemePaletteContents(designTokens: Data(document.utf8), style: .light, source: "fuzz")
    }
    #expect(error.findings.count < 20, "\(error.findings.map(\.place))")
    #expect(error.findings.contains { $0.place == "self.self.$extends" })
  }

  @Test("S6: a group whose $ref points inside itself is a cycle, not an endless descent")
  func s6RefIntoItself() throws {
    let error = try #require(throws: ThemeSourceError.self) {
      try load(["base": ["$ref": "#/base/red"], "a": ["$type": "number", "$value": 1]])
    }
    #expect(error.place == "base")
    #expect(error.found.hasPrefix("a circular chain"))
  }
}
