import BarSkinArt
import BarSkinCore

/// The look of `glow` and `shadow`: the values a command's flags and its dark look give, each
/// nil where the command's preset (``GlowOperation/glow``, ``GlowOperation/shadow``) decides.
/// No skin section draws glows, so the table lives beside the commands' items.
public struct GlowLookValues: Sendable {
    /// `color`.
    public var color: Color?
    /// `blur`, in points.
    public var blur: Double?
    /// `opacity`, 0 to 1.
    public var opacity: Double?
    /// `spread`, in points.
    public var spread: Double?
    /// `offset`, in points.
    public var offset: Point?

    /// No value given: the preset's look.
    public init() {}

    /// The operation these values make over `preset`, for images within `limits`.
    /// - Throws: ``GlowError`` for a value out of range (each front end names its key).
    public func operation(preset: GlowOperation, inner: Bool, withShape: Bool, keepSize: Bool, limits: DecodeLimits) throws -> GlowOperation {
        try GlowOperation(color: color ?? preset.color, blur: blur ?? preset.blur, opacity: opacity ?? preset.opacity,
                          spread: spread ?? preset.spread, offset: offset ?? preset.offset, inner: inner, withShape: withShape,
                          keepSize: keepSize, limits: limits)
    }

    /// The keys of a glow's look, which `glow --dark` and `shadow --dark` take.
    public static var lookTable: LookTable<GlowLookValues> {
        LookTable([
            LookTable.Key(name: "color") { text, named, values throws(LookValueError) in
                do { values.color = try Color(hex: text) } catch {
                    let reason = if case .invalidColor(_, let reason) = error as? DrawingError { reason } else { "\(error)" }
                    throw LookValueError(key: "color", message: "invalid colour '\(text)' for \(named): \(reason)")
                }
            },
            .decimal("blur", \.blur), .decimal("opacity", \.opacity), .decimal("spread", \.spread),
            LookTable.Key(name: "offset") { text, named, values throws(LookValueError) in
                let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingPrefix(" ")) }
                guard parts.count == 2, let x = parts[0], let y = parts[1] else {
                    throw LookValueError(key: "offset", message: "invalid offset '\(text)' for \(named): expected X,Y in points, like 0,1 or -1.5,2")
                }
                values.offset = Point(x: x, y: y)
            },
        ])
    }
}

extension LookTable.Key {
    /// A number (its range is the operation's to check), whose absence leaves the preset's.
    static func decimal(_ name: String, _ field: WritableKeyPath<Values, Double?>) -> Self {
        Self(name: name) { text, named, values throws(LookValueError) in
            guard let value = Double(text) else { throw LookValueError(key: name, message: "\(named) must be a number, not '\(text.excerpt)'") }
            values[keyPath: field] = value
        }
    }
}
