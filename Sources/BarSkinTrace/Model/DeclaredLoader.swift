/// A call a team declares in `.barskin-trace.yml` `loaders:` as one that loads an asset by the name it is given as
/// its first argument, and what kind of asset:
///
/// ```yaml
/// loaders:
///   - call: LottieAnimation.named
///     type: data
///   - call: Icon.system
///     type: system
/// ```
public struct DeclaredLoader: Sendable, Equatable {
    /// What a declared loader loads.
    public enum Kind: String, Sendable, CaseIterable {
        /// An image (or a custom symbol) of the catalogs, as `UIImage(named:)` finds it.
        case catalog
        /// A system symbol, as `UIImage(systemName:)` finds it: a custom symbol set's name finds nothing.
        case system
        /// A colour set, as `UIColor(named:)` finds it.
        case color
        /// A data set, as `NSDataAsset(name:)` finds it; a name no data set has is never missing, since such a
        /// loader may read a file of its own (Lottie's `named(_:)` reads `name.json` from the bundle first).
        case data
    }

    /// The call as written, a type's method (`LottieAnimation.named`), an initializer (`LottieAnimationView`) or a function
    /// (`icon`): a call matches where its callee is written so, or ends with `.` and it.
    public var call: String
    /// What it loads.
    public var kind: Kind

    /// A loader; see the properties.
    public init(call: String, kind: Kind) {
        self.call = call
        self.kind = kind
    }

    /// Whether `written`, a call's callee as written without spaces and `.init` (`Lottie.LottieAnimation.named`), is this loader.
    func matches(_ written: String) -> Bool {
        written == call || written.hasSuffix("." + call)
    }
}
