import Foundation
import Testing
import Theming
import ThemingPalettes

/// S8: relative luminance and contrast ratio as WCAG 2.2 defines them
/// (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance, #dfn-contrast-ratio).
@Suite struct ContrastTests {
  private let white = ThemeColor(red: 255, green: 255, blue: 255)
  private let black = ThemeColor(red: 0, green: 0, blue: 0)

  private func gray(_ level: UInt8, alpha: UInt8 = 255) -> ThemeColor {
    ThemeColor(red: level, green: level, blue: level, alpha: alpha)
  }

  /// The definition, written out: the sRGB transfer with WCAG 2.2's threshold of 0.04045.
  private func linear(_ encoded: Double) -> Double {
    encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
  }

  @Test("S8: white on black is 21 : 1, and either way round")
  func s8WhiteOnBlackIs21() {
    #expect(white.relativeLuminance == 1)
    #expect(black.relativeLuminance == 0)
    #expect(abs(white.contrastRatio(on: black) - 21) < 1e-12)
    #expect(abs(black.contrastRatio(on: white) - 21) < 1e-12)
  }

  @Test("S8: identical colors are 1 : 1")
  func s8IdenticalColorsAre1() {
    for color in [white, black, gray(0x77), ThemeColor(red: 10, green: 132, blue: 255)] {
      #expect(color.contrastRatio(on: color) == 1)
    }
  }

  @Test("S8: the primaries weigh 0.2126, 0.7152 and 0.0722")
  func s8PrimariesWeigh() {
    #expect(abs(ThemeColor(red: 255, green: 0, blue: 0).relativeLuminance - 0.2126) < 1e-12)
    #expect(abs(ThemeColor(red: 0, green: 255, blue: 0).relativeLuminance - 0.7152) < 1e-12)
    #expect(abs(ThemeColor(red: 0, green: 0, blue: 255).relativeLuminance - 0.0722) < 1e-12)
  }

  @Test("S8: #777777 on white is 4.48 : 1, just short of 4.5")
  func s8Gray777OnWhite() {
    let ratio = gray(0x77).contrastRatio(on: white)
    #expect(abs(ratio - 4.478_089_453_577_214) < 1e-9)
    #expect(ratio < ThemeContrastPair.text)
    #expect(abs(gray(0x77).relativeLuminance - 0.184_474_994_500_441) < 1e-12)
  }

  @Test("S8: hand-computed pairs")
  func s8HandComputedPairs() {
    let pairs: [(ThemeColor, ThemeColor, Double)] = [
      (ThemeColor(red: 255, green: 0, blue: 0), white, 3.998_476_770_753_998_5),
      (ThemeColor(red: 0, green: 0, blue: 255), white, 8.592_471_358_428_805),
      (ThemeColor(red: 0, green: 0x80, blue: 0), white, 5.137_402_780_824_574),
      (ThemeColor(red: 0x0A, green: 0x84, blue: 0xFF), black, 5.757_411_621_432_786),
    ]
    for (text, background, expected) in pairs {
      #expect(abs(text.contrastRatio(on: background) - expected) < 1e-9)
    }
  }

  @Test("S8: the sRGB transfer is linear up to 0.04045, a power above")
  func s8TransferThreshold() {
    // 10/255 = 0.0392 lies below the threshold, 11/255 = 0.0431 above it.
    #expect(abs(gray(10).relativeLuminance - (10.0 / 255) / 12.92) < 1e-15)
    #expect(abs(gray(11).relativeLuminance - pow((11.0 / 255 + 0.055) / 1.055, 2.4)) < 1e-15)
    // No 8-bit value falls between 0.03928 (WCAG 2.0's threshold) and 0.04045; a blend does:
    // black at 20/255 over #0B0B0B is seen as 0.0397540, which WCAG 2.2 takes as linear.
    let seen = (11.0 / 255) * (235.0 / 255)
    #expect(seen > 0.03928 && seen <= 0.04045)
    let background = pow((11.0 / 255 + 0.055) / 1.055, 2.4)
    let expected = (background + 0.05) / (seen / 12.92 + 0.05)
    let ratio = ThemeColor(red: 0, green: 0, blue: 0, alpha: 20).contrastRatio(on: gray(11))
    #expect(abs(ratio - expected) < 1e-12)
    #expect(abs(ratio - 1.005_079_520_612_818) < 1e-12)
    #expect(abs(ratio - 1.005_091_607_607_548_7) > 1e-6)
  }

  @Test("S8: translucent text is composited over its background first")
  func s8TranslucentTextIsComposited() {
    // Black at 128/255 over white is seen as 127/255 exactly: #7F7F7F.
    let halfBlack = ThemeColor(red: 0, green: 0, blue: 0, alpha: 0x80)
    let ratio = halfBlack.contrastRatio(on: white)
    #expect(ratio == gray(0x7F).contrastRatio(on: white))
    #expect(abs(ratio - (1.05 / (linear(127.0 / 255) + 0.05))) < 1e-12)
    #expect(abs(ratio - 4.004_106_956_614_851_5) < 1e-9)
    // Fully transparent text shows only the background.
    #expect(ThemeColor(red: 0, green: 0, blue: 0, alpha: 0).contrastRatio(on: white) == 1)
  }

  @Test("S8: a translucent background is composited over the backdrop")
  func s8TranslucentBackgroundOverBackdrop() {
    let halfBlack = ThemeColor(red: 0, green: 0, blue: 0, alpha: 0x80)
    // Over the default white backdrop the background is seen as #7F7F7F.
    #expect(abs(white.contrastRatio(on: halfBlack) - 4.004_106_956_614_851_5) < 1e-9)
    #expect(white.contrastRatio(on: halfBlack) == white.contrastRatio(on: gray(0x7F)))
    // Over black it is black.
    #expect(abs(white.contrastRatio(on: halfBlack, backdrop: black) - 21) < 1e-12)
    // Over #333333: 0x33/255 × 127/255, hand-computed.
    let seen = (51.0 / 255) * (127.0 / 255)
    let expected = 1.05 / (linear(seen) + 0.05)
    #expect(abs(white.contrastRatio(on: halfBlack, backdrop: gray(0x33)) - expected) < 1e-12)
    // The backdrop does not show through an opaque background.
    #expect(
      white.contrastRatio(on: black, backdrop: gray(0x33)) == white.contrastRatio(on: black))
  }
}
