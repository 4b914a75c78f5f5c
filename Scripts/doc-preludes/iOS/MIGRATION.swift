// Hidden prelude of MIGRATION.md's UIKit and SwiftUI blocks: Scripts/check-doc-snippets.py puts
// it before them when it checks them against the iOS SDK. It declares the objects the snippets
// use, with UIKit's real types; every call into Theming that a snippet makes is real.

import SwiftUI
import Theming
import ThemingPalettes
import ThemingSkins
import UIKit

// The objects the snippets theme, as a view controller would hold them.
let window = UIWindow()
let cardView = UIView()
let button = UIButton(type: .system)
let nameField = UITextField()
let palette = try! ThemePalette(
  colorTable: """
    light   dark
    #FFFFFF #1C1C1E BG
    #000000 #FFFFFF TEXT
    #00000033 #00000099 shadow
    """
)
