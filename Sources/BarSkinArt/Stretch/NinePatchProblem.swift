import BarSkinCore

/// A 9-patch frame that Android's resource compiler refuses: a ``NinePatchProblem`` about
/// the framed file.
public typealias NinePatchError = Located<NinePatchProblem>

/// What is wrong with a 9-patch frame, in aapt2's words (`tools/aapt2/compile/NinePatch.cpp`),
/// followed by where on the frame BarSkin found it; the file is ``Located``'s.
public struct NinePatchProblem: Problem, Equatable {
    /// What is wrong with the frame, one case per message aapt2 has.
    public enum Kind: Sendable, Equatable {
        /// Narrower or shorter than 3 pixels.
        case tooSmall(width: Int, height: Int)
        /// The top-left pixel, which sets the frame's colour, is neither transparent nor opaque white.
        case frameColor(RGBA8)
        /// A frame pixel that is neither the frame's colour nor opaque black or red
        /// (an anti-aliased or semi-transparent marker, a grey tick).
        case invalidColor(RGBA8, whiteFrame: Bool)
        /// Red (optical bounds) on the top or left edge.
        case unexpectedOpticalBounds
        /// More than one black run on the bottom or right edge.
        case tooManyPaddingSections
        /// More than two red runs on the bottom or right edge.
        case tooManyLayoutBounds
        /// A red run on the bottom or right edge that touches neither end.
        case layoutBoundsNotAtEdge
        /// More patches than a 9-patch chunk holds colours for (127).
        case tooManyRowsAndColumns
    }

    /// The frame edge, as aapt2 names it.
    public enum Edge: String, Sendable, Equatable {
        case top, left, bottom, right
    }

    /// The problem.
    public var kind: Kind
    /// The edge it was found on, if any.
    public var edge: Edge?
    /// The pixel index along that edge, counted from the frame's corner as aapt2
    /// counts it (equal to the x or y coordinate in the file), if any.
    public var pixel: Int?

    /// A problem found at `pixel` along `edge`.
    public init(_ kind: Kind, edge: Edge? = nil, pixel: Int? = nil) {
        self.kind = kind
        self.edge = edge
        self.pixel = pixel
    }

    /// aapt2's own text for the problem, as `aapt2 compile` prints it after `error:` (less its full stop).
    public var compilerText: String {
        let border = edge?.rawValue ?? ""
        switch kind {
        case .tooSmall: return "image must be at least 3x3 (1x1 image with 1 pixel border)"
        case .frameColor: return "top-left corner pixel must be either opaque white or transparent"
        case .invalidColor: return "found an invalid color"
        case .unexpectedOpticalBounds:
            // aapt2 prints nothing for the left border (its source never sets the message); this is the text it means.
            return "found unexpected optical bounds (red pixel) on \(border) border at \(axis)=\(pixel ?? 0)"
        case .tooManyPaddingSections: return "too many padding sections on \(border) border"
        case .tooManyLayoutBounds: return "too many layout bounds sections on \(border) border"
        case .layoutBoundsNotAtEdge: return "layout bounds on \(border) border must start at edge"
        case .tooManyRowsAndColumns: return "too many regions in 9-patch"
        }
    }

    /// aapt2's text, then what BarSkin saw and where, which aapt2 does not say.
    public var message: String {
        let place = edge.map { "\(axis)=\(pixel ?? 0) on the \($0.rawValue) border" } ?? ""
        switch kind {
        case .tooSmall(let width, let height): return compilerText + ", not \(width)x\(height)"
        case .frameColor(let color): return compilerText + ", not \(color.hexWithAlpha)"
        case .invalidColor(let color, let whiteFrame):
            let allowed = whiteFrame ? "opaque white, black or red" : "transparent, opaque black or red"
            return compilerText + ": \(color.hexWithAlpha) at \(place), where a \(whiteFrame ? "white" : "transparent") frame allows \(allowed)"
        case .unexpectedOpticalBounds: return compilerText
        case .tooManyRowsAndColumns: return compilerText + ": more than 127 patches (columns times rows)"
        case .tooManyPaddingSections: return compilerText + " (the second black run starts at \(place))"
        case .tooManyLayoutBounds: return compilerText + " (the third red run starts at \(place))"
        case .layoutBoundsNotAtEdge: return compilerText + " (a red run starts at \(place) and touches neither end)"
        }
    }

    /// `x` along the top and bottom edges, `y` along the left and right.
    private var axis: String { edge == .left || edge == .right ? "y" : "x" }
}

extension RGBA8 {
    /// `#RRGGBBAA`, alpha always shown: the alpha is what is wrong with an anti-aliased marker.
    var hexWithAlpha: String {
        "#" + [red, green, blue, alpha].map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
