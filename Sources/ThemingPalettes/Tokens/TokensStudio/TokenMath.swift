import Foundation

/// Arithmetic in token values, as Tokens Studio writes it: `"{dimension.md} * {dimension.scale}"`,
/// `"roundTo({fontSizes.body} * 1.25^3)"`, `"(16px - 2px) / 2"`.
///
/// Numbers may carry a unit (`16px`, `1.5rem`, `50%`); references stand for the number and unit
/// of the token they name. `+` and `-` take operands of one unit (or a bare number beside one),
/// `*` operands of one unit or a bare one, `/` a bare divisor or one of the dividend's unit,
/// which cancels; `^` takes bare numbers. As in Tokens Studio, a unit is a label: `*` of two
/// quantities of one unit keeps it, since a bare number in a dimension token is a pixel size. Functions: `roundTo(x)` or `roundTo(x, decimals)`,
/// `round`, `floor`, `ceil`, `abs`, `sqrt`, `min`, `max`.
///
/// The text is at most ``maximumLength`` characters and nests at most ``maximumDepth`` deep, so
/// a hostile value costs little.
struct TokenMath {
  /// A number and its unit, if any.
  struct Quantity: Equatable {
    var value: Double
    var unit: String?
  }

  /// Why an expression could not be evaluated, in words for an error's "found".
  struct Failure: Error {
    let reason: String
  }

  static let maximumLength = 1_000
  static let maximumDepth = 32

  /// Whether `text` is worth evaluating: it has an operator or a function call, or a reference
  /// beside something else.
  static func looksLikeMath(_ text: String) -> Bool {
    // A leading sign is a number's own.
    text.trimmingCharacters(in: .whitespaces).dropFirst().contains { "+-*/^(".contains($0) }
  }

  private let characters: [Character]
  private var index = 0
  private var depth = 0
  private let reference: (String) throws(Failure) -> Quantity

  /// Evaluates `text`, asking `reference` for the quantity of each `{path}` it names.
  static func evaluate(
    _ text: String, reference: @escaping (String) throws(Failure) -> Quantity
  ) throws(Failure) -> Quantity {
    guard text.count <= maximumLength else {
      throw Failure(reason: "an expression longer than \(maximumLength) characters")
    }
    var parser = TokenMath(characters: Array(text), reference: reference)
    let result = try parser.expression()
    parser.skipSpaces()
    guard parser.index == parser.characters.count else {
      let rest = String(parser.characters[parser.index...])
      throw Failure(reason: "\"\(rest)\" after the expression")
    }
    guard result.value.isFinite else { throw Failure(reason: "a result that is not finite") }
    return result
  }

  private init(characters: [Character], reference: @escaping (String) throws(Failure) -> Quantity) {
    self.characters = characters
    self.reference = reference
  }

  // MARK: - Grammar

  private mutating func expression() throws(Failure) -> Quantity {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else {
      throw Failure(reason: "parentheses nested more than \(Self.maximumDepth) deep")
    }
    var left = try term()
    while let op = take(anyOf: "+-") {
      let right = try term()
      left = try Self.add(left, right, negate: op == "-")
    }
    return left
  }

  private mutating func term() throws(Failure) -> Quantity {
    var left = try power()
    while let op = take(anyOf: "*/") {
      let right = try power()
      left = try op == "*" ? Self.multiply(left, right) : Self.divide(left, right)
    }
    return left
  }

  private mutating func power() throws(Failure) -> Quantity {
    let base = try unary()
    guard take(anyOf: "^") != nil else { return base }
    let exponent = try power()
    guard base.unit == nil, exponent.unit == nil else {
      throw Failure(reason: "\"^\" between numbers with units")
    }
    return Quantity(value: Foundation.pow(base.value, exponent.value), unit: nil)
  }

  private mutating func unary() throws(Failure) -> Quantity {
    if take(anyOf: "-") != nil {
      var value = try unary()
      value.value = -value.value
      return value
    }
    if take(anyOf: "+") != nil { return try unary() }
    return try primary()
  }

  private mutating func primary() throws(Failure) -> Quantity {
    skipSpaces()
    guard index < characters.count else { throw Failure(reason: "an expression that ends early") }
    let character = characters[index]
    if character == "(" {
      index += 1
      let value = try expression()
      guard take(anyOf: ")") != nil else { throw Failure(reason: "a \"(\" that is not closed") }
      return value
    }
    if character == "{" {
      guard let end = characters[index...].firstIndex(of: "}") else {
        throw Failure(reason: "a \"{\" that is not closed")
      }
      let path = String(characters[(index + 1)..<end])
      index = end + 1
      return try reference(path)
    }
    if character.isNumber || character == "." { return try number() }
    if character.isLetter { return try call() }
    throw Failure(reason: "\"\(character)\" where a number, a reference or \"(\" was expected")
  }

  private mutating func number() throws(Failure) -> Quantity {
    let start = index
    while index < characters.count, characters[index].isNumber || characters[index] == "." {
      index += 1
    }
    guard let value = Double(String(characters[start..<index])) else {
      throw Failure(reason: "\"\(String(characters[start..<index]))\", which is not a number")
    }
    let unitStart = index
    while index < characters.count, characters[index].isLetter || characters[index] == "%" {
      index += 1
    }
    let unit = String(characters[unitStart..<index])
    return Quantity(value: value, unit: unit.isEmpty ? nil : unit)
  }

  private mutating func call() throws(Failure) -> Quantity {
    let start = index
    while index < characters.count, characters[index].isLetter || characters[index].isNumber {
      index += 1
    }
    let name = String(characters[start..<index])
    guard take(anyOf: "(") != nil else {
      throw Failure(reason: "\"\(name)\", which is not a number or a function call")
    }
    var arguments = [try expression()]
    while take(anyOf: ",") != nil { arguments.append(try expression()) }
    guard take(anyOf: ")") != nil else { throw Failure(reason: "\"\(name)(\" not closed") }
    return try Self.apply(name, arguments)
  }

  private static func apply(_ name: String, _ arguments: [Quantity]) throws(Failure) -> Quantity {
    let first = arguments[0]
    func one(_ function: (Double) -> Double) throws(Failure) -> Quantity {
      guard arguments.count == 1 else {
        throw Failure(reason: "\(name) with \(arguments.count) arguments, not 1")
      }
      return Quantity(value: function(first.value), unit: first.unit)
    }
    switch name {
    case "roundTo":
      guard arguments.count <= 2, arguments.dropFirst().allSatisfy({ $0.unit == nil }) else {
        throw Failure(reason: "roundTo with arguments other than a value and a bare digit count")
      }
      let scale = Foundation.pow(10, (arguments.count == 2 ? arguments[1].value : 0).rounded())
      return Quantity(value: (first.value * scale).rounded() / scale, unit: first.unit)
    case "round": return try one { $0.rounded() }
    case "floor": return try one { $0.rounded(.down) }
    case "ceil": return try one { $0.rounded(.up) }
    case "abs": return try one { Swift.abs($0) }
    case "sqrt":
      guard first.unit == nil else { throw Failure(reason: "sqrt of a number with a unit") }
      return try one { $0.squareRoot() }
    case "min", "max":
      var result = first
      for argument in arguments.dropFirst() {
        guard argument.unit == result.unit || argument.unit == nil || result.unit == nil else {
          throw Failure(reason: "\(name) of \(unitName(result)) and \(unitName(argument))")
        }
        let pick = name == "min" ? argument.value < result.value : argument.value > result.value
        if pick { result.value = argument.value }
        result.unit = result.unit ?? argument.unit
      }
      return result
    default:
      throw Failure(
        reason: "the function \"\(name)\", which is not one of roundTo, round, "
          + "floor, ceil, abs, sqrt, min, max")
    }
  }

  // MARK: - Units

  private static func unitName(_ quantity: Quantity) -> String {
    quantity.unit.map { "\"\($0)\"" } ?? "a bare number"
  }

  private static func add(_ left: Quantity, _ right: Quantity, negate: Bool) throws(Failure)
    -> Quantity
  {
    guard left.unit == right.unit || left.unit == nil || right.unit == nil else {
      throw Failure(
        reason: "\(negate ? "-" : "+") between \(unitName(left)) and \(unitName(right))")
    }
    return Quantity(
      value: negate ? left.value - right.value : left.value + right.value,
      unit: left.unit ?? right.unit)
  }

  private static func multiply(_ left: Quantity, _ right: Quantity) throws(Failure) -> Quantity {
    // Tokens Studio treats a unit as a label: `{size.base} * {size.scale}` of two pixel
    // sizes is a pixel size, as it computes it.
    guard left.unit == nil || right.unit == nil || left.unit == right.unit else {
      throw Failure(reason: "* between \(unitName(left)) and \(unitName(right))")
    }
    return Quantity(value: left.value * right.value, unit: left.unit ?? right.unit)
  }

  private static func divide(_ left: Quantity, _ right: Quantity) throws(Failure) -> Quantity {
    guard right.value != 0 else { throw Failure(reason: "a division by zero") }
    if right.unit == nil { return Quantity(value: left.value / right.value, unit: left.unit) }
    guard right.unit == left.unit else {
      throw Failure(reason: "/ between \(unitName(left)) and \(unitName(right))")
    }
    return Quantity(value: left.value / right.value, unit: nil)
  }

  // MARK: - Characters

  mutating func skipSpaces() {
    while index < characters.count, characters[index].isWhitespace { index += 1 }
  }

  private mutating func take(anyOf options: String) -> Character? {
    skipSpaces()
    guard index < characters.count, options.contains(characters[index]) else { return nil }
    defer { index += 1 }
    return characters[index]
  }
}
