/// An object in a tree of themed objects: it knows its parent.
///
/// The library finds an object's effective style by walking from the object up through
/// ``themeParent`` to the nearest override, so the tree is read as it is at that moment and is
/// never copied. On Apple platforms a view's parent is its superview; on any platform a class
/// becomes a node by saying who its parent is:
///
/// ```swift
/// final class Widget: ThemeCompatible {
///   weak var parent: Widget?
///   var themeParent: (any ThemeNode)? { parent }
/// }
/// ```
///
/// Declare `themeParent` in the class that adopts the protocol; a subclass that re-declares it
/// needs `override`. An object without a parent returns `nil`.
@MainActor
public protocol ThemeNode: AnyObject {
  /// The node this node inherits its style from, or `nil` at the root of a tree.
  var themeParent: (any ThemeNode)? { get }
}

extension ThemeCompatible {
  /// The theme namespace of this object, managed by ``ThemeManager/shared``.
  ///
  /// Every writable property of the object is themable through it:
  /// `view.theme.backgroundColor = ThemeProvider { … }`.
  public var theme: ThemeWrapper<Self> {
    get { ThemeWrapper(self, manager: .shared) }
    // Never callable: it exists so that a property declared on the namespace with a plain
    // (mutating) `set` cannot compile. Without it, Swift would take `view.theme.prop = p` for
    // the key-path lookup of the object's own `prop`, and the declaration's getter would never
    // see that binding.
    @available(
      *, unavailable,
      message: "declare properties on ThemeWrapper with 'nonmutating set'"
    )
    set {}
  }

  /// The theme namespace of this object, managed by the given manager.
  ///
  /// Use it with a manager of your own, such as one per window or one per test:
  ///
  /// ```swift
  /// let manager = ThemeManager(store: InMemoryThemeStore())
  /// label.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
  /// ```
  ///
  /// - Parameter manager: The manager that tracks the object's providers and overrides.
  /// - Returns: The namespace bound to `manager`.
  public func theme(in manager: ThemeManager) -> ThemeWrapper<Self> {
    ThemeWrapper(self, manager: manager)
  }
}
