/// A colour, as the toolkit draws it: a class that is not `Sendable`.
public final class Color: CustomStringConvertible {
  /// The colour's name.
  public let name: String

  /// Creates a colour by name.
  public init(_ name: String) {
    self.name = name
  }

  /// The colour's name.
  public var description: String { name }
}

/// The colours a view draws with.
public struct ColorScheme: CustomStringConvertible {
  /// Text and background in the normal state.
  public var normal: Color
  /// The focused state.
  public var focus: Color
  /// Hot keys in the normal state.
  public var hotNormal: Color

  /// Creates a scheme from its colours.
  public init(normal: Color, focus: Color, hotNormal: Color) {
    self.normal = normal
    self.focus = focus
    self.hotNormal = hotNormal
  }

  /// White on every state.
  nonisolated(unsafe) public static let plain = ColorScheme(
    normal: Color("white"), focus: Color("white"), hotNormal: Color("white"))

  /// The three colours' names.
  public var description: String { "\(normal)/\(focus)/\(hotNormal)" }
}

/// The toolkit's event loop: it calls back on the main thread, without saying so to the
/// compiler.
public enum EventLoop {
  /// Runs `callback` when the loop is idle.
  public static func whenIdle(_ callback: @escaping () -> Void) {
    callback()
  }
}
