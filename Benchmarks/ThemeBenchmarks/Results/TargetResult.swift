/// A target of the project's, and what the run measured against it.
struct TargetResult: Codable {
  var figure: String
  /// The node class and route, or the design, the figure holds for.
  var subject: String
  var target: String
  var measured: String
  /// The measured figure as a number (a ratio, nanoseconds or bytes).
  var value: Double?
  var limit: Double
  /// `atLeast` or `atMost`: how `value` must compare with `limit`.
  var comparison: String
  /// `nil` when the target is not judged: the figure could not be measured here, or the run is
  /// a smoke run (`mode` is `quick`).
  var met: Bool?

  /// A target whose verdict follows from `value` and `limit`; no value means not measured.
  init(
    figure: String,
    subject: String,
    target: String,
    measured: String,
    value: Double?,
    limit: Double,
    atLeast: Bool = false,
    met: Bool? = nil
  ) {
    self.figure = figure
    self.subject = subject
    self.target = target
    self.measured = measured
    self.value = value
    self.limit = limit
    self.comparison = atLeast ? "atLeast" : "atMost"
    self.met = met ?? value.map { atLeast ? $0 >= limit : $0 <= limit }
  }

  /// `met`, `MISSED` or `n/a`.
  var verdict: String {
    switch met {
    case true?: "met"
    case false?: "MISSED"
    case nil: "n/a"
    }
  }
}
