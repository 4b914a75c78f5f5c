/// Properties declared on the namespace, whose values are stored by the app's own setter.
///
/// `view.theme.property = provider` finds the property through its key path, and stores each
/// value through that key path: the Swift runtime applies the key path on every write, which
/// costs several times the setter itself. A property that is themed on many objects can be
/// declared on the namespace instead, with a setter that the compiler calls directly:
///
/// ```swift
/// extension ThemeWrapper where Base == CardView {
///   var accent: ThemeProvider<Color>? {
///     get { provider(for: \.accent) }
///     nonmutating set { bind(newValue, to: \.accent) { card, color in card.accent = color } }
///   }
/// }
///
/// card.theme.accent = ThemeProvider { style in style == .dark ? .orange : .blue }
/// ```
///
/// A declared property and the key-path lookup store one binding: assigning through either
/// replaces what the other assigned, and reading through either returns it.
///
/// Declare it this way for the class itself (`where Base == CardView`). For a class and its
/// subclasses (`where Base: CardView`), declare it through a ``ThemeProperty``, made once: there
/// `\.accent` would be a key path whose root is generic, which the Swift runtime builds anew on
/// every assignment.
extension ThemeWrapper {
  /// Stores `provider` on the property `keyPath` names, writing each value through `apply`;
  /// `nil` removes it and leaves the property's last value in place.
  ///
  /// The binding is the one `base.theme[dynamicMember: keyPath]` stores, so the two replace
  /// each other. `apply` must store the value into that property and do nothing else: the
  /// first `apply` given for a key path is kept and used for every object bound through that
  /// key path with this kind of provider.
  ///
  /// - Parameters:
  ///   - provider: The provider, or `nil` to remove the binding.
  ///   - keyPath: The property; it identifies the binding.
  ///   - apply: Stores a value into the object's property.
  @inlinable
  public func bind<Value>(
    _ provider: ThemeProvider<Value>?,
    to keyPath: ReferenceWritableKeyPath<Base, Value>,
    apply: @escaping @MainActor (Base, Value) -> Void
  ) {
    bindSetter(provider, to: keyPath, apply: apply)
  }

  /// Stores `provider` on the optional property `keyPath` names, writing each value through
  /// `apply`, as the method of the same name does for a property of the provider's own type.
  ///
  /// - Parameters:
  ///   - provider: The provider of non-optional values, or `nil` to remove the binding.
  ///   - keyPath: The optional property; it identifies the binding.
  ///   - apply: Stores a value into the object's property.
  @inlinable
  public func bind<Value>(
    _ provider: ThemeProvider<Value>?,
    to keyPath: ReferenceWritableKeyPath<Base, Value?>,
    apply: @escaping @MainActor (Base, Value) -> Void
  ) {
    bindSetter(provider, to: keyPath, apply: apply)
  }

  /// The provider stored on the property `keyPath` names, by `bind(_:to:apply:)` with a key path or
  /// by `base.theme.property = provider`.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: The stored provider, or `nil` when none of that type is stored.
  @inlinable
  public func provider<Value>(
    for keyPath: ReferenceWritableKeyPath<Base, Value>
  ) -> ThemeProvider<Value>? {
    manager.provider(for: .keyPath(keyPath), of: base)
  }

  /// The provider of non-optional values stored on the optional property `keyPath` names.
  ///
  /// - Parameter keyPath: The optional property.
  /// - Returns: The stored provider, or `nil` when none of that type is stored.
  @inlinable
  public func provider<Value>(
    for keyPath: ReferenceWritableKeyPath<Base, Value?>
  ) -> ThemeProvider<Value>? {
    manager.provider(for: .keyPath(keyPath), of: base)
  }

  /// Stores `provider` under `keyPath`, with a closure that hands each value to `apply`.
  @inlinable
  func bindSetter<Field, Value>(
    _ provider: ThemeProvider<Value>?,
    to keyPath: ReferenceWritableKeyPath<Base, Field>,
    apply: @escaping @MainActor (Base, Value) -> Void
  ) {
    guard let provider else {
      manager.removeBinding(for: .keyPath(keyPath), of: base)
      return
    }
    manager.attach(provider.storage, for: .keyPath(keyPath), to: base, writer: .setter) {
      SetterApply.calling(apply)
    }
  }
}
