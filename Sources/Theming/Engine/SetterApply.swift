/// Makes the closures that hand a provider's value to the app's own code: a customization, or
/// the setter of a binding made with `bind(_:to:apply:)`.
@MainActor
@usableFromInline
enum SetterApply {
  /// A closure that runs a `ThemeProvider<Void>` for the style.
  @inlinable
  static func customization() -> BindingApply {
    { _, style, storage in
      // A binding's closure is only ever given the storage it was bound with.
      unsafeDowncast(storage, to: ProviderStorage<Void>.self).closure(style)
    }
  }

  /// A closure that passes a `ThemeProvider<Value>`'s value for the style to `setter`.
  ///
  /// Inlinable, like ``KeyPathWriter/makeApply(keyPath:conversion:)``, so that the closure is
  /// compiled for the call site's own types.
  @inlinable
  static func calling<Base: AnyObject, Value>(
    _ setter: @escaping @MainActor (Base, Value) -> Void
  ) -> BindingApply {
    { object, style, storage in
      // A binding's closure is only ever given the node and the storage it was bound with.
      setter(
        unsafeDowncast(object, to: Base.self),
        unsafeDowncast(storage, to: ProviderStorage<Value>.self).closure(style)
      )
    }
  }
}
