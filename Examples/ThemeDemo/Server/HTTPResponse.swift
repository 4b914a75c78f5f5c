import Foundation

/// A whole response of the loopback server: the status line, three headers and the body. Each
/// connection carries one request and one response, then closes.
struct HTTPResponse {
  let status: Int
  let reason: String
  let contentType: String
  let body: [UInt8]

  /// The largest file served: a skin pack's files are small, and the server reads each whole.
  static let maximumFileBytes = 1024 * 1024

  /// The answer to `request` from the files in `root`: the file's bytes, or why not. Only
  /// `GET` of a regular file inside `root` is served. A path is refused when a part of it leaves
  /// or repeats a folder (``HTTPRequest/fileParts``), and again when, once symbolic links are
  /// resolved, the file is not inside `root` after all.
  static func answering(_ request: HTTPRequest?, from root: URL) -> HTTPResponse {
    guard let request else { return failure(400, "Bad Request") }
    guard request.method == "GET" else { return failure(405, "Method Not Allowed") }
    guard let parts = request.fileParts else { return failure(403, "Forbidden") }
    let folder = root.resolvingSymlinksInPath().path + "/"
    let file = parts.reduce(root) { $0.appendingPathComponent($1) }
    guard file.resolvingSymlinksInPath().path.hasPrefix(folder) else {
      return failure(403, "Forbidden")
    }
    let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
    guard attributes?[.type] as? FileAttributeType == .typeRegular,
      let size = attributes?[.size] as? NSNumber, size.intValue <= maximumFileBytes,
      let data = try? Data(contentsOf: file)
    else { return failure(404, "Not Found") }
    return HTTPResponse(
      status: 200, reason: "OK", contentType: contentType(of: file), body: Array(data))
  }

  /// The bytes to send.
  var bytes: [UInt8] {
    let head =
      "HTTP/1.1 \(status) \(reason)\r\n" + "Content-Type: \(contentType)\r\n"
      + "Content-Length: \(body.count)\r\n" + "Connection: close\r\n\r\n"
    return Array(head.utf8) + body
  }

  private static func failure(_ status: Int, _ reason: String) -> HTTPResponse {
    HTTPResponse(
      status: status, reason: reason, contentType: "text/plain; charset=utf-8",
      body: Array("\(status) \(reason)\n".utf8))
  }

  /// The media type of the kinds of file a skin pack holds; any other is plain bytes.
  private static func contentType(of file: URL) -> String {
    switch file.pathExtension.lowercased() {
    case "json": "application/json"
    case "png": "image/png"
    case "md": "text/markdown; charset=utf-8"
    default: "application/octet-stream"
    }
  }
}
