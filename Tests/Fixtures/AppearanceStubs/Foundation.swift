// A stub of the Foundation API that Xcode's generated asset symbols and BarSkin's generated
// appearance code use, with Apple's availability, for `swiftc -typecheck` on Linux (docs/appearance.md).
// Bodies are never run: the modules are only compiled for their interfaces.

@available(iOS 2.0, *)
open class NSObject {
    public init() {}
}

@available(iOS 2.0, *)
open class Bundle: NSObject {
    public init(for aClass: AnyClass) { fatalError() }
    public class var main: Bundle { fatalError() }
}

extension Bundle: @unchecked Sendable {}

@available(iOS 3.2, *)
public struct NSAttributedString {
    /// NSAttributedStringKey.
    public struct Key: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
