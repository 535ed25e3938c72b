import ArgumentParser
import BarSkin

extension ResizingMode: ExpressibleByArgument {}

/// `--left-cap/--top-cap` or `--insets [--mode]`: caps in points with UIKit's
/// semantics, shared by `stretch` and `slice`.
struct CapOptions: ParsableArguments {
    // Unconditional, so that a negative value reaches validate() and gets its
    // own message instead of argument-parser's "missing value".
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Left cap in points, as stretchableImageWithLeftCapWidth: (right cap = width - left - 1; 0 stretches the whole width).",
        valueName: "points"))
    var leftCap: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Top cap in points, as ...topCapHeight: (bottom cap = height - top - 1; 0 stretches the whole height).",
        valueName: "points"))
    var topCap: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Cap insets in points, TOP,LEFT,BOTTOM,RIGHT, as resizableImageWithCapInsets:.", valueName: "t,l,b,r"))
    var insets: String?

    @Option(help: ArgumentHelp("How the middle of --insets fills space: tile (UIKit's default) or stretch.", valueName: "mode"))
    var mode: ResizingMode?

    mutating func validate() throws {
        for (name, value) in [("--left-cap", leftCap), ("--top-cap", topCap)] {
            if let value, value < 0 || value > CapInsets.maximum {
                throw ValidationError("\(name) must be a whole number of points from 0 to \(CapInsets.maximum), not \(value)")
            }
        }
        if let insets, CapInsets(parsing: insets) == nil {
            throw ValidationError("--insets must be four whole numbers of points, TOP,LEFT,BOTTOM,RIGHT (like 0,14,0,5), not '\(insets)'")
        }
        if insets != nil && (leftCap != nil || topCap != nil) {
            throw ValidationError("--insets cannot be combined with --left-cap/--top-cap; choose one UIKit call")
        }
        if mode != nil && insets == nil {
            throw ValidationError("--mode applies to --insets; --left-cap/--top-cap always stretch one point")
        }
    }

    /// Whether any cap option was given.
    var isGiven: Bool { leftCap != nil || topCap != nil || insets != nil }

    /// The caps, or nil when none were given.
    var specification: CapSpecification? {
        if let insets, let parsed = CapInsets(parsing: insets) { return .insets(parsed, mode ?? .tile) }
        if leftCap != nil || topCap != nil { return .legacy(leftCap: leftCap ?? 0, topCap: topCap ?? 0) }
        return nil
    }
}

/// Parses `WxH` in points.
func parseSize(_ text: String) -> (width: Int, height: Int)? {
    PointSize(parsing: text).map { ($0.width, $0.height) }
}
