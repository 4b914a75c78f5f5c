import Foundation

/// The results as JSON, for machines.
enum JSONReport {
  static func render(_ results: BenchmarkResults) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(results), as: UTF8.self)
  }
}
