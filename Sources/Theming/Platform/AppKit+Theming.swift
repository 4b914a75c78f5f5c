// AppKit glue. Compiled only where AppKit exists; the Linux CI type-checks it against stand-in
// declarations of the AppKit API it uses (Scripts/check-apple-glue.sh), not against the macOS
// SDK.

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit

  extension NSView: ThemeCompatible {
    /// A view inherits its style from its superview.
    public var themeParent: (any ThemeNode)? { superview }
  }

  // System colors, materials and asset-catalog colors follow a view's or window's appearance,
  // which the manager sets where the theme is pinned.
  extension NSView: ThemeSystemAppearanceTarget {
    /// Sets the view's appearance: Aqua or Dark Aqua, or none for `.unspecified`.
    ///
    /// - Parameter appearance: The appearance to set.
    public func applySystemAppearance(_ appearance: ThemeSystemAppearance) {
      self.appearance = NSAppearance(appearance)
    }
  }

  extension NSWindow: ThemeSystemAppearanceTarget {
    /// Sets the window's appearance: Aqua or Dark Aqua, or none for `.unspecified`.
    ///
    /// - Parameter appearance: The appearance to set.
    public func applySystemAppearance(_ appearance: ThemeSystemAppearance) {
      self.appearance = NSAppearance(appearance)
    }
  }

  extension NSAppearance {
    /// Aqua for `.light`, Dark Aqua for `.dark`, `nil` for `.unspecified`.
    ///
    /// - Parameter appearance: The system appearance.
    public convenience init?(_ appearance: ThemeSystemAppearance) {
      switch appearance {
      case .light: self.init(named: .aqua)
      case .dark: self.init(named: .darkAqua)
      case .unspecified: return nil
      }
    }
  }

  extension ThemeStyle {
    /// `.dark` for a dark appearance (Dark Aqua and its high-contrast variant), else `.light`;
    /// pass it to ``ThemeManager/systemStyleDidChange(to:)``.
    ///
    /// - Parameter appearance: The appearance.
    public init(_ appearance: NSAppearance) {
      let match = appearance.bestMatch(from: [.darkAqua, .aqua])
      self = match == .darkAqua ? .dark : .light
    }
  }

  extension ThemeManager {
    /// Reports the system's style to ``systemStyleDidChange(to:)`` from the application's
    /// effective appearance: at once, and whenever it changes. The manager keeps the
    /// observation for its own lifetime.
    ///
    /// - Parameter application: The application, usually `NSApplication.shared`.
    public func observeSystemStyle(of application: NSApplication) {
      systemStyleDidChange(to: ThemeStyle(application.effectiveAppearance))
      let observation = application.observe(\.effectiveAppearance, options: [.new]) {
        [weak self] application, _ in
        // AppKit changes the appearance on the main thread.
        MainActor.assumeIsolated {
          self?.systemStyleDidChange(to: ThemeStyle(application.effectiveAppearance))
        }
      }
      platformObservations.append(observation)
    }
  }
#endif
