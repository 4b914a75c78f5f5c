/// The `Contents.json` documents of a written catalog, as Xcode writes them.
enum ColorSetWriter {
  /// The extension of a color set's folder.
  static let colorSetExtension = ".colorset"

  /// The catalog folder's own document: only `"info"`. Made on each use, as ``XcodeJSON/info``
  /// is.
  static var catalogDocument: XcodeJSON { .object(["info": XcodeJSON.info]) }

  /// A group folder's document: its name prefixes the names of the sets inside it
  /// (`surface/bar`), as Xcode's "Provides Namespace" box makes it.
  static var namespaceDocument: XcodeJSON {
    .object([
      "info": XcodeJSON.info,
      "properties": .object(["provides-namespace": .boolean(true)]),
    ])
  }

  /// A color set's document: one `universal` entry per appearance, in the order given.
  static func colorSetDocument(_ entries: [(AssetCatalogAppearance, AssetColor)]) -> XcodeJSON {
    let colors = entries.map { appearance, color in
      var members: [String: XcodeJSON] = [
        "color": color.json,
        "idiom": .string("universal"),
      ]
      if let appearances = appearance.json { members["appearances"] = appearances }
      return XcodeJSON.object(members)
    }
    return .object(["colors": .array(colors), "info": XcodeJSON.info])
  }
}
