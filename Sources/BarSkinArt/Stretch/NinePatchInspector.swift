import BarSkinCore

/// Walks a 9-patch frame the way aapt2's `do9Patch` does and collects problems.
struct NinePatchInspector {
    let bitmap: Bitmap
    let path: String

    private enum Mark { case none, tick, red }

    /// The 9-patch's content is still framed: ``NinePatch`` crops it in place,
    /// so a large image is never held twice.
    func inspect() -> (ninePatch: NinePatch?, problems: [NinePatchError]) {
        let width = bitmap.width, height = bitmap.height
        guard width >= 3 && height >= 3 else { return (nil, [error(.tooSmall(width: width, height: height))]) }
        let corner = bitmap[0, 0]
        // aapt2 reads the frame's colour off the top-left pixel alone; the other corners are never looked at.
        let transparent = corner.alpha == 0
        guard transparent || corner == .white else { return (nil, [error(.frameColor(corner))]) }

        var problems: [NinePatchError] = []
        let top = scan(edge: .top, transparent: transparent, problems: &problems)
        let left = scan(edge: .left, transparent: transparent, problems: &problems)
        let bottom = scan(edge: .bottom, transparent: transparent, problems: &problems)
        let right = scan(edge: .right, transparent: transparent, problems: &problems)
        guard problems.isEmpty, let top, let left, let bottom, let right else { return (nil, problems) }

        let contentWidth = width - 2, contentHeight = height - 2
        if Self.segmentCount(top.ticks, length: contentWidth) * Self.segmentCount(left.ticks, length: contentHeight) > 0x7F {
            return (nil, [error(.tooManyRowsAndColumns)])
        }
        // No padding marked: the stretch regions' span, as aapt2 computes it; neither: no padding.
        let horizontalPadding = bottom.ticks.first ?? Self.span(top.ticks) ?? 0..<contentWidth
        let verticalPadding = right.ticks.first ?? Self.span(left.ticks) ?? 0..<contentHeight
        let padding = PixelInsets(
            top: verticalPadding.lowerBound, left: horizontalPadding.lowerBound,
            bottom: contentHeight - verticalPadding.upperBound, right: contentWidth - horizontalPadding.upperBound)
        let bounds = PixelInsets(
            top: Self.boundsStart(right.reds), left: Self.boundsStart(bottom.reds),
            bottom: Self.boundsEnd(right.reds, length: contentHeight), right: Self.boundsEnd(bottom.reds, length: contentWidth))
        let ninePatch = NinePatch(
            content: bitmap, horizontalStretch: top.ticks, verticalStretch: left.ticks, padding: padding, layoutBounds: bounds)
        return (ninePatch, [])
    }

    private struct EdgeMarks {
        var ticks: [Range<Int>] = []
        var reds: [Range<Int>] = []
    }

    /// Runs of black and red along one edge in content coordinates, or nil
    /// after recording the edge's first problem, checked in aapt2's order: every
    /// pixel's colour first, then red where it may not be, then the runs' count and place.
    private func scan(edge: NinePatchProblem.Edge, transparent: Bool, problems: inout [NinePatchError]) -> EdgeMarks? {
        let horizontal = edge == .top || edge == .bottom
        let length = horizontal ? bitmap.width : bitmap.height
        var marks = EdgeMarks()
        var previous = Mark.none
        for index in 1..<(length - 1) {
            let pixel: RGBA8
            switch edge {
            case .top: pixel = bitmap[index, 0]
            case .bottom: pixel = bitmap[index, bitmap.height - 1]
            case .left: pixel = bitmap[0, index]
            case .right: pixel = bitmap[bitmap.width - 1, index]
            }
            guard let mark = classify(pixel, transparent: transparent) else {
                problems.append(error(.invalidColor(pixel, whiteFrame: !transparent), edge: edge, pixel: index))
                return nil
            }
            if mark != previous {
                if previous == .tick { marks.ticks[marks.ticks.count - 1] = marks.ticks.last!.lowerBound..<(index - 1) }
                if previous == .red { marks.reds[marks.reds.count - 1] = marks.reds.last!.lowerBound..<(index - 1) }
                if mark == .tick { marks.ticks.append((index - 1)..<(length - 2)) }
                if mark == .red { marks.reds.append((index - 1)..<(length - 2)) }
                previous = mark
            }
        }
        if edge == .top || edge == .left, let red = marks.reds.first {
            problems.append(error(.unexpectedOpticalBounds, edge: edge, pixel: red.lowerBound + 1))
            return nil
        }
        if (edge == .bottom || edge == .right) && marks.ticks.count > 1 {
            problems.append(error(.tooManyPaddingSections, edge: edge, pixel: marks.ticks[1].lowerBound + 1))
            return nil
        }
        if let problem = layoutBoundsProblem(marks.reds, length: length - 2, edge: edge) {
            problems.append(problem)
            return nil
        }
        return marks
    }

    /// What a frame pixel marks, or nil for a colour aapt2 refuses: the frame's own
    /// colour (any fully transparent pixel in a transparent frame, opaque white in a
    /// white one), opaque black (stretch, padding) or opaque red (optical bounds).
    private func classify(_ pixel: RGBA8, transparent: Bool) -> Mark? {
        if pixel == .black { return .tick }
        if pixel == RGBA8(255, 0, 0) { return .red }
        if transparent ? pixel.alpha == 0 : pixel == .white { return Mark.none }
        return nil
    }

    func error(_ kind: NinePatchProblem.Kind, edge: NinePatchProblem.Edge? = nil, pixel: Int? = nil) -> NinePatchError {
        NinePatchProblem(kind, edge: edge, pixel: pixel).located(at: path)
    }
}
