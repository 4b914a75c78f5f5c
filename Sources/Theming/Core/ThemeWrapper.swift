/// The `.theme` namespace of an object: themable twins of its properties, overrides and
/// refresh.
///
/// Each writable property of `Base` has a twin of type `ThemeProvider<Value>?`, found through
/// its key path, so no list of supported properties is needed:
///
/// ```swift
/// label.theme.textColor = ThemeProvider { style in style == .dark ? .white : .black }
/// label.theme.textColor?.refresh()      // re-apply after the provider's own state changed
/// label.theme.textColor = nil           // stop theming; the last value stays
/// card.theme.overrideThemeStyle = .dark // pin the card and its subtree
/// ```
///
/// Assigning a provider applies it at once with the object's effective style and keeps it
/// for later switches. The wrapper holds its base strongly only while you use it; the
/// library itself never keeps a themed object alive.
@MainActor
@dynamicMemberLookup
public struct ThemeWrapper<Base: ThemeNode> {
  /// The object this namespace themes.
  public let base: Base

  /// The manager that tracks this object's providers and overrides.
  public let manager: ThemeManager

  /// Creates the namespace of `base` in `manager`.
  ///
  /// - Parameters:
  ///   - base: The object to theme.
  ///   - manager: The manager that tracks it.
  public init(_ base: Base, manager: ThemeManager) {
    self.base = base
    self.manager = manager
  }

  /// The provider of a writable property, found by key path.
  ///
  /// Setting a provider applies it now, with the object's effective style, and again on every
  /// later switch; setting `nil` removes it and leaves the property's last value in place.
  /// Getting it returns the stored provider, whose ``ThemeProvider/refresh()`` re-applies it.
  ///
  /// A key path names its root type, so reach a property through the same static type each
  /// time: `label.theme.textColor` on a `Label` and on the same object typed as its superclass
  /// are two key paths, and so two providers, both applied on every switch.
  ///
  /// - Parameter keyPath: The property to theme.
  @inlinable
  public subscript<Value>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Base, Value>
  ) -> ThemeProvider<Value>? {
    get { manager.provider(for: .keyPath(keyPath), of: base) }
    nonmutating set { bind(newValue, to: keyPath, converting: SameValue.self) }
  }

  /// The provider of an optional property, given as a provider of non-optional values.
  ///
  /// This lets a `ThemeProvider<Color>` drive a `Color?` property, as JXTheme users write it:
  /// `view.theme.backgroundColor = ThemeProvider<Color> { … }`. Reading the property gives
  /// that provider; a provider that was assigned as `ThemeProvider<Color?>` (one that can give
  /// `nil`) is read back with that type:
  /// `let provider: ThemeProvider<Color?>? = view.theme.backgroundColor`.
  ///
  /// - Parameter keyPath: The optional property to theme.
  @inlinable
  public subscript<Value>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Base, Value?>
  ) -> ThemeProvider<Value>? {
    get { manager.provider(for: .keyPath(keyPath), of: base) }
    nonmutating set { bind(newValue, to: keyPath, converting: WrappedInOptional.self) }
  }

  /// Stores `provider` on `keyPath`, or removes it when `nil`; `conversion` turns a provided
  /// value into the property's type.
  ///
  /// It and the subscripts above are inlinable so that each call site is compiled for its own
  /// object and value types: run generically, with type metadata looked up at run time, this
  /// part cost about a sixth of an assignment.
  @inlinable
  func bind<Conversion: ValueConversion>(
    _ provider: ThemeProvider<Conversion.Provided>?,
    to keyPath: ReferenceWritableKeyPath<Base, Conversion.Field>,
    converting conversion: Conversion.Type
  ) {
    guard let provider else {
      manager.removeBinding(for: .keyPath(keyPath), of: base)
      return
    }
    let storage = provider.storage
    manager.attach(storage, for: .keyPath(keyPath), to: base) {
      KeyPathWriter.makeApply(keyPath: keyPath, conversion: conversion)
    } writingNow: { style in
      base[keyPath: keyPath] = Conversion.field(from: storage.closure(style))
    }
  }

  /// A provider for free-form work on each switch, such as changing several properties at once
  /// or anything that is not a plain property.
  ///
  /// ```swift
  /// view.theme.customization = ThemeProvider { [weak view] style in
  ///   view?.cornerRadius = style == .dark ? 0 : 8
  /// }
  /// ```
  ///
  /// It runs now when set, and again whenever the object's effective style changes.
  public var customization: ThemeProvider<Void>? {
    get { manager.provider(for: .customization, of: base) }
    nonmutating set {
      guard let newValue else {
        manager.removeBinding(for: .customization, of: base)
        return
      }
      manager.attach(newValue.storage, for: .customization, to: base) {
        SetterApply.customization()
      }
    }
  }

  /// The style this object and its subtree are pinned to, or `nil` to inherit.
  ///
  /// Setting it re-applies the object and every tracked descendant whose effective style
  /// changed, at once. A descendant's own override wins over this one, and clearing this one
  /// never clears a descendant's.
  ///
  /// ```swift
  /// card.theme.overrideThemeStyle = .dark   // the card stays dark whatever the app's style
  /// card.theme.overrideThemeStyle = nil     // follow the parent again
  /// ```
  public var overrideThemeStyle: ThemeStyle? {
    get {
      MainThreadCheck.require("ThemeWrapper.overrideThemeStyle")
      return manager.overrideStyle(of: base)
    }
    nonmutating set {
      MainThreadCheck.require("ThemeWrapper.overrideThemeStyle")
      manager.setOverrideStyle(newValue, of: base)
    }
  }

  /// The style this object is drawn with now: the nearest override from the object up through
  /// its parents, else the manager's current style.
  public var effectiveThemeStyle: ThemeStyle {
    MainThreadCheck.require("ThemeWrapper.effectiveThemeStyle")
    return manager.effectiveStyle(of: base)
  }

  /// Re-applies every provider of this object, in the order in which they were first assigned,
  /// with the object's effective style resolved against the tree as it is now.
  ///
  /// Call it after state that the providers read has changed, or after the object moved to
  /// another parent. To bring a moved object's tracked descendants along too, call
  /// ``ThemeManager/nodeDidMove(_:)``.
  public func refresh() {
    MainThreadCheck.require("ThemeWrapper.refresh()")
    manager.refresh(base)
  }

  /// Stores a provider that drives a setter, under a name of your choosing.
  ///
  /// Use it for a setter that is not a property, the way JXTheme's `ThemeTool` was used:
  ///
  /// ```swift
  /// view.theme.bind(shadowProvider, to: "shadow") { view, shadow in view.setShadow(shadow) }
  /// ```
  ///
  /// Binding the same name again replaces the provider; binding `nil` removes it.
  ///
  /// - Parameters:
  ///   - provider: The provider, or `nil` to remove the binding.
  ///   - name: Identifies the binding on this object.
  ///   - apply: Stores a value into the object; it receives the object, so it need not capture
  ///     it.
  public func bind<Value>(
    _ provider: ThemeProvider<Value>?,
    to name: String,
    apply: @escaping @MainActor (Base, Value) -> Void
  ) {
    bind(provider, for: .named(NamedBindingKey(name, argument: nil)), apply: apply)
  }

  /// Stores a provider that drives a setter with an extra argument, one binding per argument
  /// value, so that the values for different arguments never overwrite each other.
  ///
  /// ```swift
  /// button.theme.bind(redOrWhite, to: "titleColor", for: ControlState.selected) {
  ///   button, color, state in button.setTitleColor(color, for: state)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - provider: The provider, or `nil` to remove the binding for this argument.
  ///   - name: Identifies the setter on this object.
  ///   - argument: The extra argument, such as a control state.
  ///   - apply: Stores a value into the object for the argument.
  public func bind<Value, Argument: Hashable & Sendable>(
    _ provider: ThemeProvider<Value>?,
    to name: String,
    for argument: Argument,
    apply: @escaping @MainActor (Base, Value, Argument) -> Void
  ) {
    bind(provider, for: .named(NamedBindingKey(name, argument: AnyHashable(argument)))) {
      base, value in apply(base, value, argument)
    }
  }

  private func bind<Value>(
    _ provider: ThemeProvider<Value>?,
    for key: BindingKey,
    apply: @escaping @MainActor (Base, Value) -> Void
  ) {
    guard let provider else {
      manager.removeBinding(for: key, of: base)
      return
    }
    manager.attach(provider.storage, for: key, to: base) {
      SetterApply.calling(apply)
    }
  }

  /// Removes the provider stored by ``bind(_:to:apply:)-(_,String,_)`` under a name; the value it last set
  /// stays.
  ///
  /// - Parameter name: The binding's name.
  public func unbind(_ name: String) {
    manager.removeBinding(for: .named(NamedBindingKey(name, argument: nil)), of: base)
  }

  /// Removes the provider stored by ``bind(_:to:for:apply:)`` for one argument value; the
  /// bindings for other argument values stay.
  ///
  /// - Parameters:
  ///   - name: The binding's name.
  ///   - argument: The argument value it was bound for.
  public func unbind<Argument: Hashable & Sendable>(_ name: String, for argument: Argument) {
    manager.removeBinding(
      for: .named(NamedBindingKey(name, argument: AnyHashable(argument))),
      of: base
    )
  }

  /// The provider stored by ``bind(_:to:apply:)-(_,String,_)`` under a name.
  ///
  /// - Parameters:
  ///   - name: The binding's name.
  ///   - type: The provider's value type.
  /// - Returns: The stored provider, or `nil` when none of that type is stored.
  public func provider<Value>(
    boundTo name: String,
    as type: Value.Type = Value.self
  ) -> ThemeProvider<Value>? {
    manager.provider(for: .named(NamedBindingKey(name, argument: nil)), of: base)
  }

  /// The provider stored by ``bind(_:to:for:apply:)`` under a name, for one argument value.
  ///
  /// - Parameters:
  ///   - name: The binding's name.
  ///   - argument: The argument value it was bound for.
  ///   - type: The provider's value type.
  /// - Returns: The stored provider, or `nil` when none of that type is stored.
  public func provider<Value, Argument: Hashable & Sendable>(
    boundTo name: String,
    for argument: Argument,
    as type: Value.Type = Value.self
  ) -> ThemeProvider<Value>? {
    manager.provider(
      for: .named(NamedBindingKey(name, argument: AnyHashable(argument))),
      of: base
    )
  }
}
