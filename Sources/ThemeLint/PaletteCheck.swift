import Foundation
import Theming
import ThemingPalettes

/// `theme-lint FILE…`: loads each palette and audits it against the pairs.
struct PaletteCheck {
  let options: LintCommand.CheckOptions

  func run() -> Int32 {
    var report = LintReport()
    do {
      let pairs = try loadPairs()
      report.pairCount = pairs.count
      if !options.reading.styles.isEmpty {
        check(
          { () throws(ThemeSourceError) in try options.reading.stylesPalette() },
          source: options.reading.stylesSource, pairs: pairs, into: &report)
      }
      for file in options.files {
        check(
          { () throws(ThemeSourceError) in
            try PaletteFormat.read(path: file, options: options.reading)
          },
          source: file, pairs: pairs, into: &report)
      }
    } catch {
      report.add(error)
    }
    print(options.format == .json ? report.json : report.text)
    return report.hasErrors ? ThemeLint.ExitStatus.failure : ThemeLint.ExitStatus.success
  }

  /// Loads one palette and audits it; every finding of a load that failed is reported.
  private func check(
    _ load: () throws(ThemeSourceError) -> ThemePaletteContents,
    source: String,
    pairs: [ThemeContrastPair],
    into report: inout LintReport
  ) {
    report.fileCount += 1
    do {
      let contents = try load()
      report.counts.append(contents.loadCounts)
      for finding in contents.audit(pairs: pairs, source: source).findings {
        let lenient = [.leftOut, .readLeniently, .unsupportedType].contains(finding.kind)
        report.entries.append(.finding(finding, asError: options.strict && lenient))
      }
    } catch {
      report.add(error)
    }
  }

  /// The pairs from `--pairs`, each with the `--min` ratio when one was given: the command
  /// line's minimum wins over the file's, which wins over the default of 4.5 (text).
  private func loadPairs() throws(ThemeSourceError) -> [ThemeContrastPair] {
    guard let path = options.pairsFile else { return [] }
    let data = try PaletteFormat.data(at: path)
    var pairs = try ThemeContrastPair.list(fromJSON: data, source: path)
    if let minimum = options.minimumRatio {
      for index in pairs.indices { pairs[index].minimumRatio = minimum }
    }
    return pairs
  }
}
