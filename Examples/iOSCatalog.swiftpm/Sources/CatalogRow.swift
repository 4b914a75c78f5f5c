import Foundation

/// One row of the catalog's table: an SF Symbol, a title, perhaps a line under it, and a
/// detail on the right.
struct CatalogRow: Hashable {
  /// The SF Symbol beside the title.
  var symbolName: String
  /// The row's title.
  var title: String
  /// A line under the title, which wraps; `nil` for none.
  var subtitle: String? = nil
  /// The text on the right; empty for none.
  var detail: String = ""

  /// A made-up music library of `count` tracks: enough rows that the table reuses a handful of
  /// cells for all of them.
  ///
  /// - Parameter count: How many tracks.
  /// - Returns: The tracks, in order.
  static func library(count: Int) -> [CatalogRow] {
    let symbols = ["music.note", "guitars", "pianokeys", "headphones", "radio", "waveform"]
    let adjectives = ["Amber", "Velvet", "Neon", "Quiet", "Paper", "Silver", "Hollow", "Golden"]
    let nouns = ["Harbour", "Lanterns", "Orbit", "Meadow", "Signal", "Tide", "Echo"]
    return (0..<count).map { index in
      let title = "\(adjectives[index % adjectives.count]) \(nouns[index % nouns.count])"
      let seconds = 150 + (index * 37) % 140
      let duration = String(format: "%d:%02d", seconds / 60, seconds % 60)
      return CatalogRow(
        symbolName: symbols[index % symbols.count],
        title: "\(index + 1). \(title)",
        detail: duration
      )
    }
  }
}
