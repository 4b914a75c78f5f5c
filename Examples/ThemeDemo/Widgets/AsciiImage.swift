/// A small picture drawn with text, looked up by name the way an app loads an image asset.
struct AsciiImage: Hashable, Sendable {
  let name: String
  let lines: [String]

  /// The picture called `name`, or `nil` when the catalog has none by that name.
  static func named(_ name: String) -> AsciiImage? {
    catalog[name].map { AsciiImage(name: name, lines: $0) }
  }

  private static let catalog: [String: [String]] = [
    "sun": [
      #"   \  |  /   "#,
      #" --   O   -- "#,
      #"   /  |  \   "#,
    ],
    "moon": [
      #"    ,-''   * "#,
      #"   (  (      "#,
      #"    `-..  *  "#,
    ],
  ]
}
