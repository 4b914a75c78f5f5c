import Foundation

/// `swift run ThemeDemo`: the walkthrough, or with `--interactive`, a screen driven by keys.
@main
@MainActor
enum ThemeDemoMain {
  static func main() {
    let options: DemoOptions
    do {
      options = try DemoOptions.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      FileHandle.standardError.write(Data("ThemeDemo: \(error)\n\n\(DemoOptions.usage)\n".utf8))
      exit(2)
    }
    if options.showsHelp {
      print(DemoOptions.usage)
      return
    }
    let app = DemoApp(options: options, environment: ProcessInfo.processInfo.environment)
    if options.isInteractive {
      InteractiveSession(app: app).run()
    } else {
      Walkthrough(app: app).run()
    }
  }
}
