import Foundation

/// Writes a line of progress to standard error, so that the table or JSON on standard output
/// stays clean.
func progress(_ message: String) {
  FileHandle.standardError.write(Data("[ThemeBenchmarks] \(message)\n".utf8))
}
