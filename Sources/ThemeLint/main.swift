import Foundation

exit(ThemeLint.run(Array(CommandLine.arguments.dropFirst())))
