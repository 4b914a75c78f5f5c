import Foundation
import Theming
import ThemingPalettes

/// What a check found, printed as text, one line each, or as a JSON array of objects.
struct LintReport {
  /// One line of the report.
  enum Entry {
    /// A finding of a palette's audit; `asError` when `--strict` makes a warning an error.
    case finding(ThemePaletteFinding, asError: Bool)
    /// One finding of a palette or pairs file that did not load.
    case loadError(ThemeSourceError)

    var isError: Bool {
      switch self {
      case .finding(let finding, let asError): asError || finding.severity == .error
      case .loadError: true
      }
    }

    /// The finding's severity as reported.
    var severity: String { isError ? "error" : "warning" }
  }

  var entries: [Entry] = []
  /// What each palette that loaded took of its input.
  var counts: [ThemeLoadCounts] = []

  /// Reports every finding of a load error, one entry each.
  mutating func add(_ error: ThemeSourceError) {
    entries += error.findings.map(Entry.loadError)
  }
  /// How many palette files were checked, and against how many pairs, for the summary.
  var fileCount = 0
  var pairCount = 0

  var hasErrors: Bool { entries.contains(where: \.isError) }

  /// One line per entry, then a summary line.
  var text: String {
    let lines = entries.map { entry in
      switch entry {
      case .finding(let finding, let asError):
        asError ? Self.strictMessage(finding) : finding.message
      case .loadError(let error): error.description
      }
    }
    let errors = entries.filter(\.isError).count
    let warnings = entries.count - errors
    let files = fileCount == 1 ? "1 palette" : "\(fileCount) palettes"
    let pairs = pairCount == 1 ? "1 pair" : "\(pairCount) pairs"
    let read = counts.reduce(0) { $0 + $1.read }
    let lenient = counts.reduce(0) { $0 + $1.readLeniently }
    let leftOut = counts.reduce(0) { $0 + $1.leftOut }
    let summary =
      "theme-lint: \(files), \(pairs): \(Self.count(errors, "error")), "
      + "\(Self.count(warnings, "warning")); \(Self.count(read, "key")) read "
      + "(\(lenient) leniently), \(leftOut) left out"
    return (lines + [summary]).joined(separator: "\n")
  }

  /// A warning's message with its severity made an error, as `--strict` reports it.
  private static func strictMessage(_ finding: ThemePaletteFinding) -> String {
    let warning = "\(finding.source): warning in style"
    guard finding.message.hasPrefix(warning) else { return finding.message }
    return "\(finding.source): error (--strict) in style"
      + finding.message.dropFirst(warning.count)
  }

  /// A JSON array with one object per entry.
  var json: String {
    let objects = entries.map { entry -> [String: Any] in
      switch entry {
      case .finding(let finding, _):
        var object: [String: Any] = [
          "file": finding.source,
          "severity": entry.severity,
          "kind": finding.kind.rawValue,
          "style": finding.style.rawValue,
          "keys": finding.keys,
          "colors": finding.colors.map(\.hexString),
          "message": finding.message,
        ]
        object["ratio"] = finding.ratio
        object["required"] = finding.required
        return object
      case .loadError(let error):
        return [
          "file": error.source,
          "severity": "error",
          "kind": "loadError",
          "place": error.place,
          "expected": error.expected,
          "found": error.found,
          "message": error.description,
        ]
      }
    }
    // Strings, numbers, arrays and dictionaries only, so serialization cannot fail.
    let data =
      (try? JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys]))
      ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
  }
}
