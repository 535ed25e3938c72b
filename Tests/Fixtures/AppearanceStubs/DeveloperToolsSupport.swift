// A stub of DeveloperToolsSupport's asset resources (Xcode 15), which UIKit and SwiftUI re-export.
import Foundation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ImageResource: Hashable, Sendable {
    public init(name: String, bundle: Bundle) { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ColorResource: Hashable, Sendable {
    public init(name: String, bundle: Bundle) { fatalError() }
}
