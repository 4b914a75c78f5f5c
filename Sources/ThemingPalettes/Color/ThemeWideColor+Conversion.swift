import Theming

extension ThemeWideColor {
  /// The same color in another color space, by the conversions of CSS Color 4 (section 11,
  /// "Converting Colors"): through CIE XYZ, with the Bradford chromatic adaptation between D65
  /// and D50 where the two spaces have different whites.
  ///
  /// ```swift
  /// let red = ThemeWideColor(.srgb, 1, 0, 0)
  /// red.converted(to: .oklch)  // oklch(0.62796 0.25768 29.2339)
  /// red.converted(to: .lab)    // lab(54.2905 80.8049 69.891), relative to D50
  /// ```
  ///
  /// The components come out in each space's own units:
  ///
  /// | Space | Components |
  /// |---|---|
  /// | the RGB spaces | red, green, blue: 0–1 in gamut |
  /// | `hsl` | hue (degrees, 0 up to 360), saturation (0–100), lightness (0–100) |
  /// | `hwb` | hue (degrees, 0 up to 360), whiteness (0–100), blackness (0–100) |
  /// | `lab` | lightness (0–100), a and b (about −125 to 125) |
  /// | `lch` | lightness (0–100), chroma (0 to about 150), hue (degrees, 0 up to 360) |
  /// | `oklab` | lightness (0–1), a and b (about −0.4 to 0.4) |
  /// | `oklch` | lightness (0–1), chroma (0 to about 0.4), hue (degrees, 0 up to 360) |
  /// | `xyz-d65`, `xyz-d50` | X, Y, Z, with Y 0–1 from black to the white |
  ///
  /// The RGB spaces are `srgb`, `srgb-linear`, `display-p3`, `a98-rgb`, `prophoto-rgb` and
  /// `rec2020`. `lab`, `lch`, `prophoto-rgb` and `xyz-d50` are relative to a D50 white, the
  /// others to D65.
  ///
  /// Nothing is clamped or gamut-mapped: a color outside the target's gamut comes out with
  /// components below 0 or above 1 (or the HSL and HWB equivalents), and converts back to
  /// where it started. Use ``mapped(into:)`` to bring it into the gamut.
  ///
  /// A `none` (`nil`) component, or one that is not a finite number, counts as 0. A hue that has no
  /// meaning in the result is `nil`, as CSS Color 4 makes it powerless: the hue of a gray in
  /// HSL, HWB, LCH or Oklch (for LCH and Oklch, chroma at most 0.0015 and 0.000004, the
  /// thresholds of CSS Color 4's sample code). The opacity is kept as it is. Converting to the
  /// color's own space returns the color unchanged, `none` components included. The result
  /// has no ``hexFallback``.
  ///
  /// - Parameter space: The space to convert to.
  /// - Returns: The color in `space`.
  public func converted(to space: Space) -> ThemeWideColor {
    if space == self.space { return self }
    let values = Self.convert(resolvedComponents, from: self.space, to: space)
    func component(_ value: Double, isHue: Bool) -> Double? {
      isHue && value.isNaN ? nil : value
    }
    let hue = space.hueIndex
    return ThemeWideColor(
      space,
      component(values.x, isHue: hue == 0),
      component(values.y, isHue: hue == 1),
      component(values.z, isHue: hue == 2),
      alpha: alpha
    )
  }

  /// The components as numbers, with `none`, NaN and infinities counting as 0.
  var resolvedComponents: SIMD3<Double> {
    func resolved(_ index: Int) -> Double {
      guard index < components.count, let value = components[index], value.isFinite else {
        return 0
      }
      return value
    }
    return SIMD3(resolved(0), resolved(1), resolved(2))
  }

  /// Components in one space to components in another; a powerless hue comes out as NaN.
  static func convert(
    _ values: SIMD3<Double>,
    from source: Space,
    to target: Space
  ) -> SIMD3<Double> {
    if source == target { return values }
    if let family = source.family, family == target.family {
      return target.fromFamilyBase(source.toFamilyBase(values))
    }
    return target.components(fromXYZD65: source.xyzD65(values))
  }
}

extension ThemeWideColor.Space {
  /// Spaces that are forms of one another, converted between directly rather than through XYZ:
  /// HSL and HWB are forms of sRGB, LCH of Lab and Oklch of Oklab.
  enum Family {
    case sRGB
    case lab
    case oklab
  }

  var family: Family? {
    switch self {
    case .srgb, .hsl, .hwb: .sRGB
    case .lab, .lch: .lab
    case .oklab, .oklch: .oklab
    default: nil
    }
  }

  /// The index of the hue among the components, for the cylindrical spaces.
  var hueIndex: Int? {
    switch self {
    case .hsl, .hwb: 0
    case .lch, .oklch: 2
    default: nil
    }
  }

  /// The RGB space behind an RGB color space, HSL and HWB (sRGB), or nil.
  var rgbSpace: ThemeWideColor.RGBSpace? {
    switch self {
    case .srgb, .hsl, .hwb: .sRGB
    case .srgbLinear: .sRGBLinear
    case .displayP3: .displayP3
    case .a98RGB: .a98RGB
    case .prophotoRGB: .prophotoRGB
    case .rec2020: .rec2020
    default: nil
    }
  }

  /// Components to the family's base: gamma-encoded sRGB, Lab or Oklab.
  func toFamilyBase(_ values: SIMD3<Double>) -> SIMD3<Double> {
    typealias Polar = ThemeWideColor.Polar
    switch self {
    case .hsl: return Polar.sRGB(fromHSL: values)
    case .hwb: return Polar.sRGB(fromHWB: values)
    case .lch, .oklch: return Polar.rectangular(fromPolar: values)
    default: return values
    }
  }

  /// The family's base to components.
  func fromFamilyBase(_ values: SIMD3<Double>) -> SIMD3<Double> {
    typealias Polar = ThemeWideColor.Polar
    switch self {
    case .hsl: return Polar.hsl(fromSRGB: values)
    case .hwb: return Polar.hwb(fromSRGB: values)
    case .lch: return Polar.polar(fromRectangular: values, achromatic: Polar.lchAchromatic)
    case .oklch: return Polar.polar(fromRectangular: values, achromatic: Polar.oklchAchromatic)
    default: return values
    }
  }

  /// Components to CIE XYZ relative to D65.
  func xyzD65(_ values: SIMD3<Double>) -> SIMD3<Double> {
    typealias Color = ThemeWideColor
    switch self {
    case .lab, .lch:
      return Color.Adaptation.d50ToD65(Color.CIELab.xyzD50(fromLab: toFamilyBase(values)))
    case .oklab, .oklch:
      return Color.Oklab.xyzD65(fromOklab: toFamilyBase(values))
    case .xyzD65:
      return values
    case .xyzD50:
      return Color.Adaptation.d50ToD65(values)
    case .srgb, .hsl, .hwb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
      return (rgbSpace ?? .sRGB).xyzD65(toFamilyBase(values))
    }
  }

  /// CIE XYZ relative to D65 to components.
  func components(fromXYZD65 xyz: SIMD3<Double>) -> SIMD3<Double> {
    typealias Color = ThemeWideColor
    switch self {
    case .lab, .lch:
      return fromFamilyBase(Color.CIELab.lab(fromXYZD50: Color.Adaptation.d65ToD50(xyz)))
    case .oklab, .oklch:
      return fromFamilyBase(Color.Oklab.oklab(fromXYZD65: xyz))
    case .xyzD65:
      return xyz
    case .xyzD50:
      return Color.Adaptation.d65ToD50(xyz)
    case .srgb, .hsl, .hwb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
      return fromFamilyBase((rgbSpace ?? .sRGB).encoded(xyz))
    }
  }
}
