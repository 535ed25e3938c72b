import BarSkinCore

extension ImageSetResizing {
    /// Reads a `resizing` object (as converted from Contents.json).
    /// - Throws: ``ImageSetError`` naming `path` (the Contents.json).
    public init(json: JSONValue, path: String) throws {
        guard case .string(let modeText)? = json["mode"] else {
            throw ImageSetProblem.unexpectedShape(detail: "resizing has no mode").located(at: path)
        }
        guard let mode = Mode(rawValue: modeText) else {
            throw ImageSetProblem.unknownMode(key: "resizing mode", value: modeText).located(at: path)
        }
        let center = json["center"] ?? .object([])
        var centerMode = ResizingMode.tile
        if let value = center["mode"] {
            guard case .string(let text) = value else {
                throw ImageSetProblem.unexpectedShape(detail: "center mode is not a string").located(at: path)
            }
            guard let parsed = ResizingMode(rawValue: text) else {
                throw ImageSetProblem.unknownMode(key: "center mode", value: text).located(at: path)
            }
            centerMode = parsed
        }
        let insets = json["cap-insets"] ?? .object([])
        func number(_ object: JSONValue, _ key: String) throws -> Int? {
            guard let value = object[key] else { return nil }
            guard case .int(let number) = value, number >= 0, number <= 1_000_000 else {
                throw ImageSetProblem.unexpectedShape(detail: "\(key) must be a whole number of pixels").located(at: path)
            }
            return number
        }
        self.init(
            mode: mode, centerMode: centerMode,
            centerWidth: try number(center, "width") ?? -1, centerHeight: try number(center, "height") ?? -1,
            capInsets: PixelInsets(
                top: try number(insets, "top") ?? 0, left: try number(insets, "left") ?? 0,
                bottom: try number(insets, "bottom") ?? 0, right: try number(insets, "right") ?? 0))
    }

    /// The lattice for the image file `filename` (`width` x `height` pixels at
    /// `scale`). Pixels between the centre and the trailing cap are left out,
    /// as Xcode's slicing does; an axis without caps is resized whole.
    /// - Throws: ``ImageSetProblem/resizingDoesNotFit(filename:axis:caps:center:imageLength:)``.
    public func lattice(width: Int, height: Int, scale: Int, filename: String, path: String) throws -> StretchLattice {
        let (horizontal, horizontalMode) = try axis(
            covered: mode.coversHorizontal, leading: capInsets.left, center: centerWidth, trailing: capInsets.right,
            length: width, scale: scale, axis: .horizontal, filename: filename, path: path)
        let (vertical, verticalMode) = try axis(
            covered: mode.coversVertical, leading: capInsets.top, center: centerHeight, trailing: capInsets.bottom,
            length: height, scale: scale, axis: .vertical, filename: filename, path: path)
        return StretchLattice(horizontal: horizontal, vertical: vertical, horizontalMode: horizontalMode, verticalMode: verticalMode)
    }

    private func axis(
        covered: Bool, leading: Int, center: Int, trailing: Int, length: Int, scale: Int, axis: ImageAxis,
        filename: String, path: String
    ) throws -> (StretchAxis, ResizingMode) {
        guard covered else { return (StretchAxis(leading: 0, middle: length, trailing: 0), centerMode) }
        // A missing centre size means "everything between the caps".
        let middle = center < 0 ? length - leading - trailing : center
        guard middle >= 1, leading + middle + trailing <= length else {
            throw ImageSetProblem.resizingDoesNotFit(filename: filename, axis: axis, caps: leading + trailing, center: middle, imageLength: length)
                .located(at: path)
        }
        var patches: [StretchAxis.Patch] = []
        if leading > 0 { patches.append(.init(start: 0, end: leading, isScalable: false)) }
        patches.append(.init(start: leading, end: leading + middle, isScalable: true))
        if trailing > 0 { patches.append(.init(start: length - trailing, end: length, isScalable: false)) }
        // UIKit stretches a one-point centre even when asked to tile.
        return (StretchAxis(patches: patches), middle <= scale ? .stretch : centerMode)
    }
}
