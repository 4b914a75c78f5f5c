/// A value that depends on the theme style: a closure from ``ThemeStyle`` to `Value`.
///
/// Assign a provider to a property in the `.theme` namespace and the library applies it now,
/// and again whenever the style that governs that object changes:
///
/// ```swift
/// label.theme.textColor = ThemeProvider { style in
///   style == .dark ? .white : .black
/// }
/// ```
///
/// Provider closures run on the main actor, so a provider written inside a `@MainActor` view
/// controller may read its state; capture `self` weakly, because the library keeps the closure
/// for as long as the themed object lives:
///
/// ```swift
/// statusLabel.theme.textColor = ThemeProvider { [weak self] style in
///   self?.isSelected == true ? .red : (style == .dark ? .white : .black)
/// }
/// ```
///
/// A provider is cheap to copy and to share: assigning one provider to many objects stores one
/// closure. The copy that a `.theme` getter returns is attached to its object, and
/// ``refresh()`` re-applies it; a provider you build yourself is not attached to anything.
public struct ThemeProvider<Value>: Sendable {
  /// The closure, boxed once so that every object it is assigned to shares it.
  @usableFromInline let storage: ProviderStorage<Value>

  /// Where this copy was read from; `nil` for a provider built by hand.
  let attachment: ProviderAttachment?

  /// Creates a provider from a closure.
  ///
  /// - Parameter provider: Gives the value for a style. It runs on the main actor, each time
  ///   the value is applied.
  public init(_ provider: @escaping @MainActor (ThemeStyle) -> Value) {
    self.storage = ProviderStorage(provider)
    self.attachment = nil
  }

  /// Creates a provider whose values come from `origin` (a palette), for re-application when
  /// the origin's contents change.
  package init(origin: AnyObject, _ provider: @escaping @MainActor (ThemeStyle) -> Value) {
    self.storage = ProviderStorage(provider, origins: [ObjectIdentifier(origin)])
    self.attachment = nil
  }

  init(storage: ProviderStorage<Value>, attachment: ProviderAttachment?) {
    self.storage = storage
    self.attachment = attachment
  }

  /// The closure that gives the value for a style.
  public var provider: @MainActor (ThemeStyle) -> Value {
    storage.closure
  }

  /// Gives the value for a style.
  ///
  /// - Parameter style: The style to resolve.
  /// - Returns: The provider's value for `style`.
  @MainActor
  public func callAsFunction(_ style: ThemeStyle) -> Value {
    storage.closure(style)
  }

  /// Re-applies this provider to the property it is stored on, with that object's effective
  /// style (its own or an ancestor's override, else the manager's current style).
  ///
  /// Call it after state that the provider reads has changed:
  ///
  /// ```swift
  /// statusLabel.theme.textColor?.refresh()
  /// ```
  ///
  /// It does nothing on a provider that is not stored on an object (one you built yourself),
  /// or one that has since been replaced or removed.
  @MainActor
  public func refresh() {
    MainThreadCheck.require("ThemeProvider.refresh()")
    attachment?.refresh()
  }
}

// The initializers from values are inlinable, so that their closure is compiled for the
// value's type where the provider is made: compiled once for every type, it copies the value
// through the type's value witnesses on every call, work a switch would pay for every value.
extension ThemeProvider {
  /// Creates a provider that always gives the same value.
  ///
  /// - Parameter value: The value for every style.
  /// - Returns: A provider that ignores the style.
  @inlinable
  public static func constant(_ value: Value) -> ThemeProvider where Value: Sendable {
    ThemeProvider { _ in value }
  }

  /// Creates a provider that always gives the same value, of a type that is not `Sendable`
  /// (a toolkit's colour or attribute type): made on the main actor, where it is used.
  ///
  /// - Parameter value: The value for every style.
  /// - Returns: A provider that ignores the style.
  @inlinable
  @MainActor
  public static func constant(_ value: Value) -> ThemeProvider {
    ThemeProvider { _ in value }
  }

  /// Creates a provider from one value per style, with a value for every other style.
  ///
  /// ```swift
  /// let accent = ThemeProvider([.light: "blue", .dark: "teal", "festival": "red"], default: "blue")
  /// ```
  ///
  /// - Parameters:
  ///   - values: The value for each style the provider knows.
  ///   - defaultValue: The value for any other style.
  @inlinable
  public init(_ values: [ThemeStyle: Value], default defaultValue: Value) where Value: Sendable {
    self.init { style in values[style] ?? defaultValue }
  }

  /// Creates a provider from one value per style, of a type that is not `Sendable`, with a
  /// value for every other style: made on the main actor, where it is used.
  ///
  /// - Parameters:
  ///   - values: The value for each style the provider knows.
  ///   - defaultValue: The value for any other style.
  @inlinable
  @MainActor
  public init(_ values: [ThemeStyle: Value], default defaultValue: Value) {
    self.init { style in values[style] ?? defaultValue }
  }

  /// Creates a provider with a light and a dark value; every style other than `.dark` gets the
  /// light value.
  ///
  /// - Parameters:
  ///   - light: The value for `.light` and for any style other than `.dark`.
  ///   - dark: The value for `.dark`.
  @inlinable
  public init(light: Value, dark: Value) where Value: Sendable {
    self.init { style in style == .dark ? dark : light }
  }

  /// Creates a provider with a light and a dark value of a type that is not `Sendable` (a
  /// toolkit's colour or attribute type): made on the main actor, where it is used. Every
  /// style other than `.dark` gets the light value.
  ///
  /// ```swift
  /// label.theme.attributes = ThemeProvider(light: toolkit.plainText, dark: toolkit.brightText)
  /// ```
  ///
  /// - Parameters:
  ///   - light: The value for `.light` and for any style other than `.dark`.
  ///   - dark: The value for `.dark`.
  @inlinable
  @MainActor
  public init(light: Value, dark: Value) {
    self.init { style in style == .dark ? dark : light }
  }

  /// Creates a provider that transforms this provider's values.
  ///
  /// ```swift
  /// let borderColor = backgroundColor.map { $0.darkened(by: 0.2) }
  /// ```
  ///
  /// A provider from a palette keeps reading from it: replacing the palette's contents
  /// re-applies the transformed provider too.
  ///
  /// - Parameter transform: Turns this provider's value into the new one. It runs on the main
  ///   actor, each time the new provider is applied.
  /// - Returns: A provider of the transformed values, not attached to any object.
  public func map<NewValue>(
    _ transform: @escaping @MainActor (Value) -> NewValue
  ) -> ThemeProvider<NewValue> {
    let closure = storage.closure
    return ThemeProvider<NewValue>(
      storage: ProviderStorage({ style in transform(closure(style)) }, origins: storage.origins),
      attachment: nil
    )
  }
}

extension ThemeProvider {
  /// Creates a provider whose value is built from the values of several providers, such as a
  /// toolkit's colour scheme made of five palette colours.
  ///
  /// ```swift
  /// let scheme = ThemeProvider(
  ///   combining: palette.color("text"), palette.color("background"), palette.color("accent")
  /// ) { text, background, accent in
  ///   ColorScheme(normal: text, fill: background, focus: accent)
  /// }
  /// window.theme.colorScheme = scheme
  /// ```
  ///
  /// The new provider reads from every palette its parts read from: replacing any of those
  /// palettes' contents re-applies it, as it re-applies the parts themselves.
  ///
  /// - Parameters:
  ///   - part: The providers whose values are combined; each is asked for the same style.
  ///   - combine: Builds the value from the parts' values, in the order of `part`. It runs on
  ///     the main actor, each time the new provider is applied.
  public init<each Part>(
    combining part: repeat ThemeProvider<each Part>,
    into combine: @escaping @MainActor (repeat each Part) -> Value
  ) {
    var origins: [ObjectIdentifier] = []
    for storage in repeat (each part).storage {
      for origin in storage.origins where !origins.contains(origin) {
        origins.append(origin)
      }
    }
    let closures = (repeat (each part).storage.closure)
    self.init(
      storage: ProviderStorage(
        { style in combine(repeat (each closures)(style)) },
        origins: origins
      ),
      attachment: nil
    )
  }
}
