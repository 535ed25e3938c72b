import BarSkinCore

extension SymbolTemplate {
    /// The template `bytes` showing its Regular-S master alone: the root's `viewBox` narrowed to
    /// the master's margins (10 units beside them) and from 100 units above the baseline to 30
    /// below, sized a third of that in points, so a sheet draws the glyph between its guides as
    /// the SF Symbols app previews it. Nil for a file without BarSkin's root and margin lines.
    public static func regularView(of bytes: [UInt8]) -> (bytes: [UInt8], width: Double, height: Double)? {
        let text = String(decoding: bytes, as: UTF8.self)
        func x1(of id: String) -> Double? {
            guard let line = text.range(of: "id=\"\(id)\" x1=\"") else { return nil }
            return Double(text[line.upperBound...].prefix { $0 != "\"" })
        }
        let root = "viewBox=\"0 0 3300 2200\""
        guard text.contains(root), let left = x1(of: "left-margin-Regular-S"), let right = x1(of: "right-margin-Regular-S"), right > left else { return nil }
        let (x, y, width, height) = (left - 10, baseline - 100, right - left + 20, 130.0)
        let f = SVGPathData.format
        let view = "width=\"\(f(width / 3))\" height=\"\(f(height / 3))\" viewBox=\"\(f(x)) \(f(y)) \(f(width)) \(f(height))\""
        return (Array(text.replacingOccurrences(of: root, with: view).utf8), width / 3, height / 3)
    }
}
