/// The box a provider's closure lives in. Bindings hold it type-erased and cast it back with
/// `unsafeDowncast` in code specialised for its value type.
@usableFromInline
final class ProviderStorage<Value>: Sendable {
  @usableFromInline let closure: @MainActor (ThemeStyle) -> Value
  /// The palettes (or other sources) whose values the provider reads, so that replacing a
  /// source's contents can re-apply exactly the bindings that use it; empty for a closure
  /// written by hand. A provider combined from several sources lists each once.
  let origins: [ObjectIdentifier]

  init(_ closure: @escaping @MainActor (ThemeStyle) -> Value, origins: [ObjectIdentifier] = []) {
    self.closure = closure
    self.origins = origins
  }
}

/// Reads a type-erased storage's origins without knowing its value type.
protocol ProviderOrigin: AnyObject {
  var origins: [ObjectIdentifier] { get }
}

/// Lets a getter that asks for a `ThemeProvider<Wrapped?>` find a `ThemeProvider<Wrapped>`
/// stored on an optional property.
protocol OptionalWrappingStorage: AnyObject {
  func wrappedInOptional() -> AnyObject
}

extension ProviderStorage: ProviderOrigin {}

extension ProviderStorage: OptionalWrappingStorage {
  func wrappedInOptional() -> AnyObject {
    let closure = self.closure
    return ProviderStorage<Value?>({ style in closure(style) }, origins: origins)
  }
}
