// The AppKit equivalents of the UIKit properties that JXTheme declared, declared on the `.theme`
// namespace as in UIKit+ThemeProperties.swift: each one a `ThemeProperty` made once, keyed by the
// class that declares the property (`\NSControl.font` for a text field's font, `\NSText.textColor`
// for a text view's). A provider of the non-optional type drives an optional property, and a
// non-optional property takes it as it is.
//
// None is newer than the package's macOS 10.15 minimum. Layers are not declared: the AppKit glue
// does not make `CALayer` themable.

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit

  /// The identities and setters of the AppKit properties the namespace declares.
  @MainActor
  enum AppKitThemeProperties {
    static let viewAlphaValue = ThemeProperty(\NSView.alphaValue) {
      (view, alpha: CGFloat) in view.alphaValue = alpha
    }

    static let textFieldTextColor = ThemeProperty(\NSTextField.textColor) {
      (field, color: NSColor) in field.textColor = color
    }

    static let textFieldBackgroundColor = ThemeProperty(\NSTextField.backgroundColor) {
      (field, color: NSColor) in field.backgroundColor = color
    }

    static let controlFont = ThemeProperty(\NSControl.font) {
      (control, font: NSFont) in control.font = font
    }

    static let textFieldPlaceholderAttributedString = ThemeProperty(
      \NSTextField.placeholderAttributedString
    ) {
      (field, text: NSAttributedString) in field.placeholderAttributedString = text
    }

    static let textTextColor = ThemeProperty(\NSText.textColor) {
      (text, color: NSColor) in text.textColor = color
    }

    static let textBackgroundColor = ThemeProperty(\NSText.backgroundColor) {
      (text, color: NSColor) in text.backgroundColor = color
    }

    static let textFont = ThemeProperty(\NSText.font) {
      (text, font: NSFont) in text.font = font
    }

    static let textViewInsertionPointColor = ThemeProperty(\NSTextView.insertionPointColor) {
      (textView, color: NSColor) in textView.insertionPointColor = color
    }

    static let buttonContentTintColor = ThemeProperty(\NSButton.contentTintColor) {
      (button, color: NSColor) in button.contentTintColor = color
    }

    static let buttonBezelColor = ThemeProperty(\NSButton.bezelColor) {
      (button, color: NSColor) in button.bezelColor = color
    }

    static let buttonAttributedTitle = ThemeProperty(\NSButton.attributedTitle) {
      (button, text: NSAttributedString) in button.attributedTitle = text
    }

    static let imageViewImage = ThemeProperty(\NSImageView.image) {
      (imageView, image: NSImage) in imageView.image = image
    }

    static let imageViewContentTintColor = ThemeProperty(\NSImageView.contentTintColor) {
      (imageView, color: NSColor) in imageView.contentTintColor = color
    }

    static let boxFillColor = ThemeProperty(\NSBox.fillColor) {
      (box, color: NSColor) in box.fillColor = color
    }

    static let boxBorderColor = ThemeProperty(\NSBox.borderColor) {
      (box, color: NSColor) in box.borderColor = color
    }

    static let scrollViewBackgroundColor = ThemeProperty(\NSScrollView.backgroundColor) {
      (scrollView, color: NSColor) in scrollView.backgroundColor = color
    }

    static let tableViewBackgroundColor = ThemeProperty(\NSTableView.backgroundColor) {
      (tableView, color: NSColor) in tableView.backgroundColor = color
    }

    static let tableViewGridColor = ThemeProperty(\NSTableView.gridColor) {
      (tableView, color: NSColor) in tableView.gridColor = color
    }

    static let sliderTrackFillColor = ThemeProperty(\NSSlider.trackFillColor) {
      (slider, color: NSColor) in slider.trackFillColor = color
    }
  }

  extension ThemeWrapper where Base: NSView {
    /// The view's opacity.
    public var alphaValue: ThemeProvider<CGFloat>? {
      get { provider(for: AppKitThemeProperties.viewAlphaValue) }
      nonmutating set { bind(newValue, to: AppKitThemeProperties.viewAlphaValue, of: base) }
    }
  }

  extension ThemeWrapper where Base: NSTextField {
    /// The text field's text color.
    public var textColor: ThemeProvider<NSColor>? {
      get { provider(for: AppKitThemeProperties.textFieldTextColor) }
      nonmutating set { bind(newValue, to: AppKitThemeProperties.textFieldTextColor, of: base) }
    }

    /// The text field's background color, drawn when its `drawsBackground` is on.
    public var backgroundColor: ThemeProvider<NSColor>? {
      get { provider(for: AppKitThemeProperties.textFieldBackgroundColor) }
      nonmutating set {
        bind(newValue, to: AppKitThemeProperties.textFieldBackgroundColor, of: base)
      }
    }

    /// The text field's font.
    public var font: ThemeProvider<NSFont>? {
      get { provider(for: AppKitThemeProperties.controlFont) }
      nonmutating set { bind(newValue, to: AppKitThemeProperties.controlFont, of: base) }
    }

    /// The text field's styled placeholder.
    public var placeholderAttributedString: ThemeProvider<NSAttributedString>? {
      get { provider(for: AppKitThemeProperties.textFieldPlaceholderAttributedString) }
      nonmutating set {
        bind(newValue, to: AppKitThemeProperties.textFieldPlaceholderAttributedString, of: base)
      }
    }
  }

  extension ThemeWrapper where Base: NSTextView {
    /// The text view's text color.
    public var textColor: ThemeProvider<NSColor>? {
      get { provider(for: AppKitThemeProperties.textTextColor) }
      nonmutating set { bind(newValue, to: AppKitThemeProperties.textTextColor, of: base) }
    }

    /// The text view's background color.
    public var backgroundColor: ThemeProvider<NSColor>? {
      get { provider(for: AppKitThemeProperties.textBackgroundColor) }
      nonmutating set { bind(newValue, to: AppKitThemeProperties.textBackgroundColor, of: base) }
    }

    /// The text view's font.
    public var font: ThemeProvider<NSFont>? {
      get { provider(for: AppKitThemeProperties.textFont) }
      nonmutating set { bind(newValue, to: AppKitThemeProperties.textFont, of: base) }
    }

    /// The color of the text view's insertion point.
    public var insertionPointColor: ThemeProvider<NSColor>? {
      get { provider(for: AppKitThemeProperties.textViewInsertionPointColor) }
      nonmutating set {
        bind(newValue, to: AppKitThemeProperties.textViewInsertionPointColor, of: base)
      }
    }
  }

  extension ThemeWrapper where Base: NSButton {
    /// The tint color of the button's template image and text; borderless buttons only.
    public var contentTintColor: ThemeProvider<NSColor>? {
      get { provider(for: AppKitThemeProperties.buttonContentTintColor) }
      nonmutating set { bind(newValue, to: AppKitThemeProperties.buttonContentTintColor, of: base) }
    }

    /// The color of the button's bezel, in appearances that support it.
    public var bezelColor: ThemeProvider<NSColor>? {
      get { provider(for: AppKitThemeProperties.buttonBezelColor) }
      nonmutating set { bind(newValue, to: AppKitThemeProperties.buttonBezelColor, of: base) }
    }

    /// The button's styled title.
    public var attributedTitle: ThemeProvider<NSAttributedString>? {
      get { provider(for: AppKitThemeProperties.buttonAttributedTitle) }
      nonmutating set { bind(newValue, to: AppKitThemeProperties.buttonAttributedTitle, of: base) }
    }
  }

  extension ThemeWrapper where Base: NSImageView {
    /// The image view's image.
    public var image: ThemeProvider<NSImage>? {
      get { provider(for: AppKitThemeProperties.imageViewImage) }
      nonmutating set { bind(newValue, to: AppKitThemeProperties.imageViewImage, of: base) }
    }

    /// The tint color of the image view's template image.
    public var contentTintColor: ThemeProvider<NSColor>? {
      get { provider(for: AppKitThemeProperties.imageViewContentTintColor) }
      nonmutating set {
        bind(newValue, to: AppKitThemeProperties.imageViewContentTintColor, of: base)
      }
    }
  }

  extension ThemeWrapper where Base: NSBox {
    /// The box's fill color, drawn when its `boxType` is `.custom`.
    public var fillColor: ThemeProvider<NSColor>? {
      get { provider(for: AppKitThemeProperties.boxFillColor) }
      nonmutating set { bind(newValue, to: AppKitThemeProperties.boxFillColor, of: base) }
    }

    /// The box's border color, drawn when its `boxType` is `.custom`.
    public var borderColor: ThemeProvider<NSColor>? {
      get { provider(for: AppKitThemeProperties.boxBorderColor) }
      nonmutating set { bind(newValue, to: AppKitThemeProperties.boxBorderColor, of: base) }
    }
  }

  extension ThemeWrapper where Base: NSScrollView {
    /// The scroll view's background color, drawn when its `drawsBackground` is on.
    public var backgroundColor: ThemeProvider<NSColor>? {
      get { provider(for: AppKitThemeProperties.scrollViewBackgroundColor) }
      nonmutating set {
        bind(newValue, to: AppKitThemeProperties.scrollViewBackgroundColor, of: base)
      }
    }
  }

  extension ThemeWrapper where Base: NSTableView {
    /// The table view's background color.
    public var backgroundColor: ThemeProvider<NSColor>? {
      get { provider(for: AppKitThemeProperties.tableViewBackgroundColor) }
      nonmutating set {
        bind(newValue, to: AppKitThemeProperties.tableViewBackgroundColor, of: base)
      }
    }

    /// The color of the table view's grid lines.
    public var gridColor: ThemeProvider<NSColor>? {
      get { provider(for: AppKitThemeProperties.tableViewGridColor) }
      nonmutating set { bind(newValue, to: AppKitThemeProperties.tableViewGridColor, of: base) }
    }
  }

  extension ThemeWrapper where Base: NSSlider {
    /// The color of the filled part of the slider's track, in appearances that support it.
    public var trackFillColor: ThemeProvider<NSColor>? {
      get { provider(for: AppKitThemeProperties.sliderTrackFillColor) }
      nonmutating set { bind(newValue, to: AppKitThemeProperties.sliderTrackFillColor, of: base) }
    }
  }
#endif
