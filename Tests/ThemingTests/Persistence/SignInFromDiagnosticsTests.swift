import Foundation
import Testing
import Theming

/// R14: a diagnostic handler that signs in another user while a stored style is restored leaves
/// that user's choice in place.
@MainActor
@Suite struct SignInFromDiagnosticsTests {
  /// Holds the manager for a handler made before it.
  final class ManagerBox {
    weak var manager: ThemeManager?
  }

  private func store(_ values: [String: String]) -> InMemoryThemeStore {
    InMemoryThemeStore(
      values: Dictionary(
        uniqueKeysWithValues: values.map { ("Theming.currentThemeStyle.\($0.key)", $0.value) }))
  }

  @Test("R14: signing in another user from the handler shows that user's stored style")
  func r14SigningInAnotherUserFromTheHandler() {
    let box = ManagerBox()
    var diagnostics: [ThemeDiagnostic] = []
    let manager = ThemeManager(
      store: store(["alice": "sepia", "bob": "dark"]),
      notificationCenter: NotificationCenter(),
      diagnosticHandler: { diagnostic in
        diagnostics.append(diagnostic)
        if case .unknownStoredStyle = diagnostic { box.manager?.storeConfigsIdentifierKey = "bob" }
      })
    box.manager = manager
    manager.storeConfigsIdentifierKey = "alice"
    #expect(manager.storeConfigsIdentifierKey == "bob")
    #expect(manager.currentThemeStyle == .dark)
    #expect(diagnostics.count == 1)
    // Alice's style, registered later, is not bob's to restore.
    manager.register("sepia")
    #expect(manager.currentThemeStyle == .dark)
  }

  @Test("R14: signing in another user from a follow-setting diagnostic shows that user's style")
  func r14SigningInFromAFollowSettingDiagnostic() {
    let box = ManagerBox()
    let values = store(["alice": "light", "bob": "dark"])
    values.setString("maybe", forKey: "Theming.followsSystem.alice")
    let manager = ThemeManager(
      store: values,
      notificationCenter: NotificationCenter(),
      diagnosticHandler: { diagnostic in
        if case .storeReadFailed = diagnostic { box.manager?.storeConfigsIdentifierKey = "bob" }
      })
    box.manager = manager
    manager.storeConfigsIdentifierKey = "alice"
    #expect(manager.storeConfigsIdentifierKey == "bob")
    #expect(manager.currentThemeStyle == .dark)
  }
}
