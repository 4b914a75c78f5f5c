import Dispatch
import Foundation
import Theming

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One download, awaitable, cancellable and bounded: cancelling the awaiting task cancels the
/// request, and a body that takes longer than the limits' timeout or grows past their size
/// ends it. The body is received piece by piece through a delegate, so a server cannot make
/// the client hold more than the limit, and a timer of the library's own ends the wait, as the
/// session's resource timeout is not applied on every platform.
///
/// The download runs on a session of its own with the given session's configuration (its
/// headers, cookies, cache and protocols), since a task's delegate of its own needs newer OS
/// versions than the library's minimums.
final class RemoteRequest: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  // Everything mutable below is read and written under `lock`: the delegate's callbacks, the
  // timer and the cancellation handler run on queues of their own.
  private let lock = NSLock()
  private let url: URL
  private let configuration: URLSessionConfiguration
  private let limits: ThemeDownloadLimits
  private var body = Data()
  private var outcome: Result<Data, ThemeSourceError>?
  private var continuation: CheckedContinuation<Result<Data, ThemeSourceError>, Never>?
  private var task: URLSessionDataTask?
  /// Whether a redirect to a URL is followed; every redirect is, without it.
  private let allowsRedirect: (@Sendable (URL) -> Bool)?
  /// What the redirects `allowsRedirect` takes have in common, for the error when one is not.
  private let allowedRedirects: String

  /// A download of `url`.
  ///
  /// - Parameters:
  ///   - url: What to download.
  ///   - session: The session whose configuration the download uses.
  ///   - limits: The size and time the download may take.
  ///   - allowsRedirect: Whether to follow a redirect to a URL: a document referred to by
  ///     another must not leave the referrer's server through one. Every redirect is followed
  ///     without it.
  ///   - allowedRedirects: What `allowsRedirect` takes, for the error when it refuses one.
  init(
    url: URL, session: URLSession, limits: ThemeDownloadLimits = .standard,
    allowsRedirect: (@Sendable (URL) -> Bool)? = nil,
    allowedRedirects: String = "a redirect on the same server (scheme, host and port)"
  ) {
    self.url = url
    self.configuration = session.configuration
    self.limits = limits
    self.allowsRedirect = allowsRedirect
    self.allowedRedirects = allowedRedirects
  }

  /// Downloads the body, or throws why not.
  func run() async throws(ThemeSourceError) -> Data {
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in start(continuation) }
    } onCancel: {
      finish(.failure(error(place: "the request", expected: "a response", found: "cancelled")))
    }
    // Unwrapped by hand: `Result.get()` throws `any Error` in the Swift 5.10 standard library
    // of the iOS 17.4 SDK, and typed throws from it only in Swift 6's.
    switch result {
    case .success(let data): return data
    case .failure(let error): throw error
    }
  }

  private func start(_ continuation: CheckedContinuation<Result<Data, ThemeSourceError>, Never>) {
    let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    let task = session.dataTask(with: url)
    lock.lock()
    if let outcome {
      // Cancelled before it started.
      lock.unlock()
      session.invalidateAndCancel()
      continuation.resume(returning: outcome)
      return
    }
    self.continuation = continuation
    self.task = task
    lock.unlock()
    task.resume()
    // The session lets the task end, then lets go of this delegate.
    session.finishTasksAndInvalidate()
    let timeout = limits.timeout
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self] in
      guard let self else { return }
      self.finish(
        .failure(
          self.error(
            place: "the response",
            expected: "a whole body within \(TokenNumber.text(timeout)) seconds",
            found: "none by then")))
    }
  }

  /// Ends the download with `result`, once: later outcomes are dropped.
  private func finish(_ result: Result<Data, ThemeSourceError>) {
    lock.lock()
    guard outcome == nil else {
      lock.unlock()
      return
    }
    outcome = result
    body = Data()
    let continuation = self.continuation
    self.continuation = nil
    let task = self.task
    self.task = nil
    lock.unlock()
    task?.cancel()
    continuation?.resume(returning: result)
  }

  private func error(place: String, expected: String, found: String) -> ThemeSourceError {
    ThemeSourceError(source: url.absoluteString, place: place, expected: expected, found: found)
  }

  private func tooLarge(_ found: String) -> ThemeSourceError {
    error(
      place: "the response", expected: "a body of at most \(limits.maximumBytes) bytes",
      found: found)
  }

  // MARK: - URLSessionDataDelegate

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let announced = dataTask.response?.expectedContentLength ?? -1
    if announced > Int64(limits.maximumBytes) {
      finish(.failure(tooLarge("a body of \(announced) bytes announced")))
      return
    }
    lock.lock()
    guard outcome == nil else {
      lock.unlock()
      return
    }
    let fits = body.count + data.count <= limits.maximumBytes
    if fits { body.append(data) }
    lock.unlock()
    if !fits { finish(.failure(tooLarge("more"))) }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    guard let allowsRedirect else {
      completionHandler(request)
      return
    }
    guard let target = request.url, allowsRedirect(target) else {
      completionHandler(nil)
      finish(
        .failure(
          error(
            place: "the response", expected: allowedRedirects,
            found: "a redirect to \(request.url?.absoluteString ?? "no URL")")))
      return
    }
    completionHandler(request)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    if let error {
      finish(
        .failure(
          self.error(place: "the request", expected: "a response", found: String(describing: error))
        ))
      return
    }
    if let status = (task.response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
      finish(
        .failure(
          self.error(
            place: "the response", expected: "a successful status", found: "HTTP \(status)")))
      return
    }
    lock.lock()
    let received = body
    lock.unlock()
    finish(.success(received))
  }
}
