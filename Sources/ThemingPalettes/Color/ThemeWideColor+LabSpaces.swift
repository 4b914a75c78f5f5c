import Foundation
import Theming

extension ThemeWideColor {
  /// CIE Lab relative to D50 (CIE 15, as CSS Color 4 section 9 uses it), from and to XYZ
  /// relative to D50.
  enum CIELab {
    /// 6³/29³ and 29³/3³, the CIE's exact rational forms.
    private static let epsilon = 216.0 / 24_389
    private static let kappa = 24_389.0 / 27
    private static let white = Matrix3.xyz(WhitePoint.d50)

    static func lab(fromXYZD50 xyz: SIMD3<Double>) -> SIMD3<Double> {
      let relative = xyz / white
      let f = SIMD3(curve(relative.x), curve(relative.y), curve(relative.z))
      return SIMD3(116 * f.y - 16, 500 * (f.x - f.y), 200 * (f.y - f.z))
    }

    static func xyzD50(fromLab lab: SIMD3<Double>) -> SIMD3<Double> {
      let fy = (lab.x + 16) / 116
      let fx = lab.y / 500 + fy
      let fz = fy - lab.z / 200
      let x = fx * fx * fx > epsilon ? fx * fx * fx : (116 * fx - 16) / kappa
      let y = lab.x > kappa * epsilon ? fy * fy * fy : lab.x / kappa
      let z = fz * fz * fz > epsilon ? fz * fz * fz : (116 * fz - 16) / kappa
      return SIMD3(x, y, z) * white
    }

    private static func curve(_ value: Double) -> Double {
      value > epsilon ? cbrt(value) : (kappa * value + 16) / 116
    }
  }

  /// Oklab (Björn Ottosson, 2020), from and to XYZ relative to D65, with the matrices that
  /// CSS Color 4 publishes (section 9.2 and its sample code): Ottosson's, recalculated for
  /// the same D65 white as the other spaces and to 64-bit precision.
  enum Oklab {
    private static let xyzToLMS = Matrix3(
      SIMD3(0.819_022_437_996_703_0, 0.361_906_260_052_890_4, -0.128_873_781_520_987_9),
      SIMD3(0.032_983_653_932_388_5, 0.929_286_861_586_343_4, 0.036_144_666_350_642_4),
      SIMD3(0.048_177_189_359_624_2, 0.264_239_531_752_730_8, 0.633_547_828_469_430_9)
    )
    private static let lmsToOklab = Matrix3(
      SIMD3(0.210_454_268_309_314_0, 0.793_617_774_702_305_4, -0.004_072_043_011_619_3),
      SIMD3(1.977_998_532_431_168_4, -2.428_592_242_048_579_9, 0.450_593_709_617_411_0),
      SIMD3(0.025_904_042_465_547_8, 0.782_771_712_457_529_6, -0.808_675_754_923_077_4)
    )
    private static let lmsToXYZ = Matrix3(
      SIMD3(1.226_879_875_845_924_3, -0.557_814_994_460_217_1, 0.281_391_045_665_964_7),
      SIMD3(-0.040_575_745_214_800_8, 1.112_286_803_280_317_0, -0.071_711_058_065_516_4),
      SIMD3(-0.076_372_936_674_660_1, -0.421_493_332_402_243_2, 1.586_924_019_836_781_6)
    )
    private static let oklabToLMS = Matrix3(
      SIMD3(1, 0.396_337_777_376_174_9, 0.215_803_757_309_913_6),
      SIMD3(1, -0.105_561_345_815_658_6, -0.063_854_172_825_813_3),
      SIMD3(1, -0.089_484_177_529_811_9, -1.291_485_548_019_409_2)
    )

    static func oklab(fromXYZD65 xyz: SIMD3<Double>) -> SIMD3<Double> {
      let lms = xyzToLMS(xyz)
      // The cube root of a negative cone response is negative, as CSS requires.
      return lmsToOklab(SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z)))
    }

    static func xyzD65(fromOklab oklab: SIMD3<Double>) -> SIMD3<Double> {
      let root = oklabToLMS(oklab)
      return lmsToXYZ(root * root * root)
    }
  }
}
