/// Loading one document of about 5 MB: its time, and the peak memory the load added, measured
/// in a process of its own.
struct LoadResult: Codable {
  /// What the document is, for the report.
  var document: String
  var bytes: Int
  /// Distinct keys, each with a value in every style.
  var keys: Int
  var runs: Int
  var medianMilliseconds: Double
  var minMilliseconds: Double
  /// The peak resident size the load added, the document's bytes included; `nil` until
  /// measured.
  var peakBytes: Int?

  /// The peak over the document's size.
  var peakBytesPerByte: Double? {
    peakBytes.map { Double($0) / Double(max(bytes, 1)) }
  }
}
