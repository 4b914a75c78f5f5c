/// What a binding on a node is stored under: a property, a named setter (with its argument),
/// or the node's customization. One word, so that a slot stays small.
@usableFromInline
enum BindingKey: Hashable {
  case keyPath(AnyKeyPath)
  case named(NamedBindingKey)
  case customization
}
