import Foundation
import Testing
import Theming
import ThemingPalettes
import ThemingTestSupport

/// S2, S6: palettes from files and servers are hostile input, so loading one costs work in
/// proportion to its bytes: a binary property list whose dictionaries share references is
/// refused before it expands. (How the readers' scanners count values and find duplicate keys,
/// in linear time, is tested on the scanners themselves: `Engine/PaletteScannerTests.swift`.)
@MainActor
@Suite struct PaletteScaleTests {
  // MARK: - Shared references in binary property lists

  @Test("S2: a hand-written binary property list of shared dictionaries reads as a tree")
  func s2SharedDictionariesReadAsATree() throws {
    let data = BinaryPropertyListWriter.sharedReferences(levels: 3)
    let tree = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    let light = try #require((tree as? [String: Any])?["light"] as? [String: Any])
    let middle = try #require((light["b"] as? [String: Any])?["a"] as? [String: Any])
    #expect(middle["b"] as? String == "#FFFFFF")
    let palette = try ThemePalette(propertyList: data)
    #expect(palette.contents.entries.count == 8)
    #expect(palette.color("b.a.b")(.light) == ThemeColor(red: 255, green: 255, blue: 255))
  }

  @Test("S6: a binary property list of shared dictionaries is refused before it expands")
  func s6SharedDictionariesRefusedEarly() {
    // 2^18 − 1 values, just over the limit, in about 200 bytes. Read without counting,
    // Foundation expands every one and the palette loads; 24 levels take minutes.
    let data = BinaryPropertyListWriter.sharedReferences(levels: 17)
    let start = DispatchTime.now().uptimeNanoseconds
    let error = #expect(throws: ThemeSourceError.self) {
      try ThemePalette(propertyList: data, source: "Shared.plist")
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    #expect(seconds < 1, "took \(seconds) s")
    #expect(error?.source == "Shared.plist")
    #expect(error?.place == "light")
    #expect(error?.expected == "at most \(DocumentedLimits.binaryPropertyListValues) values")
  }

  @Test("S6: a binary property list that contains itself is an error")
  func s6SelfContainingPropertyListIsAnError() {
    var writer = BinaryPropertyListWriter()
    let key = writer.addString("light")
    let itself = writer.nextNumber
    let loop = writer.addDictionary([(key, itself)])
    #expect(throws: ThemeSourceError.self) {
      try ThemePalette(propertyList: writer.data(top: loop))
    }
  }

  @Test("S6: a set in a binary property list is an error naming its key path")
  func s6SetInPropertyListIsAnError() {
    // Foundation on Linux crashes converting a set with members into a Swift set.
    var writer = BinaryPropertyListWriter()
    let key = writer.addString("tint")
    let white = writer.addString("#FFFFFF")
    let set = writer.addSet([white])
    let light = writer.addString("light")
    let group = writer.addDictionary([(key, set)])
    let top = writer.addDictionary([(light, group)])
    let error = #expect(throws: ThemeSourceError.self) {
      try ThemePalette(propertyList: writer.data(top: top), source: "Set.plist")
    }
    #expect(error?.source == "Set.plist")
    #expect(error?.place == "light.tint")
    #expect(error?.found == "a set")
    let topSet = writer.addSet([light])
    let whole = #expect(throws: ThemeSourceError.self) {
      try ThemePalette(propertyList: writer.data(top: topSet))
    }
    #expect(whole?.place == "the top level")
    #expect(whole?.expected == "an object with one member per style")
  }

  @Test("S2: a binary property list Foundation wrote loads")
  func s2FoundationsBinaryPropertyListLoads() throws {
    // Foundation writes equal strings once and refers to them from every key that has them.
    let page = ["bg": "#F2F2F7", "line": "#F2F2F7"]
    let tree: [String: Any] = ["light": ["page": page, "bg": "#F2F2F7"], "dark": ["bg": "#000"]]
    let data = try PropertyListSerialization.data(
      fromPropertyList: tree, format: .binary, options: 0)
    let palette = try ThemePalette(propertyList: data)
    #expect(palette.color("page.line")(.light) == ThemeColor(red: 0xF2, green: 0xF2, blue: 0xF7))
    #expect(palette.contents.entries.count == 3)
  }
}
