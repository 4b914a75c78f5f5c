/// Makes the closures that write a provider's values through a key path.
///
/// The closure writes through the key path itself, which is the one write that every platform
/// supports for every kind of property: stored, computed, observed, inherited from a
/// superclass or overridden by a subclass, `final` or not. It is compiled for the call site's
/// own types, so a value moves into the property without run-time value witnesses.
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
  /// generically, it moves each value through run-time value witnesses, which costs a plain
  /// switch about a quarter of its time.
  @inlinable
  static func makeApply<Base: AnyObject, Conversion: ValueConversion>(
    keyPath: ReferenceWritableKeyPath<Base, Conversion.Field>,
    conversion: Conversion.Type
  ) -> BindingApply {
    { object, style, storage in
      unsafeDowncast(object, to: Base.self)[keyPath: keyPath] = Conversion.field(
        from: unsafeDowncast(storage, to: ProviderStorage<Conversion.Provided>.self).closure(style))
    }
  }
}

/// How a provided value becomes the value of the property it is bound to.
@usableFromInline
protocol ValueConversion {
  associatedtype Provided
  associatedtype Field
  static func field(from value: Provided) -> Field
}

/// A provider of the property's own type.
@usableFromInline
enum SameValue<Value>: ValueConversion {
  @inlinable
  static func field(from value: Value) -> Value { value }
}

/// A provider of non-optional values bound to an optional property.
@usableFromInline
enum WrappedInOptional<Value>: ValueConversion {
  @inlinable
  static func field(from value: Value) -> Value? { value }
}
