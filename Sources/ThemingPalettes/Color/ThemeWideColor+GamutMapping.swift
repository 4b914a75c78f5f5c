import Foundation
import Theming

extension ThemeWideColor {
  /// The nearest 8-bit sRGB color: a color inside the sRGB gamut converted and rounded, one
  /// outside it first brought in by ``mapped(into:)`` (the CSS Color 4 gamut mapping, which
  /// keeps lightness and hue and gives up chroma). The opacity is rounded too.
  ///
  /// ```swift
  /// ThemeWideColor(.oklch, 0.62796, 0.25768, 29.2339).sRGB  // #FF0000
  /// ThemeWideColor(.displayP3, 1, 0, 0).sRGB                 // #FF0B0C, not #FF0000
  /// ```
  ///
  /// This is what ``ThemePalette/color(_:)`` hands out for a wide color; to keep a wide color
  /// wide on screen, use ``ThemePalette/wideColor(_:)`` and the platform's initializer.
  public var sRGB: ThemeColor {
    let values = Self.gamutMapped(resolvedComponents, from: space, into: .srgb)
    func byte(_ value: Double) -> UInt8 { UInt8((Self.unitClamped(value) * 255).rounded()) }
    return ThemeColor(
      red: byte(values.x),
      green: byte(values.y),
      blue: byte(values.z),
      alpha: byte(alpha)
    )
  }

  /// Whether the color can be shown in a space's gamut: whether, converted to it, each
  /// component is within 0–1 (to 0.00001, far less than any display can show).
  ///
  /// The gamut of HSL and HWB is sRGB's. Lab, LCH, Oklab, Oklch and XYZ have no gamut: every
  /// color is in it.
  ///
  /// ```swift
  /// ThemeWideColor(.displayP3, 1, 0, 0).isInGamut(.srgb)       // false
  /// ThemeWideColor(.srgb, 1, 0, 0).isInGamut(.displayP3)       // true
  /// ```
  ///
  /// - Parameter space: The space whose gamut to test.
  /// - Returns: Whether the color is inside it.
  public func isInGamut(_ space: Space) -> Bool {
    guard let gamut = space.gamut else { return true }
    return Self.isInUnitCube(Self.convert(resolvedComponents, from: self.space, to: gamut))
  }

  /// The color in a space, brought into the space's gamut by the CSS Color 4 gamut mapping
  /// (section 13.2, "CSS Gamut Mapping to an RGB Destination").
  ///
  /// A color already in the gamut is converted, and its components clamped to 0–1; in its own
  /// space it is returned unchanged. Otherwise the mapping works in Oklch: a color at least as
  /// light as white becomes white, one at most as dark as black becomes black, and any other
  /// keeps its lightness and hue while a binary search lowers its chroma until clipping each
  /// component to 0–1 changes the color by less than one just-noticeable difference (a
  /// deltaEOK of 0.02); the clipped color is the result. A space without a gamut (Lab, LCH,
  /// Oklab, Oklch, XYZ) gets a plain ``converted(to:)``; HSL and HWB are mapped into sRGB.
  ///
  /// ```swift
  /// let p3Red = ThemeWideColor(.displayP3, 1, 0, 0)
  /// p3Red.mapped(into: .srgb)  // color(srgb 1 0.04457 0.04593)
  /// ```
  ///
  /// - Parameter space: The space to map into.
  /// - Returns: The color in `space`, inside its gamut.
  public func mapped(into space: Space) -> ThemeWideColor {
    guard let gamut = space.gamut else { return converted(to: space) }
    if space == self.space, isInGamut(space) { return self }
    let values = Self.gamutMapped(resolvedComponents, from: self.space, into: gamut)
    return ThemeWideColor(gamut, values.x, values.y, values.z, alpha: alpha).converted(to: space)
  }

  /// How far outside 0–1 a component may be and still count as in gamut.
  static let gamutTolerance = 0.000_01

  static func isInUnitCube(_ values: SIMD3<Double>) -> Bool {
    let low = -gamutTolerance
    let high = 1 + gamutTolerance
    // Written so that NaN is out of gamut.
    return values.x >= low && values.x <= high && values.y >= low && values.y <= high
      && values.z >= low && values.z <= high
  }

  /// A component in 0–1; NaN counts as 0.
  static func unitClamped(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  static func unitClamped(_ values: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(unitClamped(values.x), unitClamped(values.y), unitClamped(values.z))
  }

  /// The CSS Color 4 gamut mapping of components in `source` into an RGB space, as components
  /// of that space within 0–1. Steps as the section's pseudocode "Binary Search Gamut Mapping
  /// Algorithm with Local MINDE" numbers them; the search walks Oklab along the line of the
  /// origin's hue, which is the same as changing an Oklch chroma.
  static func gamutMapped(
    _ values: SIMD3<Double>,
    from source: Space,
    into destination: Space
  ) -> SIMD3<Double> {
    // In gamut already (the pseudocode checks this after lightness; for a color in gamut the
    // answer is the same, and it saves converting to Oklch).
    let direct = convert(values, from: source, to: destination)
    if isInUnitCube(direct) { return unitClamped(direct) }

    let origin = convert(values, from: source, to: .oklch)
    guard origin.x.isFinite, origin.y.isFinite else { return unitClamped(direct) }
    // Lightness out of the SDR range maps to white or black.
    if origin.x >= 1 { return unitClamped(convert(SIMD3(1, 0, 0), from: .oklab, to: destination)) }
    if origin.x <= 0 { return SIMD3(repeating: 0) }

    let justNoticeable = 0.02
    let epsilon = 0.0001
    let lightness = origin.x
    let radians = (origin.z.isNaN ? 0 : origin.z) * .pi / 180
    let direction = SIMD2(cos(radians), sin(radians))
    func oklab(chroma: Double) -> SIMD3<Double> {
      SIMD3(lightness, chroma * direction.x, chroma * direction.y)
    }
    func deltaEOK(_ clipped: SIMD3<Double>, _ current: SIMD3<Double>) -> Double {
      let difference = convert(clipped, from: destination, to: .oklab) - current
      return (difference * difference).sum().squareRoot()
    }

    // A color whose clipped form is already indistinguishable is clipped.
    var clipped = unitClamped(direct)
    if deltaEOK(clipped, oklab(chroma: origin.y)) < justNoticeable { return clipped }

    var low = 0.0
    var high = origin.y
    var lowIsInGamut = true
    // Bounded so that an absurd chroma cannot keep the search going; each pass halves the
    // interval, so 64 passes narrow any chroma up to 10¹⁵ below epsilon.
    var passes = 0
    while high - low > epsilon, passes < 64 {
      passes += 1
      let chroma = (low + high) / 2
      let current = oklab(chroma: chroma)
      let candidate = convert(current, from: .oklab, to: destination)
      if lowIsInGamut, isInUnitCube(candidate) {
        low = chroma
        continue
      }
      clipped = unitClamped(candidate)
      let difference = deltaEOK(clipped, current)
      if difference < justNoticeable {
        if justNoticeable - difference < epsilon { return clipped }
        lowIsInGamut = false
        low = chroma
      } else {
        high = chroma
      }
    }
    return clipped
  }
}

extension ThemeWideColor.Space {
  /// The RGB space whose gamut bounds this space, or nil for a space without one.
  var gamut: ThemeWideColor.Space? {
    switch self {
    case .srgb, .hsl, .hwb: .srgb
    case .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: self
    case .lab, .lch, .oklab, .oklch, .xyzD65, .xyzD50: nil
    }
  }
}
