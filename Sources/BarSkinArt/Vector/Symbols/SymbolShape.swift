/// SVG's basic shapes written as the path data SVG 1.1 §9 defines them by, so a mask drawn
/// with them becomes a symbol's paths: a rectangle (its corners rounded by `rx`/`ry`), a
/// circle and an ellipse as four arcs, a polygon as its closed outline.
enum SymbolShape {
    /// The path data of the shape `name` with `attributes`, or nil where it draws nothing.
    static func pathData(_ name: String, _ attributes: [String: String]) -> String? {
        func number(_ key: String) -> Double? { attributes[key].flatMap { Double($0.hasSuffix("px") ? String($0.dropLast(2)) : $0) } }
        let f = SVGPathData.format
        switch name {
        case "rect":
            let (x, y) = (number("x") ?? 0, number("y") ?? 0)
            guard let width = number("width"), let height = number("height"), width > 0, height > 0 else { return nil }
            // A missing radius takes the other's (SVG 1.1 §9.2), each at most half its side.
            var rx = number("rx") ?? number("ry") ?? 0, ry = number("ry") ?? number("rx") ?? 0
            (rx, ry) = (min(max(rx, 0), width / 2), min(max(ry, 0), height / 2))
            guard rx > 0, ry > 0 else { return "M\(f(x)) \(f(y)) H\(f(x + width)) V\(f(y + height)) H\(f(x)) Z" }
            let arc = "A\(f(rx)) \(f(ry)) 0 0 1"
            return "M\(f(x + rx)) \(f(y)) H\(f(x + width - rx)) \(arc) \(f(x + width)) \(f(y + ry)) V\(f(y + height - ry)) "
                + "\(arc) \(f(x + width - rx)) \(f(y + height)) H\(f(x + rx)) \(arc) \(f(x)) \(f(y + height - ry)) V\(f(y + ry)) \(arc) \(f(x + rx)) \(f(y)) Z"
        case "circle", "ellipse":
            let (cx, cy) = (number("cx") ?? 0, number("cy") ?? 0)
            let rx = name == "circle" ? number("r") : number("rx"), ry = name == "circle" ? number("r") : number("ry")
            guard let rx, let ry, rx > 0, ry > 0 else { return nil }
            let arc = "A\(f(rx)) \(f(ry)) 0 0 1"
            return "M\(f(cx + rx)) \(f(cy)) \(arc) \(f(cx)) \(f(cy + ry)) \(arc) \(f(cx - rx)) \(f(cy)) \(arc) \(f(cx)) \(f(cy - ry)) \(arc) \(f(cx + rx)) \(f(cy)) Z"
        default:
            let numbers = (attributes["points"] ?? "").split { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }.compactMap { Double($0) }
            guard numbers.count >= 4 else { return nil }
            let pairs = stride(from: 0, to: numbers.count - 1, by: 2).map { "\(f(numbers[$0])) \(f(numbers[$0 + 1]))" }
            return "M" + pairs.joined(separator: " L") + " Z"
        }
    }
}
