import BarSkinCore

/// Turns one alpha-only icon mask into its unselected and selected tab bar art.
///
/// Only the mask's coverage counts; each output's alpha is that coverage (times
/// the fill's alpha) and its colour is the fill's. The icon is centred in the
/// item canvas at whole-pixel offsets and never resampled.
public struct TintOperation: Sendable, Hashable, CustomStringConvertible {
    /// The unselected look.
    public var normal: TintLook
    /// The selected look.
    public var selected: TintLook
    /// Where the coverage comes from.
    public var maskMode: MaskMode
    /// The item canvas in points, multiplied by each file's scale; nil means the icon's own size.
    public var itemSize: PointSize?

    /// An operation from its parts; an item size must be positive.
    public init(normal: TintLook, selected: TintLook, maskMode: MaskMode = .alpha, itemSize: PointSize? = nil) {
        if let itemSize { precondition(itemSize.width > 0 && itemSize.height > 0, "item size must be positive") }
        self.normal = normal
        self.selected = selected
        self.maskMode = maskMode
        self.itemSize = itemSize
    }

    /// The unmodified looks of `style`.
    public init(style: TintStyle, maskMode: MaskMode = .alpha, itemSize: PointSize? = nil) {
        self.init(normal: .normal(style), selected: .selected(style), maskMode: maskMode, itemSize: itemSize)
    }

    /// A stable key for everything that affects the pixels; the version changes
    /// whenever the drawing maths does, so old outputs are rebuilt.
    public var identifier: String {
        let item = itemSize.map { "\($0.width)x\($0.height)" } ?? "icon"
        return "tint/2 mask=\(maskMode.rawValue) item=\(item) normal=\(normal.identifier) selected=\(selected.identifier)"
    }

    /// A readable summary, e.g. for logs.
    public var description: String {
        let item = itemSize.map { "in \($0.width)x\($0.height) pt items" } ?? "at icon size"
        return "tint \(maskMode.rawValue) masks \(item): normal \(normal.identifier), selected \(selected.identifier)"
    }

    /// Both variants of one mask, and anything worth a warning.
    public struct Result: Sendable {
        /// The unselected art.
        public var normal: Bitmap
        /// The selected art.
        public var selected: Bitmap
        /// Non-fatal problems with the input.
        public var warnings: [TintWarning]
    }

    /// Draws both variants of `bitmap`, a file at `scale` named `path` in errors.
    /// - Throws: ``TintError`` for an opaque or empty mask, or an icon larger than the item.
    public func render(_ bitmap: Bitmap, scale: Int, path: String) throws -> Result {
        let (mask, placement, warnings) = try prepare(bitmap, scale: scale, path: path)
        return Result(
            normal: TintRenderer.draw(normal, mask: mask, placement: placement),
            selected: TintRenderer.draw(selected, mask: mask, placement: placement),
            warnings: warnings)
    }

    /// The mask's one channel and where it sits: all drawing needs of the input.
    func prepare(_ bitmap: Bitmap, scale: Int, path: String) throws -> (TintMask, TintPlacement, [TintWarning]) {
        precondition(scale >= 1, "scale must be at least 1")
        let warnings = inputWarnings(width: bitmap.width, height: bitmap.height, scale: scale, path: path)
        var canvasWidth = bitmap.width, canvasHeight = bitmap.height
        if let itemSize {
            // Sizes are at most a few thousand; the product cannot overflow.
            canvasWidth = itemSize.width * scale
            canvasHeight = itemSize.height * scale
            guard bitmap.width <= canvasWidth && bitmap.height <= canvasHeight else {
                throw TintProblem.iconLargerThanItem(
                    iconWidth: bitmap.width, iconHeight: bitmap.height,
                    itemWidth: itemSize.width, itemHeight: itemSize.height, scale: scale).located(at: path)
            }
        }
        let mask = try TintMask(bitmap: bitmap, mode: maskMode, path: path)
        let placement = TintPlacement(
            canvasWidth: canvasWidth, canvasHeight: canvasHeight,
            originX: TintRenderer.floorHalf(canvasWidth - bitmap.width),
            originY: TintRenderer.floorHalf(canvasHeight - bitmap.height), scale: scale)
        return (mask, placement, warnings)
    }

    /// The warnings about an input of this pixel size at `scale`, drawn or up to date.
    func inputWarnings(width: Int, height: Int, scale: Int, path: String) -> [TintWarning] {
        Self.warnings(width: width, height: height, scale: scale, path: path) + fillWarnings(width: width, height: height, path: path)
    }

    /// The warning for a selected fill image smaller than an icon of this pixel size.
    public func fillWarnings(width: Int, height: Int, path: String) -> [TintWarning] {
        guard case .image(let image, _) = selected.fill, image.width < width || image.height < height else { return [] }
        return [TintNote.fillSmallerThanIcon(fillWidth: image.width, fillHeight: image.height, iconWidth: width, iconHeight: height).located(at: path)]
    }

    /// The warnings for an input of this pixel size at `scale`.
    public static func warnings(width: Int, height: Int, scale: Int, path: String) -> [TintWarning] {
        guard scale > 1, width % scale != 0 || height % scale != 0 else { return [] }
        return [TintNote.fractionalPoints(width: width, height: height, scale: scale).located(at: path)]
    }
}
