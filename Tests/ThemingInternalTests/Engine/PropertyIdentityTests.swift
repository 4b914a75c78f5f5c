import Testing
import ThemingTestSupport

@testable import Theming

/// One property reached through key paths rooted at a superclass and at a subclass: unified
/// where Key-Value Coding names both, reported where nothing tells (R8, R10).
@MainActor
@Suite(.serialized) struct PropertyIdentityTests {
  class Widget: ThemeCompatible {
    var themeParent: (any ThemeNode)? { nil }
    var color: TestColor = .gray
    var border: TestColor = .gray
    var width = 0
  }

  final class Label: Widget {}

  private static let kvcNames: [AnyKeyPath: String] = [
    \Widget.color: "color", \Label.color: "color", \Widget.border: "border",
    \Label.border: "border",
  ]

  /// Reads names as a runtime with Objective-C would, where the key paths above have KVC names.
  private static func kvcName(of keyPath: AnyKeyPath) -> String? { kvcNames[keyPath] }

  /// A manager whose engine reads key paths' names as a runtime with Objective-C would.
  private func makeManagerWithKeyValueCoding() -> (ThemeManager, DiagnosticLog) {
    let (made, log) = makeManager()
    made.engine.table.keyValueCodingName = Self.kvcName(of:)
    return (made, log)
  }

  private func themeAsWidget(_ widget: Widget, in manager: ThemeManager) -> ThemeWrapper<Widget> {
    widget.theme(in: manager)
  }

  @Test("Without KVC names, a property bound through two roots is reported once, both kept")
  func aPossibleAliasIsReportedOnce() {
    let (manager, log) = makeManager()
    let label = Label()
    themeAsWidget(label, in: manager).color = ThemeProvider(light: .red, dark: .white)
    label.theme(in: manager).color = ThemeProvider(light: .green, dark: .black)
    label.theme(in: manager).color = ThemeProvider(light: .green, dark: .black)
    let expected = ThemeDiagnostic.keyPathsMayNameOneProperty(
      objectType: "Label", valueType: "TestColor", roots: ["Widget", "Label"])
    #expect(log.entries == [expected])
    #expect(label.color == .green)
    manager.changeTheme(to: .dark)
    #expect(label.color == .black)
    themeAsWidget(label, in: manager).color = nil
    #expect(themeAsWidget(label, in: manager).color == nil)
    #expect(label.theme(in: manager).color != nil)
  }

  @Test("Different properties or value types through two roots are not reported")
  func differentPropertiesAreNotReported() {
    let (manager, log) = makeManager()
    let label = Label()
    themeAsWidget(label, in: manager).width = ThemeProvider(light: 1, dark: 2)
    label.theme(in: manager).color = ThemeProvider(light: .green, dark: .black)
    label.theme(in: manager).border = ThemeProvider(light: .red, dark: .white)
    #expect(log.entries.isEmpty)
    let (named, namedLog) = makeManagerWithKeyValueCoding()
    let other = Label()
    themeAsWidget(other, in: named).border = ThemeProvider(light: .red, dark: .white)
    other.theme(in: named).color = ThemeProvider(light: .green, dark: .black)
    #expect(namedLog.entries.isEmpty)
  }

  @Test("With KVC names, one property's two key paths are one binding")
  func oneNamedPropertyIsOneBinding() throws {
    do {
      let (manager, log) = makeManagerWithKeyValueCoding()
      let label = Label()
      themeAsWidget(label, in: manager).color = ThemeProvider(light: .red, dark: .white)
      label.theme(in: manager).border = ThemeProvider(light: .red, dark: .white)
      label.theme(in: manager).color = ThemeProvider(light: .green, dark: .black)
      #expect(log.entries.isEmpty)
      #expect(label.color == .green)
      manager.changeTheme(to: .dark)
      #expect(label.color == .black)
      // The binding assigned last is the one read back through either key path.
      let provider = try #require(themeAsWidget(label, in: manager).color)
      #expect(provider(.light) == .green)
      // The earlier binding was replaced, in its place: the newer provider now wins even when
      // the first key path is assigned again.
      themeAsWidget(label, in: manager).color = ThemeProvider(light: .gray, dark: .red)
      manager.changeTheme(to: .light)
      #expect(label.color == .gray)
      label.theme(in: manager).color = nil
      #expect(themeAsWidget(label, in: manager).color == nil)
      manager.changeTheme(to: .dark)
      #expect(label.color == .gray)
      #expect(label.border == .white)
    }
  }

  @Test("PropertyIdentity tells same, different and unknown apart")
  func identityOfKeyPaths() {
    #expect(PropertyIdentity.of(\Widget.color, \Widget.color) == .same)
    #expect(PropertyIdentity.of(\Widget.color, \Widget.border) == .different)
    #expect(PropertyIdentity.of(\Widget.width, \Label.color) == .different)
    #expect(PropertyIdentity.of(\Widget.color, \Label.color) == .unknown)
    #expect(PropertyIdentity.of(\Widget.border, \Label.color) == .unknown)
    #expect(PropertyIdentity.of(\Widget.color, \Label.color, names: Self.kvcName(of:)) == .same)
    #expect(
      PropertyIdentity.of(\Widget.border, \Label.color, names: Self.kvcName(of:)) == .different)
  }
}
