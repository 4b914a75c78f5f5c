import Foundation

/// What the loopback server reads of a request: the method and the path of its first line,
/// `GET /images/lantern%402x.png HTTP/1.1`. Headers are not needed and not read.
struct HTTPRequest: Equatable {
  let method: String
  /// The path as sent, without the query.
  let target: String

  /// The request in `head` (its bytes up to the empty line), or `nil` when its first line is
  /// not `METHOD /path HTTP/1.x`.
  init?(head: [UInt8]) {
    guard let firstLine = String(decoding: head, as: UTF8.self).split(separator: "\r\n").first
    else { return nil }
    let parts = firstLine.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), parts[1].hasPrefix("/") else {
      return nil
    }
    method = String(parts[0])
    target = String(parts[1].prefix { $0 != "?" && $0 != "#" })
  }

  /// The parts of the file path the request names inside the served folder, or `nil` when it
  /// names none there. Every part is percent-decoded first, so that `%2E%2E` is seen as the
  /// `..` it means; a part that is empty, `.` or `..`, or that holds a `/`, a backslash or a
  /// NUL, could leave the folder or name it ambiguously, so it is refused.
  var fileParts: [String]? {
    let encoded = target.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
    var parts: [String] = []
    for part in encoded {
      guard let decoded = part.removingPercentEncoding, !decoded.isEmpty, decoded != ".",
        decoded != "..", !decoded.contains("/"), !decoded.contains("\\"), !decoded.contains("\0")
      else { return nil }
      parts.append(decoded)
    }
    return parts
  }
}
