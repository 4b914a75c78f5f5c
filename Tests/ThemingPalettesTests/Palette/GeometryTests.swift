import Foundation
import Testing
import Theming
import ThemingPalettes

/// S2, S3, S6: geometry kept as written (`"{16,44,13,33}"`) and read by the lookup that asks
/// for it, as a rect or as insets; text that is neither gives a typed error, or at run time a
/// fallback and a diagnostic, never a crash.
@MainActor
@Suite struct GeometryTests {
  @Test("S2: a rect reads from {x,y,w,h}, UIKit's {{x,y},{w,h}}, and {w,h} at the origin")
  func s2RectForms() throws {
    let expected = ThemeRect(x: 16, y: 44, width: 13, height: 33)
    #expect(try ThemeRect(parsing: "{16,44,13,33}") == expected)
    #expect(try ThemeRect(parsing: " { 16 , 44,13,  33 } ") == expected)
    #expect(try ThemeRect(parsing: "{{16, 44}, {13, 33}}") == expected)
    #expect(try ThemeRect(parsing: "{13, 33}") == ThemeRect(x: 0, y: 0, width: 13, height: 33))
    #expect(
      try ThemeRect(parsing: "{-1.5, 2e1, 0.25, 0}")
        == ThemeRect(x: -1.5, y: 20, width: 0.25, height: 0))
    #expect(expected.description == "{16, 44, 13, 33}")
    #expect(
      try ThemeRect(parsing: ThemeRect(x: 0.5, y: -2, width: 1, height: 3).description)
        == ThemeRect(x: 0.5, y: -2, width: 1, height: 3))
  }

  @Test("S2: insets read from {top,left,bottom,right} and {vertical,horizontal}")
  func s2InsetsForms() throws {
    #expect(
      try ThemeInsets(parsing: "{1, 2, 3, 4}") == ThemeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(
      try ThemeInsets(parsing: "{8,16}") == ThemeInsets(top: 8, left: 16, bottom: 8, right: 16))
    #expect(ThemeInsets(top: 1, left: 2, bottom: 3, right: 4).description == "{1, 2, 3, 4}")
  }

  @Test(
    "S6: malformed geometry is a typed error naming the text",
    arguments: [
      "", "{}", "{1,2,3}", "{1,2,3,4,5}", "16,44,13,33", "{16,44,13,33", "{1,,2}", "{a,b,c,d}",
      "{1, 2} x", "{{1,2},{3}}", "{{{1}}}", "{inf, 0, 0, 0}", "{nan,1}", "{0x10, 1}", "{1 2, 3 4}",
      "{" + String(repeating: "1,", count: 200) + "1}",
    ])
  func s6MalformedGeometry(_ text: String) {
    let rect = #expect(throws: ThemeSourceError.self) {
      try ThemeRect(parsing: text, source: "skin")
    }
    #expect(rect?.source == "skin")
    #expect(rect?.expected.hasPrefix("a rect as {x, y, width, height}") == true)
    #expect(throws: ThemeSourceError.self) { try ThemeInsets(parsing: text) }
  }

  @Test("S6: the nested rect form is no insets")
  func s6NestedFormIsNoInsets() {
    #expect(throws: ThemeSourceError.self) { try ThemeInsets(parsing: "{{1, 2}, {3, 4}}") }
  }

  @Test(
    "S3: the lookups read one value as the lookup asks; anything else falls back with a diagnostic")
  func s3GeometryLookups() throws {
    let palette = try ThemePalette(
      jsonString:
        ##"{"light": {"frame": "{1,2,3,4}", "bad": "{1,2,3}", "n": 5}, "dark": {"frame": "{{0,0},{9,9}}"}}"##
    )
    var diagnostics: [ThemePaletteDiagnostic] = []
    palette.diagnosticHandler = { diagnostics.append($0) }
    #expect(palette.rect("frame")(.light) == ThemeRect(x: 1, y: 2, width: 3, height: 4))
    #expect(palette.insets("frame")(.light) == ThemeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(palette.rect("frame")(.dark) == ThemeRect(x: 0, y: 0, width: 9, height: 9))
    #expect(diagnostics.isEmpty)
    #expect(palette.rect("bad")(.light) == ThemePalette.missingRect)
    #expect(palette.insets("n")(.light) == ThemePalette.missingInsets)
    #expect(palette.rect("gone")(.light) == .zero)
    #expect(
      diagnostics.map(\.error.place) == [
        #"key "bad", style "light""#, #"key "n", style "light""#, #"key "gone", style "light""#,
      ])
    #expect(diagnostics.first?.error.found == #""{1,2,3}""#)
    // Insets in the nested rect form are unreadable: the dark style's frame.
    #expect(palette.insets("frame")(.dark) == .zero)
    let error = #expect(throws: ThemePaletteValidationError.self) {
      try palette.validateGeometry(rects: ["frame", "bad"], insets: ["frame", "gone"])
    }
    #expect(
      error?.problems.map(\.place) == [
        #"key "bad", style "light""#, #"key "bad", style "dark""#, #"key "frame", style "dark""#,
        #"key "gone", style "light""#,
      ])
  }
}
