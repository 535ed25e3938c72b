import BarSkinCore

/// Byte counts for people: `1.5 MB` (decimal units, like Finder and Xcode).
public enum ByteCount {
    /// `812 B`, `12.3 KB`, `4.1 MB`.
    public static func text(_ bytes: Int) -> String {
        if bytes < 1000 { return "\(bytes) B" }
        let units = ["KB", "MB", "GB"]
        var value = Double(bytes) / 1000
        var unit = 0
        while value >= 1000 && unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let rounded = (value * 10).rounded() / 10
        let digits = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return digits + " " + units[unit]
    }
}
