/// A themable property declared once for a class and every subclass of it: the property's
/// identity and the setter that writes its values, made when the declaration is first used and
/// shared by every object and every assignment after that.
///
/// Declare one as a stored constant, and a property on the namespace that binds through it:
///
/// ```swift
/// extension CardView {
///   @MainActor static let accentProperty = ThemeProperty(\CardView.accent) { card, color in
///     card.accent = color
///   }
/// }
///
/// extension ThemeWrapper where Base: CardView {
///   var accent: ThemeProvider<Color>? {
///     get { provider(for: CardView.accentProperty) }
///     nonmutating set { bind(newValue, to: CardView.accentProperty, of: base) }
///   }
/// }
///
/// subclassOfCard.theme.accent = ThemeProvider { style in style == .dark ? .orange : .blue }
/// ```
///
/// The library declares the UIKit and AppKit properties that JXTheme declared this way. A
/// declaration through a key path in such an extension (`bind(newValue, to: \.accent) { … }`
/// where `Base: CardView`) would work too, but its key path's root is the generic `Base`, which
/// the Swift runtime builds anew on every assignment; a `ThemeProperty` is built once.
///
/// The property is identified by its key path, so assigning through the declaration and through
/// the key-path lookup (`card.theme[dynamicMember: \.accent]`) stores one binding: each replaces
/// what the other assigned, and reading through either returns it.
@MainActor
public final class ThemeProperty<Root: AnyObject, Value> {
  /// What the binding is stored under.
  @usableFromInline let key: BindingKey
  /// Writes a value through the declared setter; one for every object bound through it.
  @usableFromInline let accessor: BindingAccessor

  /// Declares the property `keyPath` names, written through `apply`.
  ///
  /// - Parameters:
  ///   - keyPath: The property; it identifies the binding. Give it with the class that declares
  ///     the property as its root (`\UIView.backgroundColor`), so that it is one key path
  ///     whatever subclass an object is.
  ///   - apply: Stores a value into the object's property, and does nothing else. The value
  ///     type may differ from the property's: a `UIColor` provider can drive a `CGColor?`
  ///     property, converting in `apply`.
  ///
  /// Inlinable so that the closure the binding keeps is compiled for the declaration's own
  /// types: compiled generically, each write would move the value through run-time witnesses.
  @inlinable
  public init<Field>(
    _ keyPath: ReferenceWritableKeyPath<Root, Field>,
    apply: @escaping @MainActor (Root, Value) -> Void
  ) {
    key = .keyPath(keyPath)
    accessor = BindingAccessor(key: key, apply: SetterApply.calling(apply))
  }
}

extension ThemeWrapper {
  /// Stores `provider` on `property`, writing each value through the property's setter; `nil`
  /// removes it and leaves the property's last value in place.
  ///
  /// - Parameters:
  ///   - provider: The provider, or `nil` to remove the binding.
  ///   - property: The declared property.
  ///   - object: ``base``, passed again so that the compiler checks that it is of the class the
  ///     property was declared for.
  @inlinable
  public func bind<Root, Value>(
    _ provider: ThemeProvider<Value>?,
    to property: ThemeProperty<Root, Value>,
    of object: Root
  ) {
    guard let provider else {
      manager.removeBinding(for: property.key, of: base)
      return
    }
    manager.attach(provider.storage, through: property.accessor, to: base)
  }

  /// The provider stored on `property`, by its declaration or by the key-path lookup.
  ///
  /// - Parameter property: The declared property.
  /// - Returns: The stored provider, or `nil` when none of that type is stored.
  @inlinable
  public func provider<Root, Value>(
    for property: ThemeProperty<Root, Value>
  ) -> ThemeProvider<Value>? {
    manager.provider(for: property.key, of: base)
  }
}
