// expected-error: call to main actor-isolated instance method 'callAsFunction'
import Theming

func resolveOffTheMainActor(provider: ThemeProvider<Int>) -> Int {
  provider(.dark)
}
