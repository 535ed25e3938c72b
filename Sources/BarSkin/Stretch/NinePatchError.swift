/// A 9-patch frame that Android's resource compiler would reject, worded as
/// aapt2 words it (`tools/aapt2/compile/Png.cpp`, `NinePatch.cpp`).
public struct NinePatchError: LocatedError, Equatable {
    /// What is wrong with the frame.
    public enum Problem: Sendable, Equatable {
        case tooSmall
        case frameNotTransparentOrWhite
        case intermediateAlpha
        case transparentFrameTickColor
        case whiteFrameAlpha
        case whiteFrameTickColor
        case noMarkedRegion
        case moreThanOneMarkedRegion
        case unexpectedOpticalBounds
        case tooManyLayoutBounds
        case layoutBoundsNotAtEdge
        case tooManyRowsAndColumns
    }

    /// The frame edge, as aapt2 names it.
    public enum Edge: String, Sendable, Equatable {
        case top, left, bottom, right
    }

    /// The file.
    public var path: String
    /// The problem.
    public var problem: Problem
    /// The edge it was found on, if any.
    public var edge: Edge?
    /// The pixel index along that edge, counted from the frame's corner as aapt2
    /// counts it (equal to the x or y coordinate in the file), if any.
    public var pixel: Int?

    /// A problem found at `pixel` along `edge`.
    public init(path: String, problem: Problem, edge: Edge? = nil, pixel: Int? = nil) {
        self.path = path
        self.problem = problem
        self.edge = edge
        self.pixel = pixel
    }

    /// aapt2's text for the problem alone.
    public var compilerText: String {
        let edgeName = edge?.rawValue ?? ""
        switch problem {
        case .tooSmall: return "Image must be at least 3x3 (1x1 without frame) pixels"
        case .frameNotTransparentOrWhite: return "Must have one-pixel frame that is either transparent or white"
        case .intermediateAlpha: return "Frame pixels must be either solid or transparent (not intermediate alphas)"
        case .transparentFrameTickColor: return "Ticks in transparent frame must be black or red"
        case .whiteFrameAlpha: return "White frame must be a solid color (no alpha)"
        case .whiteFrameTickColor: return "Ticks in white frame must be black or red"
        case .noMarkedRegion: return "No marked region found along edge"
        case .moreThanOneMarkedRegion: return "Can't have more than one marked region along edge"
        case .unexpectedOpticalBounds:
            let axis = edge == .left ? "y" : "x"
            return "found unexpected optical bounds (red pixel) on \(edgeName) border at \(axis)=\(pixel ?? 0)"
        case .tooManyLayoutBounds: return "too many layout bounds sections on \(edgeName) border"
        case .layoutBoundsNotAtEdge: return "layout bounds on \(edgeName) border must start at edge"
        case .tooManyRowsAndColumns: return "Too many rows and columns in 9-patch perimeter"
        }
    }

    /// `9-patch malformed: TEXT. Found at pixel #N along EDGE edge`, aapt2's two
    /// lines joined into one.
    public var message: String {
        var text = "9-patch malformed: " + compilerText
        if let edge, problem != .unexpectedOpticalBounds {
            if let pixel {
                text += ". Found at pixel #\(pixel) along \(edge.rawValue) edge"
            } else {
                text += ". Found along \(edge.rawValue) edge"
            }
        }
        return text
    }
}
