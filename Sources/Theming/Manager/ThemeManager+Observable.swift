public import Observation

/// A manager takes part in the Observation framework: code that reads
/// ``ThemeManager/currentThemeStyle``, ``ThemeManager/followsSystem`` or
/// ``ThemeManager/systemThemeStyle`` inside `withObservationTracking`, such as a SwiftUI view's
/// body, is told when they change.
///
/// ```swift
/// withObservationTracking {
///   _ = manager.currentThemeStyle
/// } onChange: {
///   print("switched")  // once, after the switch's objects were re-applied
/// }
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension ThemeManager: Observable {}
