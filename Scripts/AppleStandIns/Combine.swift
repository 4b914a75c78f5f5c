// Stand-in declarations with the shapes of the Combine API that Sources/Theming/Platform uses,
// so that the Linux CI can type-check the SwiftUI glue. On Apple platforms
// `NotificationCenter.publisher(for:object:)` is declared by Foundation for Combine; it is
// declared here because Linux's Foundation has no Combine.
public import Foundation

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension NotificationCenter {
  public struct Publisher: Combine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never
  }

  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher()
  }
}
