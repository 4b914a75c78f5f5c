/// Numbers as the writer and descriptions print them: whole numbers without a fraction
/// (`16`, not `16.0`), others in the shortest form that reads back as the same `Double`.
enum TokenNumber {
  static func text(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 {
      return String(Int64(number))
    }
    return "\(number)"
  }
}
