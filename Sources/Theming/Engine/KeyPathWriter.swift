/// Makes the closures that write a provider's values through a key path: the `.theme` lookup's
/// route, for every property nobody declared on the namespace.
///
/// Each write of these closures, on a switch or a refresh, is the Swift runtime applying the key
/// path, which costs several times a direct call of the setter. (The value an assignment
/// applies at once is written by the assigning code, where the compiler sees the key path.) A
/// property declared on the namespace with a setter (``ThemeWrapper/bind(_:to:apply:)``) is
/// written through that setter instead.
@MainActor
@usableFromInline
enum KeyPathWriter {
  /// A closure that stores `Conversion.field(from: provider(style))` into `keyPath` of the
  /// object it is given.
  ///
  /// - Parameters:
  ///   - keyPath: The property.
  ///   - conversion: Turns a provided value into the property's type (wraps it in an optional,
  ///     or leaves it). A type rather than a closure, so that the specialised closure has no
  ///     call to make for it.
  /// - Returns: The closure a binding stores; every object it is given must be of `Base`.
  ///
  /// Inlinable so that the closure is compiled for the call site's own types: compiled
  /// generically, it would move each value through run-time value witnesses.
  @inlinable
  static func makeApply<Base: AnyObject, Conversion: ValueConversion>(
    keyPath: ReferenceWritableKeyPath<Base, Conversion.Field>,
    conversion: Conversion.Type
  ) -> BindingApply {
    { object, style, storage in
      // A binding's closure is only ever given the node and the storage it was bound with.
      let value = Conversion.field(
        from: unsafeDowncast(storage, to: ProviderStorage<Conversion.Provided>.self).closure(style))
      unsafeDowncast(object, to: Base.self)[keyPath: keyPath] = value
    }
  }
}
