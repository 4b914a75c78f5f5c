import Theming

extension ThemeWideColor {
  /// A 3×3 matrix acting on color triples, row by row.
  ///
  /// The RGB-to-XYZ matrices are derived here from each space's published chromaticities, as
  /// CSS Color 4 derives its own (section 10, "Predefined Color Spaces"), rather than copied as
  /// numbers: that keeps every matrix and its inverse consistent to the last bit.
  struct Matrix3: Sendable {
    var row0: SIMD3<Double>
    var row1: SIMD3<Double>
    var row2: SIMD3<Double>

    init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
      self.row0 = row0
      self.row1 = row1
      self.row2 = row2
    }

    /// A matrix with these values on its diagonal and zeros elsewhere.
    init(diagonal: SIMD3<Double>) {
      self.init(SIMD3(diagonal.x, 0, 0), SIMD3(0, diagonal.y, 0), SIMD3(0, 0, diagonal.z))
    }

    /// The matrix whose columns are these vectors.
    init(columns c0: SIMD3<Double>, _ c1: SIMD3<Double>, _ c2: SIMD3<Double>) {
      self.init(SIMD3(c0.x, c1.x, c2.x), SIMD3(c0.y, c1.y, c2.y), SIMD3(c0.z, c1.z, c2.z))
    }

    /// The matrix applied to a column vector.
    func callAsFunction(_ vector: SIMD3<Double>) -> SIMD3<Double> {
      SIMD3((row0 * vector).sum(), (row1 * vector).sum(), (row2 * vector).sum())
    }

    /// The product `left × right`: applying it is applying `right`, then `left`.
    static func * (left: Matrix3, right: Matrix3) -> Matrix3 {
      // Each column of the product is `left` applied to that column of `right`.
      let columns = right.transposed
      return Matrix3(columns: left(columns.row0), left(columns.row1), left(columns.row2))
    }

    var transposed: Matrix3 { Matrix3(columns: row0, row1, row2) }

    /// The inverse, by cofactors. Every matrix inverted here is a well-conditioned color matrix.
    var inverse: Matrix3 {
      let cofactor0 = cross(row1, row2)
      let cofactor1 = cross(row2, row0)
      let cofactor2 = cross(row0, row1)
      let determinant = (row0 * cofactor0).sum()
      return Matrix3(columns: cofactor0, cofactor1, cofactor2).scaled(by: 1 / determinant)
    }

    private func scaled(by factor: Double) -> Matrix3 {
      Matrix3(row0 * factor, row1 * factor, row2 * factor)
    }

    private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
      SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    /// The matrix from linear-light RGB to XYZ for primaries and a white point given as CIE xy
    /// chromaticities: each primary's XYZ (with Y = 1) scaled so that RGB 1 1 1 is the white.
    static func rgbToXYZ(
      red: SIMD2<Double>,
      green: SIMD2<Double>,
      blue: SIMD2<Double>,
      white: SIMD2<Double>
    ) -> Matrix3 {
      let primaries = Matrix3(columns: xyz(red), xyz(green), xyz(blue))
      let scale = primaries.inverse(xyz(white))
      return primaries * Matrix3(diagonal: scale)
    }

    /// XYZ with Y = 1 of a chromaticity.
    static func xyz(_ chromaticity: SIMD2<Double>) -> SIMD3<Double> {
      let (x, y) = (chromaticity.x, chromaticity.y)
      return SIMD3(x / y, 1, (1 - x - y) / y)
    }

    /// The Bradford cone-response matrix (Lam, 1985), which CSS Color 4 uses for chromatic
    /// adaptation (section 11, "Converting Colors").
    private static let bradfordCone = Matrix3(
      SIMD3(0.8951, 0.2664, -0.1614),
      SIMD3(-0.7502, 1.7135, 0.0367),
      SIMD3(0.0389, -0.0685, 1.0296)
    )

    /// The linear Bradford adaptation of XYZ relative to one white to XYZ relative to another:
    /// into cone space, scale each cone by the ratio of the whites, and back.
    static func bradford(from source: SIMD2<Double>, to destination: SIMD2<Double>) -> Matrix3 {
      let ratio = bradfordCone(xyz(destination)) / bradfordCone(xyz(source))
      return bradfordCone.inverse * Matrix3(diagonal: ratio) * bradfordCone
    }
  }
}
