// The UIKit control properties that JXTheme declared, declared on the `.theme` namespace as in
// UIKit+ThemeProperties.swift. UISwitch, UISlider and UIRefreshControl are not in the tvOS SDK,
// so their properties are marked unavailable there.

#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  /// The identities and setters of the UIKit control properties the namespace declares.
  @MainActor
  enum UIKitControlThemeProperties {
    static let progressViewProgressTintColor = ThemeProperty(\UIProgressView.progressTintColor) {
      (progressView, color: UIColor) in progressView.progressTintColor = color
    }

    static let progressViewTrackTintColor = ThemeProperty(\UIProgressView.trackTintColor) {
      (progressView, color: UIColor) in progressView.trackTintColor = color
    }

    static let progressViewProgressImage = ThemeProperty(\UIProgressView.progressImage) {
      (progressView, image: UIImage) in progressView.progressImage = image
    }

    static let progressViewTrackImage = ThemeProperty(\UIProgressView.trackImage) {
      (progressView, image: UIImage) in progressView.trackImage = image
    }

    static let pageControlPageIndicatorTintColor = ThemeProperty(
      \UIPageControl.pageIndicatorTintColor
    ) {
      (pageControl, color: UIColor) in pageControl.pageIndicatorTintColor = color
    }

    static let pageControlCurrentPageIndicatorTintColor = ThemeProperty(
      \UIPageControl.currentPageIndicatorTintColor
    ) {
      (pageControl, color: UIColor) in pageControl.currentPageIndicatorTintColor = color
    }

    @available(tvOS, unavailable)
    static let switchOnTintColor = ThemeProperty(\UISwitch.onTintColor) {
      (toggle, color: UIColor) in toggle.onTintColor = color
    }

    @available(tvOS, unavailable)
    static let switchThumbTintColor = ThemeProperty(\UISwitch.thumbTintColor) {
      (toggle, color: UIColor) in toggle.thumbTintColor = color
    }

    @available(tvOS, unavailable)
    static let sliderThumbTintColor = ThemeProperty(\UISlider.thumbTintColor) {
      (slider, color: UIColor) in slider.thumbTintColor = color
    }

    @available(tvOS, unavailable)
    static let sliderMinimumTrackTintColor = ThemeProperty(\UISlider.minimumTrackTintColor) {
      (slider, color: UIColor) in slider.minimumTrackTintColor = color
    }

    @available(tvOS, unavailable)
    static let sliderMaximumTrackTintColor = ThemeProperty(\UISlider.maximumTrackTintColor) {
      (slider, color: UIColor) in slider.maximumTrackTintColor = color
    }

    @available(tvOS, unavailable)
    static let sliderMinimumValueImage = ThemeProperty(\UISlider.minimumValueImage) {
      (slider, image: UIImage) in slider.minimumValueImage = image
    }

    @available(tvOS, unavailable)
    static let sliderMaximumValueImage = ThemeProperty(\UISlider.maximumValueImage) {
      (slider, image: UIImage) in slider.maximumValueImage = image
    }

    @available(tvOS, unavailable)
    static let refreshControlAttributedTitle = ThemeProperty(\UIRefreshControl.attributedTitle) {
      (control, text: NSAttributedString) in control.attributedTitle = text
    }
  }

  extension ThemeWrapper where Base: UIProgressView {
    /// The color of the progress view's filled part.
    public var progressTintColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitControlThemeProperties.progressViewProgressTintColor) }
      nonmutating set {
        bind(newValue, to: UIKitControlThemeProperties.progressViewProgressTintColor, of: base)
      }
    }

    /// The color of the progress view's unfilled track.
    public var trackTintColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitControlThemeProperties.progressViewTrackTintColor) }
      nonmutating set {
        bind(newValue, to: UIKitControlThemeProperties.progressViewTrackTintColor, of: base)
      }
    }

    /// The image of the progress view's filled part.
    public var progressImage: ThemeProvider<UIImage>? {
      get { provider(for: UIKitControlThemeProperties.progressViewProgressImage) }
      nonmutating set {
        bind(newValue, to: UIKitControlThemeProperties.progressViewProgressImage, of: base)
      }
    }

    /// The image of the progress view's unfilled track.
    public var trackImage: ThemeProvider<UIImage>? {
      get { provider(for: UIKitControlThemeProperties.progressViewTrackImage) }
      nonmutating set {
        bind(newValue, to: UIKitControlThemeProperties.progressViewTrackImage, of: base)
      }
    }
  }

  extension ThemeWrapper where Base: UIPageControl {
    /// The color of the page control's page indicators.
    public var pageIndicatorTintColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitControlThemeProperties.pageControlPageIndicatorTintColor) }
      nonmutating set {
        bind(newValue, to: UIKitControlThemeProperties.pageControlPageIndicatorTintColor, of: base)
      }
    }

    /// The color of the page control's indicator for the current page.
    public var currentPageIndicatorTintColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitControlThemeProperties.pageControlCurrentPageIndicatorTintColor) }
      nonmutating set {
        bind(
          newValue, to: UIKitControlThemeProperties.pageControlCurrentPageIndicatorTintColor,
          of: base)
      }
    }
  }

  @available(tvOS, unavailable)
  extension ThemeWrapper where Base: UISwitch {
    /// The switch's color while it is on.
    public var onTintColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitControlThemeProperties.switchOnTintColor) }
      nonmutating set {
        bind(newValue, to: UIKitControlThemeProperties.switchOnTintColor, of: base)
      }
    }

    /// The color of the switch's thumb.
    public var thumbTintColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitControlThemeProperties.switchThumbTintColor) }
      nonmutating set {
        bind(newValue, to: UIKitControlThemeProperties.switchThumbTintColor, of: base)
      }
    }
  }

  @available(tvOS, unavailable)
  extension ThemeWrapper where Base: UISlider {
    /// The color of the slider's thumb.
    public var thumbTintColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitControlThemeProperties.sliderThumbTintColor) }
      nonmutating set {
        bind(newValue, to: UIKitControlThemeProperties.sliderThumbTintColor, of: base)
      }
    }

    /// The color of the slider's track below its value.
    public var minimumTrackTintColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitControlThemeProperties.sliderMinimumTrackTintColor) }
      nonmutating set {
        bind(newValue, to: UIKitControlThemeProperties.sliderMinimumTrackTintColor, of: base)
      }
    }

    /// The color of the slider's track above its value.
    public var maximumTrackTintColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitControlThemeProperties.sliderMaximumTrackTintColor) }
      nonmutating set {
        bind(newValue, to: UIKitControlThemeProperties.sliderMaximumTrackTintColor, of: base)
      }
    }

    /// The image at the slider's minimum end.
    public var minimumValueImage: ThemeProvider<UIImage>? {
      get { provider(for: UIKitControlThemeProperties.sliderMinimumValueImage) }
      nonmutating set {
        bind(newValue, to: UIKitControlThemeProperties.sliderMinimumValueImage, of: base)
      }
    }

    /// The image at the slider's maximum end.
    public var maximumValueImage: ThemeProvider<UIImage>? {
      get { provider(for: UIKitControlThemeProperties.sliderMaximumValueImage) }
      nonmutating set {
        bind(newValue, to: UIKitControlThemeProperties.sliderMaximumValueImage, of: base)
      }
    }
  }

  @available(tvOS, unavailable)
  extension ThemeWrapper where Base: UIRefreshControl {
    /// The refresh control's styled title.
    public var attributedTitle: ThemeProvider<NSAttributedString>? {
      get { provider(for: UIKitControlThemeProperties.refreshControlAttributedTitle) }
      nonmutating set {
        bind(newValue, to: UIKitControlThemeProperties.refreshControlAttributedTitle, of: base)
      }
    }
  }
#endif
