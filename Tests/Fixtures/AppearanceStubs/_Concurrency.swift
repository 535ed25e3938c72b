// A stub of the concurrency declarations the UIKit and SwiftUI stubs need: Embedded Swift's
// iOS standard library has no _Concurrency module, and `@MainActor` is how Apple's UIKit
// and SwiftUI isolate their classes and views. Compiled with function bodies skipped.

public protocol Actor: AnyObject, Sendable {}

public protocol GlobalActor {
    associatedtype ActorType: Actor
    static var shared: ActorType { get }
}

@available(iOS 13.0, *)
@globalActor public final actor MainActor {
    public static let shared = MainActor()
}
