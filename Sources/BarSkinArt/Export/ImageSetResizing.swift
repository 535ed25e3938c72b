import BarSkinCore

/// The `resizing` of one image entry in an asset catalog, in that file's pixels.
public struct ImageSetResizing: Sendable, Hashable {
    /// Which axes have caps.
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        /// Caps on all four sides.
        case ninePart = "9-part"
        /// Left and right caps only.
        case threePartHorizontal = "3-part-horizontal"
        /// Top and bottom caps only.
        case threePartVertical = "3-part-vertical"

        var coversHorizontal: Bool { self != .threePartVertical }
        var coversVertical: Bool { self != .threePartHorizontal }
    }

    /// Which axes have caps.
    public var mode: Mode
    /// How the centre fills extra space.
    public var centerMode: ResizingMode
    /// Width of the resizable centre in pixels (horizontal and 9-part).
    public var centerWidth: Int
    /// Height of the resizable centre in pixels (vertical and 9-part).
    public var centerHeight: Int
    /// The fixed slices in pixels; only the sides the mode covers are written.
    public var capInsets: PixelInsets

    /// A resizing from its parts.
    public init(mode: Mode, centerMode: ResizingMode, centerWidth: Int, centerHeight: Int, capInsets: PixelInsets) {
        self.mode = mode
        self.centerMode = centerMode
        self.centerWidth = centerWidth
        self.centerHeight = centerHeight
        self.capInsets = capInsets
    }

    /// The resizing that describes a lattice of caps around one middle per
    /// axis (what `slice` builds): the mode follows from which axes have caps.
    public init(horizontal: StretchAxis, vertical: StretchAxis, centerMode: ResizingMode) {
        let h = Self.slices(horizontal), v = Self.slices(vertical)
        let hasHorizontal = h.leading + h.trailing > 0, hasVertical = v.leading + v.trailing > 0
        mode = hasHorizontal && !hasVertical ? .threePartHorizontal : (hasVertical && !hasHorizontal ? .threePartVertical : .ninePart)
        self.centerMode = centerMode
        centerWidth = h.middle
        centerHeight = v.middle
        capInsets = PixelInsets(top: v.leading, left: h.leading, bottom: v.trailing, right: h.trailing)
    }

    private static func slices(_ axis: StretchAxis) -> (leading: Int, middle: Int, trailing: Int) {
        let patches = axis.patches
        let middle = patches.first(where: \.isScalable)!
        let leading = patches.first!.isScalable ? 0 : patches.first!.length
        let trailing = patches.last!.isScalable ? 0 : patches.last!.length
        return (leading, middle.length, trailing)
    }

    /// The JSON Xcode writes, keys sorted.
    public var json: JSONValue {
        var center: [(String, JSONValue)] = []
        var insets: [(String, JSONValue)] = []
        if mode.coversVertical {
            center.append(("height", .int(centerHeight)))
            insets += [("bottom", .int(capInsets.bottom))]
        }
        if mode.coversHorizontal { insets += [("left", .int(capInsets.left)), ("right", .int(capInsets.right))] }
        if mode.coversVertical { insets += [("top", .int(capInsets.top))] }
        center.append(("mode", .string(centerMode.rawValue)))
        if mode.coversHorizontal { center.append(("width", .int(centerWidth))) }
        return .object([
            ("cap-insets", .object(insets)),
            ("center", .object(center)),
            ("mode", .string(mode.rawValue)),
        ])
    }
}
