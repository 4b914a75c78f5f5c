import ThemingPalettes

/// Writes a manifest as JSON text: members in a fixed order, files sorted by path, so that
/// writing the same pack twice gives the same bytes.
enum ManifestWriter {
  static func text(of manifest: ThemeSkinManifest) -> String {
    var lines = ["{"]
    var members: [String] = [
      "  \"formatVersion\": \(manifest.formatVersion)",
      "  \"id\": \(quoted(manifest.id))",
      "  \"version\": \(quoted(manifest.version.description))",
      "  \"displayName\": \(quoted(manifest.displayName))",
      "  \"appearance\": \(quoted(manifest.appearance.rawValue))",
    ]
    if let parent = manifest.parent { members.append("  \"parent\": \(quoted(parent))") }
    members.append(
      "  \"palettes\": [" + manifest.palettes.map(quoted).joined(separator: ", ") + "]")
    let files = manifest.files.sorted { $0.path < $1.path }.map { file in
      "    { \"path\": \(quoted(file.path)), \"size\": \(file.size), "
        + "\"sha256\": \(quoted(file.sha256)) }"
    }
    members.append(
      files.isEmpty
        ? "  \"files\": []" : "  \"files\": [\n" + files.joined(separator: ",\n") + "\n  ]")
    lines.append(members.joined(separator: ",\n"))
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` as a JSON string, escaped as the palettes' writer escapes it.
  static func quoted(_ text: String) -> String {
    ThemeTokenJSON.string(text).description
  }
}
