import BarSkinCore

/// `.barskin-trace.yml`, read when present beside a traced project: what a
/// team declares once so every run knows it.
///
/// ```yaml
/// # Flags the app builds from its event types, loaded as UIImage(named: event.type).
/// assume-used:
///   - "*Event"
///   - "flag_*"
/// # Calls of libraries and wrappers that load an asset by the name they are given.
/// loaders:
///   - call: LottieAnimation.named
///     type: data
/// ```
public struct TraceConfiguration: Sendable, Equatable {
    /// The file's name.
    public static let fileName = ".barskin-trace.yml"
    /// The keys the file may hold.
    public static let keys = ["assume-used", "loaders"]

    /// Globs of image names the app loads by names it builds from data: they count as used.
    public var assumeUsed: [String]
    /// Calls that load an asset by the name they are given.
    public var loaders: [DeclaredLoader]

    /// A configuration; see the properties.
    public init(assumeUsed: [String] = [], loaders: [DeclaredLoader] = []) {
        self.assumeUsed = assumeUsed
        self.loaders = loaders
    }
}
