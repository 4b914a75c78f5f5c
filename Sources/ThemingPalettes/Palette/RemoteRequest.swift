import Foundation
import Theming

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One download on the completion-handler API, which every supported OS version has, made
/// awaitable and cancellable: cancelling the awaiting task cancels the request.
actor RemoteRequest {
  private let url: URL
  private let session: URLSession
  private var task: URLSessionDataTask?
  private var isCancelled = false

  init(url: URL, session: URLSession) {
    self.url = url
    self.session = session
  }

  /// Downloads the body, or throws why not.
  nonisolated func run() async throws(ThemeSourceError) -> Data {
    let outcome = await withTaskCancellationHandler {
      await download()
    } onCancel: {
      Task { await self.cancel() }
    }
    // Unwrapped by hand: `Result.get()` throws `any Error` in the Swift 5.10 standard library
    // of the iOS 17.4 SDK, and typed throws from it only in Swift 6's.
    switch outcome {
    case .success(let data): return data
    case .failure(let error): throw error
    }
  }

  private func download() async -> Result<Data, ThemeSourceError> {
    // The body runs at once, on this actor, so the task is recorded before any cancellation
    // can be handled, and never leaves the actor.
    await withCheckedContinuation { continuation in
      let source = url.absoluteString
      let task = session.dataTask(with: url) { data, response, error in
        continuation.resume(
          returning: Self.outcome(source: source, data: data, response: response, error: error))
      }
      self.task = task
      task.resume()
      if isCancelled { task.cancel() }
    }
  }

  private func cancel() {
    isCancelled = true
    task?.cancel()
  }

  /// The body of a successful response; otherwise an error naming the URL and what failed.
  private nonisolated static func outcome(
    source: String,
    data: Data?,
    response: URLResponse?,
    error: (any Error)?
  ) -> Result<Data, ThemeSourceError> {
    if let error {
      return .failure(
        ThemeSourceError(
          source: source,
          place: "the request",
          expected: "a response",
          found: String(describing: error)
        ))
    }
    if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
      return .failure(
        ThemeSourceError(
          source: source,
          place: "the response",
          expected: "a successful status",
          found: "HTTP \(status)"
        ))
    }
    return .success(data ?? Data())
  }
}
