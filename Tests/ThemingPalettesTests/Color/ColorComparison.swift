import Testing
import Theming
import ThemingPalettes

/// Whether two sets of components agree within `tolerance`, each `nil` matching only `nil`.
/// Hues (given by `hueIndex`) are compared round the circle, so that 359.99 is near 0.
func componentsAgree(
  _ actual: [Double?],
  _ expected: [Double?],
  tolerance: Double,
  hueIndex: Int? = nil
) -> Bool {
  guard actual.count == expected.count else { return false }
  for index in actual.indices {
    switch (actual[index], expected[index]) {
    case (nil, nil):
      continue
    case (let value?, let wanted?):
      var difference = abs(value - wanted)
      if index == hueIndex { difference = min(difference, 360 - difference) }
      guard difference <= tolerance else { return false }
    default:
      return false
    }
  }
  return true
}

/// Expects a color's space and components, with the source of the values in the message.
func expectColor(
  _ color: ThemeWideColor,
  _ space: ThemeWideColor.Space,
  _ expected: [Double?],
  tolerance: Double,
  _ source: Comment,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(color.space == space, source, sourceLocation: sourceLocation)
  #expect(
    componentsAgree(color.components, expected, tolerance: tolerance, hueIndex: space.hueComponent),
    "\(color) is not \(expected) (± \(tolerance)): \(source)",
    sourceLocation: sourceLocation
  )
}

extension ThemeWideColor.Space {
  /// Where the hue is among the components, for the cylindrical spaces.
  var hueComponent: Int? {
    switch self {
    case .hsl, .hwb: 0
    case .lch, .oklch: 2
    default: nil
    }
  }
}
