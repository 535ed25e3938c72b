import BarSkinCore

/// `.barskin-trace.yml`, read when present beside a traced project: what a
/// team declares once so every run knows it.
///
/// ```yaml
/// # Flags the app builds from its event types, loaded as UIImage(named: event.type).
/// assume-used:
///   - "*Event"
///   - "flag_*"
/// ```
public struct TraceConfiguration: Sendable, Equatable {
    /// The file's name.
    public static let fileName = ".barskin-trace.yml"
    /// The keys the file may hold.
    public static let keys = ["assume-used"]

    /// Globs of image names the app loads by names it builds from data: they count as used.
    public var assumeUsed: [String]

    /// A configuration; see the properties.
    public init(assumeUsed: [String] = []) {
        self.assumeUsed = assumeUsed
    }
}
