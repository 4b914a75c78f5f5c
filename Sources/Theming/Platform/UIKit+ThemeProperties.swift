// The UIKit view properties that JXTheme declared, declared on the `.theme` namespace:
// each one a `ThemeProperty` made once for the class that declares the property, so that
// `label.theme.textColor = …` calls UILabel's setter directly on every switch and builds no key
// path on assignment. The controls are in UIKit+ControlThemeProperties.swift, the bars, bar items
// and layers in UIKit+BarThemeProperties.swift.
//
// A provider of the non-optional type drives an optional property (`ThemeProvider<UIColor>` for
// `UIColor?`), as in JXTheme; a `ThemeProvider<UIColor?>` still reaches the property through the
// key-path lookup. What the SDK marks unavailable on tvOS is marked so here.

#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  /// The identities and setters of the UIKit view properties the namespace declares.
  @MainActor
  enum UIKitThemeProperties {
    static let viewBackgroundColor = ThemeProperty(\UIView.backgroundColor) {
      (view, color: UIColor) in view.backgroundColor = color
    }

    static let viewTintColor = ThemeProperty(\UIView.tintColor) {
      (view, color: UIColor) in view.tintColor = color
    }

    static let viewAlpha = ThemeProperty(\UIView.alpha) {
      (view, alpha: CGFloat) in view.alpha = alpha
    }

    static let labelFont = ThemeProperty(\UILabel.font) {
      (label, font: UIFont) in label.font = font
    }

    static let labelTextColor = ThemeProperty(\UILabel.textColor) {
      (label, color: UIColor) in label.textColor = color
    }

    static let labelShadowColor = ThemeProperty(\UILabel.shadowColor) {
      (label, color: UIColor) in label.shadowColor = color
    }

    static let labelHighlightedTextColor = ThemeProperty(\UILabel.highlightedTextColor) {
      (label, color: UIColor) in label.highlightedTextColor = color
    }

    static let labelAttributedText = ThemeProperty(\UILabel.attributedText) {
      (label, text: NSAttributedString) in label.attributedText = text
    }

    static let textFieldFont = ThemeProperty(\UITextField.font) {
      (field, font: UIFont) in field.font = font
    }

    static let textFieldTextColor = ThemeProperty(\UITextField.textColor) {
      (field, color: UIColor) in field.textColor = color
    }

    static let textFieldAttributedText = ThemeProperty(\UITextField.attributedText) {
      (field, text: NSAttributedString) in field.attributedText = text
    }

    static let textFieldAttributedPlaceholder = ThemeProperty(\UITextField.attributedPlaceholder) {
      (field, text: NSAttributedString) in field.attributedPlaceholder = text
    }

    static let textFieldKeyboardAppearance = ThemeProperty(\UITextField.keyboardAppearance) {
      (field, appearance: UIKeyboardAppearance) in field.keyboardAppearance = appearance
    }

    static let textViewFont = ThemeProperty(\UITextView.font) {
      (textView, font: UIFont) in textView.font = font
    }

    static let textViewTextColor = ThemeProperty(\UITextView.textColor) {
      (textView, color: UIColor) in textView.textColor = color
    }

    static let textViewAttributedText = ThemeProperty(\UITextView.attributedText) {
      (textView, text: NSAttributedString) in textView.attributedText = text
    }

    static let textViewKeyboardAppearance = ThemeProperty(\UITextView.keyboardAppearance) {
      (textView, appearance: UIKeyboardAppearance) in textView.keyboardAppearance = appearance
    }

    static let imageViewImage = ThemeProperty(\UIImageView.image) {
      (imageView, image: UIImage) in imageView.image = image
    }

    static let activityIndicatorStyle = ThemeProperty(\UIActivityIndicatorView.style) {
      (indicator, style: UIActivityIndicatorView.Style) in indicator.style = style
    }

    static let activityIndicatorColor = ThemeProperty(\UIActivityIndicatorView.color) {
      (indicator, color: UIColor) in indicator.color = color
    }

    static let scrollViewIndicatorStyle = ThemeProperty(\UIScrollView.indicatorStyle) {
      (scrollView, style: UIScrollView.IndicatorStyle) in scrollView.indicatorStyle = style
    }

    @available(tvOS, unavailable)
    static let tableViewSeparatorColor = ThemeProperty(\UITableView.separatorColor) {
      (tableView, color: UIColor) in tableView.separatorColor = color
    }

    static let tableViewSectionIndexColor = ThemeProperty(\UITableView.sectionIndexColor) {
      (tableView, color: UIColor) in tableView.sectionIndexColor = color
    }

    static let tableViewSectionIndexBackgroundColor = ThemeProperty(
      \UITableView.sectionIndexBackgroundColor
    ) {
      (tableView, color: UIColor) in tableView.sectionIndexBackgroundColor = color
    }
  }

  extension ThemeWrapper where Base: UIView {
    /// The view's background color.
    public var backgroundColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitThemeProperties.viewBackgroundColor) }
      nonmutating set { bind(newValue, to: UIKitThemeProperties.viewBackgroundColor, of: base) }
    }

    /// The view's tint color.
    public var tintColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitThemeProperties.viewTintColor) }
      nonmutating set { bind(newValue, to: UIKitThemeProperties.viewTintColor, of: base) }
    }

    /// The view's alpha.
    public var alpha: ThemeProvider<CGFloat>? {
      get { provider(for: UIKitThemeProperties.viewAlpha) }
      nonmutating set { bind(newValue, to: UIKitThemeProperties.viewAlpha, of: base) }
    }
  }

  extension ThemeWrapper where Base: UILabel {
    /// The label's font.
    public var font: ThemeProvider<UIFont>? {
      get { provider(for: UIKitThemeProperties.labelFont) }
      nonmutating set { bind(newValue, to: UIKitThemeProperties.labelFont, of: base) }
    }

    /// The label's text color.
    public var textColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitThemeProperties.labelTextColor) }
      nonmutating set { bind(newValue, to: UIKitThemeProperties.labelTextColor, of: base) }
    }

    /// The label's text shadow color.
    public var shadowColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitThemeProperties.labelShadowColor) }
      nonmutating set { bind(newValue, to: UIKitThemeProperties.labelShadowColor, of: base) }
    }

    /// The label's text color while highlighted.
    public var highlightedTextColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitThemeProperties.labelHighlightedTextColor) }
      nonmutating set {
        bind(newValue, to: UIKitThemeProperties.labelHighlightedTextColor, of: base)
      }
    }

    /// The label's styled text.
    public var attributedText: ThemeProvider<NSAttributedString>? {
      get { provider(for: UIKitThemeProperties.labelAttributedText) }
      nonmutating set { bind(newValue, to: UIKitThemeProperties.labelAttributedText, of: base) }
    }
  }

  extension ThemeWrapper where Base: UITextField {
    /// The text field's font.
    public var font: ThemeProvider<UIFont>? {
      get { provider(for: UIKitThemeProperties.textFieldFont) }
      nonmutating set { bind(newValue, to: UIKitThemeProperties.textFieldFont, of: base) }
    }

    /// The text field's text color.
    public var textColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitThemeProperties.textFieldTextColor) }
      nonmutating set { bind(newValue, to: UIKitThemeProperties.textFieldTextColor, of: base) }
    }

    /// The text field's styled text.
    public var attributedText: ThemeProvider<NSAttributedString>? {
      get { provider(for: UIKitThemeProperties.textFieldAttributedText) }
      nonmutating set { bind(newValue, to: UIKitThemeProperties.textFieldAttributedText, of: base) }
    }

    /// The text field's styled placeholder.
    public var attributedPlaceholder: ThemeProvider<NSAttributedString>? {
      get { provider(for: UIKitThemeProperties.textFieldAttributedPlaceholder) }
      nonmutating set {
        bind(newValue, to: UIKitThemeProperties.textFieldAttributedPlaceholder, of: base)
      }
    }

    /// The appearance of the keyboard the text field shows.
    public var keyboardAppearance: ThemeProvider<UIKeyboardAppearance>? {
      get { provider(for: UIKitThemeProperties.textFieldKeyboardAppearance) }
      nonmutating set {
        bind(newValue, to: UIKitThemeProperties.textFieldKeyboardAppearance, of: base)
      }
    }
  }

  extension ThemeWrapper where Base: UITextView {
    /// The text view's font.
    public var font: ThemeProvider<UIFont>? {
      get { provider(for: UIKitThemeProperties.textViewFont) }
      nonmutating set { bind(newValue, to: UIKitThemeProperties.textViewFont, of: base) }
    }

    /// The text view's text color.
    public var textColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitThemeProperties.textViewTextColor) }
      nonmutating set { bind(newValue, to: UIKitThemeProperties.textViewTextColor, of: base) }
    }

    /// The text view's styled text.
    public var attributedText: ThemeProvider<NSAttributedString>? {
      get { provider(for: UIKitThemeProperties.textViewAttributedText) }
      nonmutating set { bind(newValue, to: UIKitThemeProperties.textViewAttributedText, of: base) }
    }

    /// The appearance of the keyboard the text view shows.
    public var keyboardAppearance: ThemeProvider<UIKeyboardAppearance>? {
      get { provider(for: UIKitThemeProperties.textViewKeyboardAppearance) }
      nonmutating set {
        bind(newValue, to: UIKitThemeProperties.textViewKeyboardAppearance, of: base)
      }
    }
  }

  extension ThemeWrapper where Base: UIImageView {
    /// The image view's image.
    public var image: ThemeProvider<UIImage>? {
      get { provider(for: UIKitThemeProperties.imageViewImage) }
      nonmutating set { bind(newValue, to: UIKitThemeProperties.imageViewImage, of: base) }
    }
  }

  extension ThemeWrapper where Base: UIActivityIndicatorView {
    /// The activity indicator's style.
    public var style: ThemeProvider<UIActivityIndicatorView.Style>? {
      get { provider(for: UIKitThemeProperties.activityIndicatorStyle) }
      nonmutating set { bind(newValue, to: UIKitThemeProperties.activityIndicatorStyle, of: base) }
    }

    /// The activity indicator's color.
    public var color: ThemeProvider<UIColor>? {
      get { provider(for: UIKitThemeProperties.activityIndicatorColor) }
      nonmutating set { bind(newValue, to: UIKitThemeProperties.activityIndicatorColor, of: base) }
    }
  }

  extension ThemeWrapper where Base: UIScrollView {
    /// The style of the scroll view's scroll indicators.
    public var indicatorStyle: ThemeProvider<UIScrollView.IndicatorStyle>? {
      get { provider(for: UIKitThemeProperties.scrollViewIndicatorStyle) }
      nonmutating set {
        bind(newValue, to: UIKitThemeProperties.scrollViewIndicatorStyle, of: base)
      }
    }
  }

  extension ThemeWrapper where Base: UITableView {
    /// The color of the table view's row separators.
    @available(tvOS, unavailable)
    public var separatorColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitThemeProperties.tableViewSeparatorColor) }
      nonmutating set { bind(newValue, to: UIKitThemeProperties.tableViewSeparatorColor, of: base) }
    }

    /// The color of the table view's section index titles.
    public var sectionIndexColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitThemeProperties.tableViewSectionIndexColor) }
      nonmutating set {
        bind(newValue, to: UIKitThemeProperties.tableViewSectionIndexColor, of: base)
      }
    }

    /// The background color of the table view's section index while it is not touched.
    public var sectionIndexBackgroundColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitThemeProperties.tableViewSectionIndexBackgroundColor) }
      nonmutating set {
        bind(newValue, to: UIKitThemeProperties.tableViewSectionIndexBackgroundColor, of: base)
      }
    }
  }
#endif
