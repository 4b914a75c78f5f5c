/// What an image made for the platform is cached by: two skins that both ship `bg.png`, or two
/// versions of one skin, never share an entry.
struct ImageCacheKey: Hashable {
  let skinID: String?
  let version: ThemeSkinVersion?
  let key: String
  let scale: Int
}
