/// The name and argument of a binding made with `bind(_:to:for:apply:)`, boxed to keep
/// ``BindingKey`` one word wide.
@usableFromInline
final class NamedBindingKey: Hashable {
  let name: String
  let argument: AnyHashable?

  init(_ name: String, argument: AnyHashable?) {
    self.name = name
    self.argument = argument
  }

  @usableFromInline
  static func == (lhs: NamedBindingKey, rhs: NamedBindingKey) -> Bool {
    lhs === rhs || (lhs.name == rhs.name && lhs.argument == rhs.argument)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(argument)
  }
}
