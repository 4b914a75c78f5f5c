/// Numbers as the writer and descriptions print them: whole numbers without a fraction
/// (`16`, not `16.0`), others in the shortest form that reads back as the same `Double`.
enum TokenNumber {
  static func text(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 {
      return String(Int64(number))
    }
    return "\(number)"
  }

  /// The number `text` writes in decimal (`16`, `-0.5`, `1e3`), or `nil`: hexadecimal floats
  /// (`0x1p4`), `inf` and `nan`, which `Double(_:)` also reads, are not numbers in a token.
  static func decimal<Text: StringProtocol>(_ text: Text) -> Double? {
    guard !text.isEmpty, text.allSatisfy({ "0123456789.+-eE".contains($0) }),
      let value = Double(String(text)), value.isFinite
    else { return nil }
    return value
  }
}
