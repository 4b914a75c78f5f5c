import Foundation
import Testing
import Theming
import ThemingTestSupport

@testable import ThemingPalettes

/// S2, S6, white-box: the palette readers' scanners, called directly with limits and inputs
/// that the public loaders cannot be given. A binary property list's values are counted as
/// often as they are referred to, and one property-list dictionary of many keys is scanned for
/// duplicates in linear time. (What a loader does with such input is tested through the public
/// API in `Palette/PaletteScaleTests.swift`.)
@MainActor
@Suite struct PaletteScannerTests {
  @Test("S6: the palette value limit is the documented one")
  func s6PaletteValueLimitIsDocumented() {
    #expect(PaletteParser.maximumValues == DocumentedLimits.binaryPropertyListValues)
  }

  // MARK: - Shared references in binary property lists

  @Test("S6: each value is counted as often as it is referred to")
  func s6ValuesCountedPerReference() {
    func problem(_ data: Data, limit: Int) -> BinaryPropertyListCheck.Problem? {
      BinaryPropertyListCheck.firstProblem(in: data, valueLimit: limit)
    }
    // 15 values: "light", 2 + 4 groups and 8 colors.
    let small = BinaryPropertyListWriter.sharedReferences(levels: 3)
    #expect(problem(small, limit: 15) == nil)
    #expect(problem(small, limit: 14) == .tooManyValues(place: "the top level"))
    #expect(problem(small, limit: 13) == .tooManyValues(place: "light"))
    #expect(problem(small, limit: 5) == .tooManyValues(place: "light.a"))
    // 2^25 − 1 values in 239 bytes, counted by visiting each dictionary once.
    let huge = BinaryPropertyListWriter.sharedReferences(levels: 24)
    #expect(
      problem(huge, limit: PaletteParser.maximumValues)
        == .tooManyValues(place: "light.a.a.a.a.a.a.a"))
  }

  // MARK: - Many keys in one object

  /// The time to scan one object of `count` keys over the time to scan the same keys in
  /// objects of 100, each the best of three runs taken in turn: about 1 when the scan is
  /// linear in the keys, about `count` / 100 when it is quadratic in the keys of an object.
  /// Comparing two inputs of the same size cancels the machine's speed and load.
  private func oneObjectOverSmallObjects(
    keys count: Int,
    text: ([[Int]]) -> Data,
    scan: (Data) -> DuplicateKeys.Duplicate?
  ) -> Double {
    let keys = Array(0..<count)
    let one = text([keys])
    let small = text(
      stride(from: 0, to: count, by: 100).map { Array(keys[$0..<min($0 + 100, count)]) })
    var best = (one: UInt64.max, small: UInt64.max)
    var found: [String] = []
    for _ in 0..<3 {
      for (input, isOne) in [(one, true), (small, false)] {
        let start = DispatchTime.now().uptimeNanoseconds
        let duplicate = scan(input)
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        if let duplicate { found.append(duplicate.key) }
        if isOne {
          best.one = min(best.one, elapsed)
        } else {
          best.small = min(best.small, elapsed)
        }
      }
    }
    #expect(found.isEmpty, "keys reported as given twice: \(found.prefix(3))")
    return Double(best.one) / Double(best.small)
  }

  @Test("S2: one property-list dictionary of many keys is scanned in linear time")
  func s2ManyKeyDictionaryScanIsLinear() {
    let ratio = oneObjectOverSmallObjects(keys: 20_000) { groups in
      let dictionaries = groups.map { keys in
        "<dict>" + keys.map { "<key>k\($0)</key><integer>\($0)</integer>" }.joined() + "</dict>"
      }
      let light =
        dictionaries.count == 1
        ? dictionaries[0]
        : "<dict>" + dictionaries.indices.map { "<key>g\($0)</key>\(dictionaries[$0])" }.joined()
          + "</dict>"
      return Data("<plist><dict><key>light</key>\(light)</dict></plist>".utf8)
    } scan: {
      DuplicateKeys.inXMLPropertyList($0)
    }
    #expect(ratio < 4, "one dictionary of 20,000 keys took \(ratio)× as long as 200 of 100")
  }
}
