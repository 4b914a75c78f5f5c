// The libFuzzer entry point for skin packs: every input read as a manifest must end in a
// manifest or a ThemeSkinError, never a trap, and no path a manifest may hold can leave its
// pack, on disk or on a server. Built into the ThemingSkins module, with its sources, by
// Scripts/fuzz.sh, so that it can call the store's internals.
import Foundation

/// Feeds one input to the manifest reader and the path rules.
///
/// - Parameters:
///   - bytes: The input.
///   - count: Its length in bytes.
/// - Returns: `0`, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSkinPacks(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  if let manifest = try? ThemeSkinManifest(data: data, source: "fuzz") {
    for file in manifest.files {
      requireConfined(file.path)
    }
    // What the reader accepts, the writer must keep; it lists the files by path.
    var sorted = manifest
    sorted.files.sort { $0.path < $1.path }
    let written = Data(manifest.jsonText.utf8)
    guard let back = try? ThemeSkinManifest(data: written, source: "fuzz"), back == sorted
    else { fatalError("a manifest did not round-trip: \(manifest.jsonText)") }
  }
  let text = String(decoding: data, as: UTF8.self)
  if PackPath.problem(with: text) == nil { requireConfined(text) }
  _ = ThemeSkinVersion(text)?.description
  return 0
}

/// Traps unless `path`, which the rules accept, stays inside its pack: no part that leaves or
/// repeats a folder, and, on a server, a URL under the manifest's folder on its origin.
func requireConfined(_ path: String) {
  let parts = path.split(separator: "/", omittingEmptySubsequences: false)
  guard !path.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
  else { fatalError("a path left its pack: \(path)") }
  _ = PackPath.resource(at: path)
  guard let manifest = URL(string: "https://example.com/skins/festival/skin.json"),
    let url = try? RemoteLocation.url(of: path, besideManifest: manifest, skin: "fuzz")
  else { return }
  guard url.host == "example.com", url.scheme == "https",
    url.path.utf8.starts(with: "/skins/festival/".utf8), url.query == nil, url.fragment == nil
  else { fatalError("a path left its server: \(path) → \(url)") }
}
