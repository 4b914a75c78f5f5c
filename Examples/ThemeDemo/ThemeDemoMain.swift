import Foundation

/// `swift run ThemeDemo`: the walkthrough, or with `--interactive`, a screen driven by keys.
@main
@MainActor
enum ThemeDemoMain {
  static func main() async {
    let environment = ProcessInfo.processInfo.environment
    let options: DemoOptions
    do {
      options = try DemoOptions.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      let usage = DemoOptions.usage(environment: environment)
      FileHandle.standardError.write(Data("ThemeDemo: \(error)\n\n\(usage)\n".utf8))
      exit(2)
    }
    if options.showsHelp {
      print(DemoOptions.usage(environment: environment))
      return
    }
    let app = DemoApp(options: options, environment: environment)
    if options.isInteractive {
      InteractiveSession(app: app).run()
    } else {
      await Walkthrough(app: app).run()
    }
  }
}
