// PLACEHOLDER owned by the color-space work: replaced by the real conversions and gamut mapping.
extension ThemeWideColor {
  /// The nearest 8-bit sRGB color.
  public var sRGB: ThemeColor {
    guard space == .srgb else { return hexFallback ?? ThemeColor(red: 255, green: 0, blue: 255) }
    func byte(_ value: Double?) -> UInt8 { UInt8((min(max(value ?? 0, 0), 1) * 255).rounded()) }
    return ThemeColor(
      red: byte(components[0]),
      green: byte(components[1]),
      blue: byte(components[2]),
      alpha: byte(alpha)
    )
  }
}
