import BarSkinCore

/// The device a trace resolves names for: its idiom and the screen scales it must cover.
public struct DeviceProfile: Sendable, Hashable {
    /// The idiom.
    public enum Device: String, Sendable, CaseIterable {
        /// An iPhone: `~iphone` files and `iphone` catalog slots.
        case iphone
        /// An iPad: `~ipad` files and `ipad` catalog slots.
        case ipad
    }

    /// The idiom.
    public var device: Device
    /// The scales to cover, ascending and without repeats.
    public var scales: [Int]

    /// A profile; scales are sorted and deduplicated.
    public init(device: Device = .iphone, scales: [Int] = [2, 3]) {
        self.device = device
        self.scales = Array(Set(scales)).sorted()
    }

    /// The highest scale: the one references are resolved at for `resolved` paths and launch memory.
    public var highestScale: Int { scales.last ?? 1 }

    /// `iphone @2x,@3x`.
    public var description: String {
        "\(device.rawValue) " + scales.map { "@\($0)x" }.joined(separator: ",")
    }
}
