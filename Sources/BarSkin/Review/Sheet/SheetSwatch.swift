import BarSkinArt
import BarSkinCore
import Foundation

/// One colour set shown in a contact sheet: a swatch per appearance it has (any, dark, high
/// contrast, dark with high contrast), read from the set's Contents.json as Xcode writes it.
public struct SheetSwatch: Sendable, Hashable {
    /// The set's name (`TabBarTint`).
    public var name: String
    /// Each appearance's colour as CSS `rgba(...)` and `#RRGGBB`, in Xcode's order.
    public var colors: [(appearance: Appearance, css: String, hex: String)]

    public static func == (left: SheetSwatch, right: SheetSwatch) -> Bool {
        left.name == right.name && left.colors.map(\.hex) == right.colors.map(\.hex)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(colors.map(\.hex))
    }

    /// The swatch of the colour set whose Contents.json is at `path`, nil where it cannot be read.
    public init?(contentsAt path: String) {
        guard let bytes = try? FileBytes.read(path),
              let top = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any],
              let entries = top["colors"] as? [[String: Any]] else { return nil }
        name = String(PathText.fileName(of: PathText.folder(of: path)).dropLast(".colorset".count))
        var found: [(Appearance, String, String)] = []
        for entry in entries {
            let traits = (entry["appearances"] as? [[String: String]] ?? []).map { JSONValue.object([("appearance", .string($0["appearance"] ?? "")), ("value", .string($0["value"] ?? ""))]) }
            guard let appearance = Appearance(catalogJSON: traits.isEmpty ? nil : .array(traits)),
                  let components = (entry["color"] as? [String: Any])?["components"] as? [String: String] else { continue }
            let channel = { (key: String) -> Int in Self.component(components[key] ?? "0") }
            let alpha = Double(components["alpha"] ?? "1") ?? 1
            let (red, green, blue) = (channel("red"), channel("green"), channel("blue"))
            found.append((appearance, "rgba(\(red),\(green),\(blue),\(SVGPathData.format(alpha)))", String(format: "#%02X%02X%02X", red, green, blue)))
        }
        guard !found.isEmpty else { return nil }
        colors = found.sorted { $0.0 < $1.0 }.map { (appearance: $0.0, css: $0.1, hex: $0.2) }
    }

    /// An 8-bit channel from Xcode's hex (`0x29`), decimal (`0.161`) or integer (`41`) form.
    static func component(_ text: String) -> Int {
        if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16) ?? 0 }
        if text.contains("."), let value = Double(text) { return Int((value * 255).rounded()) }
        return min(255, max(0, Int(text) ?? 0))
    }
}
