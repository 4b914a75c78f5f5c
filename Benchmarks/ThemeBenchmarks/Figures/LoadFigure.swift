import Foundation
import Theming
import ThemingPalettes

/// Loading a document of about 5 MB through the public initialisers an app calls: a JSON
/// palette with `ThemePalette(json:)`, and a design-token resolver document with
/// `ThemePaletteContents(tokenResolver:documents:)`, against the design's target of under a
/// second each.
@MainActor
enum LoadFigure {
  /// The keys per group of the documents.
  static let keysPerGroup = 100

  /// The size of document the design's target is set for ("loading a 5 MB palette or token
  /// document: < 1 s"); a quick run loads smaller ones and is not held to it.
  nonisolated static let targetBytes = 5_000_000

  /// The two documents, of at least `bytes` bytes each, with `light` and `dark` styles.
  static func documents(bytes: Int) -> [PaletteJSON] {
    [
      .grouped(styles: [.light, .dark], keysPerGroup: keysPerGroup, atLeastBytes: bytes),
      .tokens(styles: [.light, .dark], keysPerGroup: keysPerGroup, atLeastBytes: bytes),
    ]
  }

  /// Builds the two documents, outside the timing, then loads each `warmupRuns + runs` times,
  /// the two run by run in rotating order, and checks every loaded palette, outside the
  /// timing, for its number of keys and styles and for the value of its last key.
  ///
  /// - Returns: The loading time of each document.
  /// - Throws: ``BenchmarkFailure`` when a document did not load or loaded other contents.
  static func measure(bytes: Int, warmupRuns: Int, runs: Int) throws -> [LoadResult] {
    let documents = documents(bytes: bytes)
    let measurements = try measureInterleaved(
      Array(documents.indices),
      kind: \.self,
      warmupRuns: warmupRuns,
      runs: runs
    ) { index, run in
      let json = documents[index]
      var loaded: Result<ThemePaletteContents, any Error>?
      let nanoseconds = measureNanoseconds {
        loaded = Result { try load(json.data, format: json.format) }
      }
      let context = "loading the \(json.title), run \(run + 1)"
      guard let contents = try loaded?.get() else {
        throw BenchmarkFailure(description: "\(context): nothing loaded")
      }
      try check(contents, of: json, context: context)
      return nanoseconds
    }
    return documents.indices.map { index in
      let json = documents[index]
      let measurement = measurements[index] ?? Measurement(samples: [])
      return LoadResult(
        document: json.title,
        bytes: json.data.count,
        keys: json.keys,
        runs: measurement.runs,
        medianMilliseconds: measurement.medianNanoseconds / 1e6,
        minMilliseconds: measurement.minNanoseconds / 1e6,
        peakBytes: nil
      )
    }
  }

  /// Loads a document of `format` as an app does.
  static func load(_ data: Data, format: PaletteJSON.Format) throws
    -> ThemePaletteContents
  {
    switch format {
    case .palette:
      try ThemePalette(json: data, source: "benchmark palette").contents
    case .tokenResolver:
      try ThemePaletteContents(tokenResolver: data, source: "benchmark tokens", documents: [:])
    }
  }

  /// Checks that `contents` holds what `json` says: its keys, its styles, and its last key's
  /// value.
  static func check(_ contents: ThemePaletteContents, of json: PaletteJSON, context: String)
    throws
  {
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
  }
}
