// Hidden prelude of UIKitRecipes.md: Scripts/check-doc-snippets.py puts it before the article's
// blocks when it checks them against the iOS SDK. It declares the objects the snippets use, with
// UIKit's real types; every call into Theming that a snippet makes is real.

import Theming
import ThemingPalettes
import UIKit

// The app's palette, as the app would load it from a file.
let palette = try! ThemePalette(
  colorTable: """
    light     dark
    #FFFFFF   #1C1C1E cell
    #D1E4FF   #0A3D7A cell.selected
    #000000   #FFFFFF text
    #8E8E93   #98989D text.secondary
    #007AFF   #64D2FF accent
    #F9F9F9   #121212 bar
    #C6C6C8   #38383A separator
    #00000033 #000000CC shadow
    """
)

// The objects the snippets theme, as a scene delegate or a view controller would hold them.
let navigationController = UINavigationController()
let tabBarController = UITabBarController()
let cardView = UIView()
let button = UIButton(type: .system)
