import Foundation
import Theming

extension ThemeTokenJSON {
  /// The value as `JSONSerialization` gives JSON: dictionaries, arrays, strings, `NSNumber`s
  /// (booleans as `NSNumber(value: Bool)`) and `NSNull`, for readers written against that shape.
  var foundationObject: Any {
    switch self {
    case .null: NSNull()
    case .bool(let flag): NSNumber(value: flag)
    case .number(let number): NSNumber(value: number)
    case .string(let text): text
    case .array(let items): items.map(\.foundationObject)
    case .object(let members): members.mapValues(\.foundationObject)
    }
  }
}
