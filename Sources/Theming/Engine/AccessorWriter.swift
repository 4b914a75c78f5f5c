/// How a key path's binding writes its values: through the key path (the `.theme` lookup), or
/// through a setter the app declared with `bind(_:to:apply:)`. Accessors are shared per key
/// path and per writer, so that each keeps the way of writing it was made with.
@usableFromInline
enum AccessorWriter: Hashable {
  case keyPath
  case setter
}
