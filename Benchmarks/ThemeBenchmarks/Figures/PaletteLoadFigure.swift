import Foundation
import Theming
import ThemingPalettes

/// Loading a palette from JSON with `ThemePalette(json:)`, the public initialiser an app calls:
/// a document of about 5 MB against the design's target (under a second), a design-token
/// resolver document of about 5 MB against the same target, and the same keys
/// as one object and split into objects of 100, to show that loading is linear in the keys of
/// one object (the duplicate-key check once compared every key of an object with every other,
/// so 40,000 keys in one object took seconds).
@MainActor
enum PaletteLoadFigure {
  /// The documents loaded.
  enum Input: Hashable, CaseIterable {
    /// Two styles, `light` and `dark`, of groups of 100 keys, at least `documentBytes` long.
    case document
    /// One style whose object holds all `objectKeys` keys.
    case oneObject
    /// One style of the same number of keys in objects of 100.
    case splitObjects
    /// A design-token resolver document with contexts `light` and `dark` of groups of 100
    /// color tokens, at least `documentBytes` long.
    case tokenDocument
  }

  /// The keys per group of the grouped documents.
  static let keysPerGroup = 100

  /// The size of document the design's target is set for ("loading a 5 MB palette or token
  /// document: < 1 s"); a quick run loads smaller ones and is not held to it.
  nonisolated static let targetBytes = 5_000_000

  /// Builds the four documents, outside the timing, then loads each `warmupRuns + runs` times,
  /// the four run by run in rotating order, and checks every loaded palette, outside the
  /// timing, for its number of keys and styles and for the value of its last key.
  ///
  /// - Parameters:
  ///   - documentBytes: The least size of the two-style document.
  ///   - objectKeys: The keys of the one-object and split documents, a multiple of 100.
  ///   - warmupRuns: Untimed loads of each document first.
  ///   - runs: Timed loads of each document.
  /// - Returns: The loading times of the four documents and the one-object ÷ split ratio.
  /// - Throws: ``BenchmarkFailure`` when a document did not load or loaded other contents.
  static func measure(documentBytes: Int, objectKeys: Int, warmupRuns: Int, runs: Int) throws
    -> PaletteLoadResult
  {
    let styles = [ThemeStyle.light, .dark]
    let inputs: [Input: PaletteJSON] = [
      .document: .grouped(styles: styles, keysPerGroup: keysPerGroup, atLeastBytes: documentBytes),
      .oneObject: .flat(styles: [.light], keys: objectKeys),
      .splitObjects: .grouped(
        styles: [.light],
        groups: max(1, objectKeys / keysPerGroup),
        keysPerGroup: keysPerGroup
      ),
      .tokenDocument: .tokens(
        styles: styles, keysPerGroup: keysPerGroup, atLeastBytes: documentBytes),
    ]
    let measurements = try measureInterleaved(
      Input.allCases,
      kind: \.self,
      warmupRuns: warmupRuns,
      runs: runs
    ) { input, run in
      guard let json = inputs[input] else { return 0 }
      return try timedLoad(json, context: "loading the \(input) palette, run \(run + 1)")
    }
    func result(_ input: Input) -> PaletteLoadTiming {
      let json = inputs[input] ?? .flat(styles: styles, keys: 0)
      return PaletteLoadTiming(
        json,
        measurements[input] ?? Measurement(samples: [])
      )
    }
    let oneObject = result(.oneObject)
    let split = result(.splitObjects)
    return PaletteLoadResult(
      document: result(.document),
      oneObject: oneObject,
      splitObjects: split,
      tokenDocument: result(.tokenDocument),
      oneObjectOverSplit: split.medianNanosecondsPerKey > 0
        ? oneObject.medianNanosecondsPerKey / split.medianNanosecondsPerKey : nil
    )
  }

  /// Times one load of `json`, then checks what it loaded; the palette is dropped after the
  /// check, outside the timing.
  private static func timedLoad(_ json: PaletteJSON, context: String) throws -> Double {
    var palette: ThemePalette?
    var failure: (any Error)?
    let nanoseconds = measureNanoseconds {
      do {
        switch json.format {
        case .palette:
          palette = try ThemePalette(json: json.data, source: "benchmark palette")
        case .tokenResolver:
          palette = ThemePalette(
            contents: try ThemePaletteContents(
              tokenResolver: json.data, source: "benchmark tokens", documents: [:]),
            source: "benchmark tokens"
          )
        }
      } catch {
        failure = error
      }
    }
    guard let palette else {
      throw BenchmarkFailure(
        description: "\(context): \(failure.map { "\($0)" } ?? "no palette")"
      )
    }
    let contents = palette.contents
    let lastStyle = json.styles.last ?? .light
    guard contents.entries.count == json.keys, contents.styles.count == json.styles.count,
      contents.value(for: json.probeKey, style: lastStyle) == json.probeValue
    else {
      throw BenchmarkFailure(
        description: "\(context): loaded \(contents.entries.count) keys in "
          + "\(contents.styles.count) styles, with \(json.probeKey) = "
          + "\(String(describing: contents.value(for: json.probeKey, style: lastStyle))), "
          + "but the document has \(json.keys) keys in \(json.styles.count) styles, with "
          + "\(json.probeKey) = \(json.probeValue)"
      )
    }
    return nanoseconds
  }
}

extension PaletteLoadTiming {
  /// The timing of loading `json`, per key and in milliseconds.
  init(_ json: PaletteJSON, _ measurement: Measurement) {
    self.init(
      bytes: json.data.count,
      keys: json.keys,
      styles: json.styles.count,
      runs: measurement.runs,
      medianMilliseconds: measurement.medianNanoseconds / 1e6,
      minMilliseconds: measurement.minNanoseconds / 1e6,
      medianNanosecondsPerKey: measurement.medianNanoseconds / Double(max(json.keys, 1))
    )
  }
}
