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
      for file in options.files {
        report.fileCount += 1
        do {
          let contents = try PaletteFormat.read(path: file)
          let audit = contents.audit(pairs: pairs, source: file)
          report.entries += audit.findings.map(LintReport.Entry.finding)
        } catch {
          report.entries.append(.loadError(error))
        }
      }
    } catch {
      report.entries.append(.loadError(error))
    }
    print(options.format == .json ? report.json : report.text)
    return report.hasErrors ? ThemeLint.ExitStatus.failure : ThemeLint.ExitStatus.success
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
