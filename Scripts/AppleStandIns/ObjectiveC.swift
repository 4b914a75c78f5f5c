// Stand-in declarations with the shapes of the Objective-C runtime API that Sources/Theming
// uses, so that the Linux CI can type-check the code behind `canImport(ObjectiveC)`.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, *)
public func class_getInstanceSize(_ cls: AnyClass?) -> Int { 0 }
