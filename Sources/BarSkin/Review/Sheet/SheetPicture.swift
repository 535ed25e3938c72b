import BarSkinArt
import BarSkinCore
import BarSkinTrace

/// `barskin sheet --png`: the sheet drawn with cairo as one picture, the same cells as
/// the page (each file at its point size on light, dark and checkerboard, at its actual
/// pixels, its name, size and bytes, stretchable art sliced and stretched) in rows.
public enum SheetPicture {
    /// The picture's widest in pixels: rows that fill less of it make it narrower (down to 480), cells wider than it make it wider.
    public static let width = 1200
    /// The largest picture drawn: a sheet beyond it is for the HTML page, which streams.
    public static let limits = DecodeLimits(maxSide: 32_767, maxPixels: 67_108_864)

    static let light = Color(white: 1), dark = Color(red255: 28, green: 28, blue: 30), checker = Color(white: 200.0 / 255)
    static let cap = Color(red: 1, green: 0, blue: 1)

    /// The picture of `sheet`, as PNG bytes, and the files it could not show; `path` (the file it
    /// will be written to) names it in errors.
    /// - Throws: ``ReviewProblem/pictureTooLarge(width:height:)``, or the drawing's errors.
    public static func png(_ sheet: ContactSheet, title: String, path: String, decoder: PNGDecoder = PNGDecoder()) throws -> (bytes: [UInt8], unshown: [any LocatedError]) {
        let layout = SheetPictureLayout(sheet, width: width)
        let height = layout.size.height + 36
        guard layout.size.width <= limits.maxSide, height <= limits.maxSide, layout.size.width * height <= limits.maxPixels else {
            throw ReviewProblem.pictureTooLarge(width: layout.size.width, height: height).located(at: path)
        }
        let canvas = try Canvas(width: layout.size.width, height: height, limits: limits)
        canvas.fillAll(with: .solid(Color(red255: 250, green: 250, blue: 250)))
        try text(title, size: 18, at: Point(x: 12, y: 8), width: Double(layout.size.width - 24), height: 24, on: canvas)
        canvas.translate(dx: 0, dy: 36)
        var unshown: [any LocatedError] = []
        for piece in layout.pieces {
            switch piece {
            case .header(let name, let x, let y):
                try text(name, size: 14, at: Point(x: Double(x), y: Double(y)), width: Double(layout.size.width - x - 12), height: 20, on: canvas)
            case .cell(let cell, let x, let y): try draw(cell, at: Point(x: Double(x), y: Double(y)), on: canvas, decoder: decoder, unshown: &unshown)
            }
        }
        return (try PNGEncoder().encode(try canvas.bitmap()), unshown)
    }

    /// One cell: its files are decoded here and let go when it is drawn.
    private static func draw(_ cell: SheetCellLayout, at origin: Point, on canvas: Canvas, decoder: PNGDecoder, unshown: inout [any LocatedError]) throws {
        let pad = Double(SheetCellLayout.padding), gap = Double(SheetCellLayout.gap)
        canvas.fill(Rect(x: origin.x, y: origin.y, width: Double(cell.size.width), height: Double(cell.size.height)), with: .solid(light))
        var y = origin.y + pad
        let name = PathText.fileName(of: cell.family.name) + (cell.family.appearance.map { " (\($0))" } ?? "")
        try text(name, size: 12, at: Point(x: origin.x + pad, y: y), width: Double(cell.size.width) - 2 * pad, height: 16, on: canvas)
        y += Double(SheetCellLayout.titleHeight)
        let bitmaps = cell.family.images.map { image -> Bitmap? in
            do { return try image.bitmap(decoder: decoder) } catch {
                unshown.append(error as? any LocatedError ?? ReviewProblem.cannotCompare(reason: "\(error)").located(at: image.path))
                return nil
            }
        }
        for (index, background) in [light, dark, checker].enumerated() {
            let panel = Rect(x: origin.x + pad + Double(index * cell.panelSize.width), y: y,
                             width: Double(cell.panelSize.width), height: Double(cell.panelSize.height))
            try fill(panel, background, index == 2, on: canvas)
            var x = panel.minX + gap
            for (image, bitmap) in zip(cell.family.images, bitmaps) {
                let points = image.pointSize
                if let bitmap { try canvas.draw(bitmap, in: Rect(x: x, y: panel.maxY - gap - Double(points.height), width: Double(points.width), height: Double(points.height))) }
                x += Double(points.width) + gap
            }
        }
        y += Double(cell.panelSize.height) + gap
        let actual = Rect(x: origin.x + pad, y: y, width: Double(cell.actualSize.width), height: Double(cell.actualSize.height))
        try fill(actual, checker, true, on: canvas)
        var x = actual.minX + gap
        for (image, bitmap) in zip(cell.family.images, bitmaps) {
            if let bitmap { try canvas.draw(bitmap, in: Rect(x: x, y: actual.maxY - gap - Double(image.size.height), width: Double(image.size.width), height: Double(image.size.height)), filter: .nearest) }
            x += Double(image.size.width) + gap
        }
        y += Double(cell.actualSize.height) + gap
        for image in cell.family.images {
            try text("\(image.label)  \(image.size.width)x\(image.size.height) px, \(ByteCount.text(image.bytes))", size: 10,
                     at: Point(x: origin.x + pad, y: y), width: Double(cell.size.width) - 2 * pad, height: Double(SheetCellLayout.factHeight), on: canvas)
            y += Double(SheetCellLayout.factHeight)
        }
        y += gap
        guard let stretchable = cell.stretchable, let stretch = SheetStretch(stretchable, decoder: decoder),
              let index = cell.family.images.firstIndex(where: { $0.path == stretchable.path }), let slice = bitmaps[index] else { return }
        let sliceRect = Rect(x: origin.x + pad, y: y, width: Double(slice.width), height: Double(slice.height))
        try fill(sliceRect, checker, true, on: canvas)
        try canvas.draw(slice, in: sliceRect, filter: .nearest)
        for line in stretch.verticalLines { canvas.fill(Rect(x: sliceRect.minX + Double(line), y: sliceRect.minY, width: 1, height: sliceRect.height), with: .solid(cap)) }
        for line in stretch.horizontalLines { canvas.fill(Rect(x: sliceRect.minX, y: sliceRect.minY + Double(line), width: sliceRect.width, height: 1), with: .solid(cap)) }
        y += sliceRect.height + gap
        let stretchedRect = Rect(x: origin.x + pad, y: y, width: Double(stretch.pointSize.width), height: Double(stretch.pointSize.height))
        try fill(stretchedRect, checker, true, on: canvas)
        try canvas.draw(stretch.stretched, in: stretchedRect)
    }

    /// A panel's background: a colour, or a checkerboard of 8-pixel squares (as the page's).
    private static func fill(_ rect: Rect, _ color: Color, _ checkered: Bool, on canvas: Canvas) throws {
        canvas.fill(rect, with: .solid(checkered ? light : color))
        guard checkered else { return }
        canvas.withClip(to: .rect(rect)) {
            var row = 0
            for y in stride(from: rect.minY, to: rect.maxY, by: 8) {
                for x in stride(from: rect.minX + Double((row % 2) * 8), to: rect.maxX, by: 16) {
                    canvas.fill(Rect(x: x, y: y, width: 8, height: 8), with: .solid(color))
                }
                row += 1
            }
        }
    }

    private static func text(_ string: String, size: Double, at point: Point, width: Double, height: Double, on canvas: Canvas) throws {
        let layout = try TextLayout(text: string, font: FontFace(), size: size)
        layout.ellipsize(toWidth: width)
        let box = Rect(x: point.x, y: point.y, width: min(width, layout.logicalBounds.width), height: height)
        layout.draw(on: canvas, centeredIn: box, color: Color(white: 0.1))
    }
}
