// Hidden prelude of MIGRATION.md: Scripts/check-doc-snippets.py puts it before the guide's
// snippets. The stand-ins below carry the names of UIKit's types and objects (a view, a label,
// a button), so that the snippets read as the code an app writes and yet type-check on any
// platform. They hold plain values; every call into Theming that a snippet makes is real.

import Foundation
import Theming
import ThemingPalettes

/// Stands in for `UIColor`.
struct Color: Equatable, Sendable {
  var hex: String

  init(hex: String) { self.hex = hex }

  /// Like `UIColor(_:)`, which the library adds on Apple platforms.
  init(_ color: ThemeColor) { hex = color.hexString }

  static let white = Color(hex: "#FFFFFF")
  static let black = Color(hex: "#000000")
  static let gray = Color(hex: "#8E8E93")
  static let lightGray = Color(hex: "#AAAAAA")
}

/// Stands in for `UIView`: a parent, a list of children and the usual colors.
class View: ThemeCompatible {
  weak var superview: View?
  private(set) var subviews: [View] = []
  var backgroundColor: Color?
  var themeParent: (any ThemeNode)? { superview }

  func addSubview(_ view: View) {
    view.superview = self
    subviews.append(view)
  }
}

final class Label: View {
  var text: String?
  var textColor: Color?
}

final class Button: View {
  enum State: Hashable, Sendable {
    case normal, highlighted, selected
  }

  private var titleColors: [State: Color] = [:]

  func setTitleColor(_ color: Color?, for state: State) {
    titleColors[state] = color
  }
}

// The objects the snippets theme, as a view controller would hold them.
let view = View()
let cardView = View()
let label = Label()
let statusLabel = Label()
let button = Button()
let palette: ThemePalette = {
  do {
    return try ThemePalette(
      colorTable: """
        light   dark
        #FFFFFF #1C1C1E BG
        #000000 #FFFFFF TEXT
        """
    )
  } catch {
    fatalError("\(error)")
  }
}()

// The colors of the hand-written approach, as an app already has them.
protocol AppColors: Sendable {
  var background: Color { get }
  var text: Color { get }
}

struct DayColors: AppColors {
  var background: Color { .white }
  var text: Color { .black }
}

struct NightColors: AppColors {
  var background: Color { .black }
  var text: Color { .lightGray }
}
