/// Walks a 9-patch frame the way aapt2's `do9Patch` does and collects problems.
struct NinePatchInspector {
    let bitmap: Bitmap
    let path: String

    private enum Mark { case none, tick, red }

    /// The 9-patch's content is still framed: ``NinePatch`` crops it in place,
    /// so a large image is never held twice.
    func inspect() -> (ninePatch: NinePatch?, problems: [NinePatchError]) {
        let width = bitmap.width, height = bitmap.height
        guard width >= 3 && height >= 3 else { return (nil, [error(.tooSmall)]) }
        let corner = bitmap[0, 0]
        let transparent = corner.alpha == 0
        guard transparent || corner == .white else { return (nil, [error(.frameNotTransparentOrWhite)]) }

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
        let horizontalPadding = bottom.ticks.first ?? (top.ticks.first!.lowerBound..<top.ticks.last!.upperBound)
        let verticalPadding = right.ticks.first ?? (left.ticks.first!.lowerBound..<left.ticks.last!.upperBound)
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
    /// after recording the edge's first problem.
    private func scan(edge: NinePatchError.Edge, transparent: Bool, problems: inout [NinePatchError]) -> EdgeMarks? {
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
            let mark: Mark
            switch classify(pixel, transparent: transparent) {
            case .mark(let value): mark = value
            case .problem(let problem):
                problems.append(error(problem, edge: edge, pixel: index))
                return nil
            }
            if mark != previous {
                if mark == .tick {
                    if !marks.ticks.isEmpty && (edge == .bottom || edge == .right) {
                        problems.append(error(.moreThanOneMarkedRegion, edge: edge, pixel: index))
                        return nil
                    }
                    marks.ticks.append((index - 1)..<(length - 2))
                } else if mark == .red {
                    if edge == .top || edge == .left {
                        problems.append(error(.unexpectedOpticalBounds, edge: edge, pixel: index))
                        return nil
                    }
                    marks.reds.append((index - 1)..<(length - 2))
                }
                if previous == .tick { marks.ticks[marks.ticks.count - 1] = marks.ticks.last!.lowerBound..<(index - 1) }
                if previous == .red { marks.reds[marks.reds.count - 1] = marks.reds.last!.lowerBound..<(index - 1) }
                previous = mark
            }
        }
        if (edge == .top || edge == .left) && marks.ticks.isEmpty {
            problems.append(error(.noMarkedRegion, edge: edge))
            return nil
        }
        if let problem = layoutBoundsProblem(marks.reds, length: length - 2, edge: edge) {
            problems.append(problem)
            return nil
        }
        return marks
    }

    private enum Classification {
        case mark(Mark)
        case problem(NinePatchError.Problem)
    }

    private func classify(_ pixel: RGBA8, transparent: Bool) -> Classification {
        if pixel == .black { return .mark(.tick) }
        if pixel == RGBA8(255, 0, 0) { return .mark(.red) }
        if transparent {
            if pixel.alpha == 0 { return .mark(.none) }
            return .problem(pixel.alpha != 255 ? .intermediateAlpha : .transparentFrameTickColor)
        }
        if pixel.alpha != 255 { return .problem(.whiteFrameAlpha) }
        if pixel == .white { return .mark(.none) }
        return .problem(.whiteFrameTickColor)
    }

    func error(_ problem: NinePatchError.Problem, edge: NinePatchError.Edge? = nil, pixel: Int? = nil) -> NinePatchError {
        NinePatchError(path: path, problem: problem, edge: edge, pixel: pixel)
    }
}
